import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { accountErrors } from './messages'
import { formatIssues, ROOT_FIELD, validationErrorBody } from './issues'
import { rules } from './rules'

const Profile = v.pipe(
  v.object({
    email: v.pipe(v.string(), rules.required('Email'), rules.email('Email')),
    phone: v.pipe(v.string(), rules.phoneNumber('Telefono')),
    experiences: v.array(v.object({ title: v.pipe(v.string(), rules.required('Titolo')) })),
  }),
  v.check((input) => input.experiences.length > 0, 'Serve almeno una esperienza'),
)

describe('formatIssues', () => {
  it('groups messages by dotted field path, the 422 errors shape', () => {
    const result = v.safeParse(Profile, {
      email: '',
      phone: '02123',
      experiences: [{ title: 'ok' }, { title: '' }, { title: '  ' }],
    })
    expect(result.success).toBe(false)
    expect(formatIssues(result.issues ?? [])).toEqual({
      // The format rule leaves an empty value to required, so the user reads one message, not two.
      email: ['Il campo Email è richiesto'],
      phone: ['Deve essere un numero di telefono valido senza prefisso internazionale.'],
      'experiences.1.title': ['Il campo Titolo è richiesto'],
      'experiences.2.title': ['Il campo Titolo è richiesto'],
    })
  })

  it('puts whole-input issues under the root key and renders English on request', () => {
    const result = v.safeParse(
      Profile,
      { email: 'a@b.it', phone: '3331234567', experiences: [] },
      { lang: 'en' },
    )
    expect(formatIssues(result.issues ?? [])).toEqual({ [ROOT_FIELD]: ['Serve almeno una esperienza'] })

    const english = v.safeParse(
      Profile,
      { email: 'x', phone: '3331234567', experiences: [{ title: 't' }] },
      { lang: 'en' },
    )
    expect(validationErrorBody(english.issues ?? [])).toEqual({
      message: 'The Email field must be a valid email address',
      errors: { email: ['The Email field must be a valid email address'] },
    })
  })
})

describe('formatIssues with repeated messages', () => {
  it('keeps a message once per field', () => {
    const schema = v.object({ code: v.pipe(v.string(), rules.codiceRea('REA'), rules.codiceRea('REA')) })
    const result = v.safeParse(schema, { code: 'mi-1' })
    expect(result.issues).toHaveLength(2)
    expect(formatIssues(result.issues ?? [])).toEqual({ code: ['Il codice rea non è valido.'] })
  })
})

describe('account errors', () => {
  it('keeps the SPEC wording, typo included', () => {
    expect(accountErrors.registerSingleRole).toBe('You cannot register a single usr as more than one role')
    expect(accountErrors.roleRequired).toBe('You need to pass the role you want the user to be.')
    expect(accountErrors.otpAskNeedsEmail).toBe(
      'You cannot ask for OTP without providing the email where to send it',
    )
    expect(accountErrors.otpVerifyNeedsEmail).toBe(
      'You cannot verify an OTP without providing the email where to send it',
    )
    expect(accountErrors.passwordUpdateNeedsBoth).toBe(
      'You cannot update a password without providing a password and its confirmation',
    )
  })
})
