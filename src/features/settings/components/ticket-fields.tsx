/**
 * The two kinds of field the ticket form needs and the UI kit has not (yet): a select and a
 * multi-line text, labelled and tied to their error like the kit's TextField.
 */
import { useId, type ReactNode } from 'react'
import { FieldError } from '../../../shared/ui/form-fields'

const inputClasses =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-[invalid=true]:border-red-700'

interface FieldProps {
  name: string
  label: ReactNode
  value: string
  error?: string
  onValue: (value: string) => void
  onLeave: () => void
}

export function SelectField({
  name,
  label,
  value,
  error,
  onValue,
  onLeave,
  placeholder,
  options,
}: FieldProps & { placeholder: string; options: readonly { value: string; label: string }[] }) {
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

export function TextAreaField({
  name,
  label,
  value,
  error,
  onValue,
  onLeave,
  hint,
  maxLength,
  rows = 6,
}: FieldProps & { hint?: ReactNode; maxLength?: number; rows?: number }) {
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
