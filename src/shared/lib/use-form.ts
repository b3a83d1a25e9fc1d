/**
 * Form state with the validation modes of SPEC.md §5: the login form validates a field on every
 * input and on blur ('eager'); every other form validates a field when it is left or when a choice
 * changes (checkbox, radio), never while typing ('lazy'). Errors shown are the first message of a
 * field as it stood when it was last validated; submit validates everything. Server 422 answers
 * replace the shown errors with the server's own messages; any other failed call becomes the
 * form's own message (values are kept, nothing typed is lost).
 */
import { useLingui } from '@lingui/react/macro'
import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import { isApiError, type ApiError } from '../api/api-error'

export type FormMode = 'eager' | 'lazy'
export type FieldErrors = Record<string, string[]>
export type FormValue = string | boolean

export interface FormOptions<V extends Record<string, FormValue>> {
  initial: V
  mode: FormMode
  /** Every current problem by field path ('email', 'fiscal_data.p_iva'); {} when valid. */
  validate: (values: V) => FieldErrors
}

export interface Form<V extends Record<string, FormValue>> {
  values: V
  /** The message shown next to each field. */
  errors: Partial<Record<string, string>>
  /** A server error that belongs to no field of the form. */
  formError: string | undefined
  submitting: boolean
  /** A value typed (text) or picked (checkbox, radio, select). */
  set: (field: keyof V & string, value: FormValue, how: 'input' | 'choice') => void
  blur: (field: keyof V & string) => void
  /** Validates everything; runs `action` only when valid, keeping `submitting` true meanwhile. */
  submit: (action: (values: V) => Promise<void>) => Promise<void>
  setValues: (values: Partial<V>) => void
}

function firstOf(errors: FieldErrors, field: string): string | undefined {
  return errors[field]?.[0]
}

export function useForm<V extends Record<string, FormValue>>({
  initial,
  mode,
  validate,
}: FormOptions<V>): Form<V> {
  const [values, setValuesState] = useState(initial)
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({})
  const [formError, setFormError] = useState<string>()
  const [submitting, setSubmitting] = useState(false)
  const { t } = useLingui()
  const describeFailure = (error: ApiError): string => {
    if (error.status === 429) return t`Troppi tentativi. Riprova tra qualche minuto.`
    if (error.status === 0) return t`Impossibile raggiungere il server. Controlla la connessione e riprova.`
    const message = (error.data as { message?: unknown } | undefined)?.message
    // 4xx messages come from the server in the user's language; a 5xx says nothing useful to a person
    if (error.status < 500 && typeof message === 'string' && message) return message
    return t`Si è verificato un errore. Riprova tra poco.`
  }
  const describeRef = useRef(describeFailure)
  useLayoutEffect(() => {
    describeRef.current = describeFailure
  })
  // validation must see the value just set, before React re-renders
  const current = useRef(values)
  const validateRef = useRef(validate)
  useLayoutEffect(() => {
    validateRef.current = validate
  })

  const check = useCallback((field: string) => {
    const message = firstOf(validateRef.current(current.current), field)
    setErrors((shown) => (shown[field] === message ? shown : { ...shown, [field]: message }))
  }, [])

  const set = useCallback(
    (field: keyof V & string, value: FormValue, how: 'input' | 'choice') => {
      current.current = { ...current.current, [field]: value }
      setValuesState(current.current)
      if (how === 'choice' || mode === 'eager') check(field)
    },
    [check, mode],
  )

  const blur = useCallback((field: keyof V & string) => check(field), [check])

  const setValues = useCallback((next: Partial<V>) => {
    current.current = { ...current.current, ...next }
    setValuesState(current.current)
  }, [])

  const submit = useCallback(async (action: (values: V) => Promise<void>) => {
    const problems = validateRef.current(current.current)
    const shown = Object.fromEntries(
      Object.keys(current.current).map((field) => [field, firstOf(problems, field)]),
    )
    setErrors(shown)
    setFormError(undefined)
    const invalid = Object.keys(current.current).find((field) => shown[field])
    if (invalid) {
      document.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus()
      return
    }
    setSubmitting(true)
    try {
      await action(current.current)
    } catch (error) {
      if (!isApiError(error)) throw error
      if (error.status !== 422) {
        setFormError(describeRef.current(error))
        return
      }
      const fields = error.fieldErrors
      const own = Object.keys(fields).filter((field) => field in current.current)
      setErrors(Object.fromEntries(own.map((field) => [field, firstOf(fields, field)])))
      const other = Object.keys(fields).find((field) => !(field in current.current))
      setFormError(other ? firstOf(fields, other) : own.length ? undefined : error.message)
      if (own[0]) document.querySelector<HTMLElement>(`[name="${own[0]}"]`)?.focus()
    } finally {
      setSubmitting(false)
    }
  }, [])

  return { values, errors, formError, submitting, set, blur, submit, setValues }
}
