/** Labelled form fields with their error message bound for assistive tech (aria-invalid, aria-describedby). */
import { useLingui } from '@lingui/react/macro'
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react'
import { Icon } from './icon'
import { usePointerPressed } from './pointer-press'

const inputClasses =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-[invalid=true]:border-red-700'

/**
 * A field's error. Lazy forms check a field when it is left, and pressing the submit button is what
 * leaves it: were a message to appear or vanish at once, the button would move under the pointer
 * between press and release and the click would be lost. So while a pointer is pressed a new message
 * waits for the release, and a gone one keeps its space (invisible, hidden from assistive tech);
 * either settles after the click.
 */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const pressed = usePointerPressed()
  const [kept, setKept] = useState(message)
  // nothing was showing: a message appearing during a press would push the button down
  const held = Boolean(message) && !kept && pressed
  if (message && message !== kept && !held) setKept(message)
  if (!message && kept && !pressed) setKept(undefined)
  if (held) return null
  if (message) {
    return (
      <p id={id} className="mt-1 text-sm text-red-800">
        {message}
      </p>
    )
  }
  return kept ? (
    <p aria-hidden="true" data-reserved="" className="invisible mt-1 text-sm">
      {kept}
    </p>
  ) : null
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'onBlur' | 'value' | 'name'>

export interface TextFieldProps extends InputProps {
  name: string
  label: ReactNode
  value: string
  error?: string
  hint?: ReactNode
  onValue: (value: string) => void
  onLeave: () => void
}

export function TextField({
  name,
  label,
  value,
  error,
  hint,
  onValue,
  onLeave,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <input
        {...rest}
        id={id}
        name={name}
        type={type}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClasses}
        onChange={(event) => onValue(event.target.value)}
        onBlur={onLeave}
      />
      {hint && <p className="mt-1 text-xs text-slate-600">{hint}</p>}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** Controlled visibility (e.g. by a machine); the field keeps its own otherwise. */
  visible?: boolean
  onToggle?: () => void
}

/** A password with a show/hide toggle (a real button, so it works from the keyboard). */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useLingui()
  const [ownVisible, setOwnVisible] = useState(false)
  const { name, label, value, error, hint, onValue, onLeave, visible: controlled, onToggle, ...rest } = props
  const visible = controlled ?? ownVisible
  const setVisible = onToggle ?? (() => setOwnVisible((shown) => !shown))
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <div className="relative">
        <input
          {...rest}
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClasses} pr-11`}
          onChange={(event) => onValue(event.target.value)}
          onBlur={onLeave}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-0 mt-1 flex items-center rounded-md px-3 text-slate-600 hover:text-slate-900"
          // the name on the button itself (the icon is decoration): what pressing it does now
          aria-label={visible ? t`Nascondi password` : t`Mostra password`}
          aria-controls={id}
          onClick={setVisible}
        >
          <Icon type={visible ? 'eye-off' : 'eye'} size="sm" />
        </button>
      </div>
      {hint && <p className="mt-1 text-xs text-slate-600">{hint}</p>}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

export interface SelectFieldProps {
  name: string
  label: ReactNode
  value: string
  error?: string
  options: readonly { value: string; label: string }[]
  /** The empty first option, chosen while nothing is. */
  placeholder?: string
  onValue: (value: string) => void
  onLeave?: () => void
}

export function SelectField({
  name,
  label,
  value,
  error,
  options,
  placeholder = '—',
  onValue,
  onLeave,
}: SelectFieldProps) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClasses}
        onChange={(event) => onValue(event.target.value)}
        onBlur={onLeave}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

export interface TextAreaFieldProps {
  name: string
  label: ReactNode
  value: string
  error?: string
  hint?: ReactNode
  maxLength?: number
  rows?: number
  onValue: (value: string) => void
  onLeave: () => void
}

/** A multi-line text; its hint (what to write, how long) is read out with the field. */
export function TextAreaField({
  name,
  label,
  value,
  error,
  hint,
  maxLength,
  rows = 6,
  onValue,
  onLeave,
}: TextAreaFieldProps) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        value={value}
        rows={rows}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
        }
        className={inputClasses}
        onChange={(event) => onValue(event.target.value)}
        onBlur={onLeave}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

export interface CheckboxFieldProps {
  name: string
  label: ReactNode
  checked: boolean
  error?: string
  required?: boolean
  onChoice: (checked: boolean) => void
}

export function CheckboxField({ name, label, checked, error, required, onChoice }: CheckboxFieldProps) {
  const id = useId()
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-4 rounded border-slate-400 text-brand-700"
          onChange={(event) => onChoice(event.target.checked)}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

/** A form-level message (a failed call that belongs to no field), announced when it appears. */
export function FormAlert({
  children,
  tone = 'error',
}: {
  children?: ReactNode
  tone?: 'error' | 'success'
}) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'}>
      {children ? (
        <p
          className={
            tone === 'error'
              ? 'rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900'
              : 'rounded-md border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900'
          }
        >
          {children}
        </p>
      ) : null}
    </div>
  )
}
