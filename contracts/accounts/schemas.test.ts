import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { formatIssues } from '../core/validation'
import {
  AuthResponse,
  BILLING_FIELDS,
  BillingInformation,
  LOGIN_ERROR_401,
  LOGIN_ERROR_OTHER,
  LOGIN_ERROR_429,
  LoginBody,
  MeResponse,
  OwnProfile,
  PasswordAskResetBody,
  PasswordUpdateBody,
  PasswordVerifyPinBody,
  RegisterBody,
  TermsBody,
  User,
  authFieldLabels,
  authMessagesEn,
  authSchemas,
  authSchemasFor,
  billingUpsertPayload,
  createAuthSchemas,
  emptyBillingForm,
  errorStatus,
  loginErrorMessage,
  mapHrRegistration,
  parseAuthResponse,
  type HrRegistrationForm,
} from './schemas'

const { EmailVerifyBody, InvoiceDataBody, MeUpdateBody, OtpRequestBody, OtpVerifyBody } = authSchemas

/** Field -> messages of a failed parse, or the parsed output. */
function check(schema: v.GenericSchema, body: unknown, config?: v.Config<v.BaseIssue<unknown>>) {
  const result = v.safeParse(schema, body, config)
  return result.success ? { output: result.output } : { errors: formatIssues(result.issues) }
}

const user: User = {
  id: 7,
  email: 'giulia.bianchi@aula.test',
  first_name: 'Giulia',
  last_name: 'Bianchi',
  role: 'trainer',
  roles: ['trainer'],
  status: 'active',
  created_at: '2024-05-10T09:00:00.000Z',
  last_login_at: null,
  email_verified_at: '2024-05-10T09:05:00.000Z',
  email_verified: true,
  phone_verified: true,
  terms_accepted: true,
  privacy_accepted: true,
  newsletter_accepted: false,
  can_onboard: true,
  free_tier_active: false,
  fiscal_data_complete: true,
  iban_complete: false,
  invoice_data_complete: true,
  invoice_data: {
    id: 3,
    vat: '22',
    type: 'fisica',
    fiscal_type: 'forfettario',
    inps: null,
    retention_tax: null,
  },
  hr_data: null,
  referral_code: 'GIULIA24',
  pending_bank_transfer: false,
  pending_bank_transfer_details: null,
  wizard_complete: true,
  hr_wizard_complete: false,
  features: { chat: true, posts: true, diary: false, hr_visible: false },
  locale: 'it',
}

const registration = {
  email: 'mario.rossi@example.it',
  first_name: 'Mario',
  last_name: 'Rossi',
  newsletter_accepted: true,
  password: 'Password123!',
  password_confirmation: 'Password123!',
  privacy_accepted: true,
  role: 'student',
  terms_accepted: true,
}

describe('User and friends', () => {
  it('accepts a full user and rejects a user without its flags', () => {
    expect(check(User, user)).toEqual({ output: user })
    const { email_verified: _dropped, ...partial } = user
    expect(check(User, partial).errors).toHaveProperty('email_verified')
    expect(check(User, { ...user, role: 'guest' }).errors).toHaveProperty('role')
    expect(check(User, { ...user, status: 'suspended' }).errors).toHaveProperty('status')
  })

  it('wraps the user as /api/me and as the login answer', () => {
    expect(check(MeResponse, { data: user })).toEqual({ output: { data: user } })
    expect(check(AuthResponse, { token: 'abc', user })).toEqual({ output: { token: 'abc', user } })
    expect(check(AuthResponse, { user }).errors).toHaveProperty('token')
  })

  it('parses a login answer and refuses an array with the §5 message', () => {
    expect(parseAuthResponse({ token: 't', user })).toEqual({ token: 't', user })
    expect(() => parseAuthResponse([{ token: 't', user }])).toThrow(
      'You need to pass the role you want the user to be.',
    )
  })

  it('fills billing defaults: type fisica, phone code 0039, empty strings as null', () => {
    const parsed = v.parse(BillingInformation, { id: 1, type: null, city: 'Milano' })
    expect(parsed.type).toBe('fisica')
    expect(parsed.phone_code).toBe('0039')
    expect(parsed.city).toBe('Milano')
    expect(parsed.pec).toBeNull()
    expect(Object.keys(parsed).sort()).toEqual(['id', ...BILLING_FIELDS].sort())
    expect(v.parse(BillingInformation, { id: 1, type: 'giuridica', phone_code: '0041' })).toMatchObject({
      type: 'giuridica',
      phone_code: '0041',
    })
    expect(check(BillingInformation, { id: 1, type: 'societa' }).errors).toHaveProperty('type')
  })

  it('offers an empty billing form with the defaults', () => {
    const form = emptyBillingForm()
    expect(form.type).toBe('fisica')
    expect(form.phone_code).toBe('0039')
    expect(form.city).toBe('')
    expect(Object.keys(form).sort()).toEqual([...BILLING_FIELDS].sort())
  })

  it('keeps profile completion between 0 and 100', () => {
    const profile = {
      id: 1,
      user_id: 7,
      slug: 'giulia-bianchi',
      first_name: 'Giulia',
      last_name: 'Bianchi',
      full_name: 'Giulia Bianchi',
      nickname: null,
      payoff: 'Formatrice di UX',
      bio: null,
      city: 'Torino',
      role: 'trainer',
      avatar_url: null,
      completion: 40,
    }
    expect(check(OwnProfile, profile)).toEqual({ output: profile })
    expect(check(OwnProfile, { ...profile, completion: 101 }).errors).toHaveProperty('completion')
  })
})

describe('RegisterBody', () => {
  it('accepts a student registration and defaults the newsletter to false', () => {
    const { newsletter_accepted: _n, ...withoutNewsletter } = registration
    expect(check(RegisterBody, withoutNewsletter).output).toMatchObject({ newsletter_accepted: false })
    expect(check(RegisterBody, { ...registration, referral_code: 'GIULIA24' }).output).toMatchObject({
      referral_code: 'GIULIA24',
    })
  })

  it('reports every missing field with the §5 messages', () => {
    expect(check(RegisterBody, {}).errors).toEqual({
      email: ['Il campo Email è richiesto'],
      first_name: ['Il campo Nome è richiesto'],
      last_name: ['Il campo Cognome è richiesto'],
      password: ['Il campo Password è richiesto'],
      password_confirmation: ['Il campo Conferma password è richiesto'],
      privacy_accepted: ['Il campo Privacy è richiesto'],
      role: ['Il campo Ruolo è richiesto'],
      terms_accepted: ['Il campo Termini e condizioni è richiesto'],
    })
  })

  it('needs a valid email, an 8-character password and matching passwords', () => {
    expect(check(RegisterBody, { ...registration, email: 'mario' }).errors).toEqual({
      email: ['Il campo Email deve essere un indirizzo email valido'],
    })
    expect(
      check(RegisterBody, { ...registration, password: 'corta', password_confirmation: 'corta' }).errors,
    ).toEqual({ password: ['Il campo Password deve contenere almeno 8 caratteri'] })
    expect(check(RegisterBody, { ...registration, password_confirmation: 'Password124!' }).errors).toEqual({
      password_confirmation: ['Passwords non coincidenti'],
    })
  })

  it('reports a password mismatch even while other fields are wrong', () => {
    expect(
      check(RegisterBody, { ...registration, email: '', password_confirmation: 'altra-password' }).errors,
    ).toEqual({
      email: ['Il campo Email è richiesto'],
      password_confirmation: ['Passwords non coincidenti'],
    })
  })

  it('requires privacy and terms to be accepted, not just present', () => {
    expect(
      check(RegisterBody, { ...registration, privacy_accepted: false, terms_accepted: false }).errors,
    ).toEqual({
      privacy_accepted: ['Il campo Privacy è richiesto'],
      terms_accepted: ['Il campo Termini e condizioni è richiesto'],
    })
  })

  it('takes a single role: an array gets the §5 message, admin or a typo the generic one', () => {
    expect(check(RegisterBody, { ...registration, role: ['student', 'hr'] }).errors).toEqual({
      role: ['You cannot register a single usr as more than one role'],
    })
    expect(check(RegisterBody, { ...registration, role: 'admin' }).errors).toEqual({
      role: ['Il campo Ruolo non è valido.'],
    })
    for (const role of ['trainer', 'student', 'hr'] as const) {
      const body =
        role === 'hr'
          ? {
              ...registration,
              role,
              fiscal_data: {
                tipo_persona: 'fisica',
                nome: 'Mario',
                cognome: 'Rossi',
                codice_fiscale: 'RSSMRA80A01H501U',
              },
            }
          : { ...registration, role }
      expect(check(RegisterBody, body).output).toMatchObject({ role })
    }
  })

  it('requires fiscal data from HR and validates it by person type', () => {
    expect(check(RegisterBody, { ...registration, role: 'hr' }).errors).toEqual({
      fiscal_data: ['Il campo Dati fiscali è richiesto'],
    })
    expect(
      check(RegisterBody, {
        ...registration,
        role: 'hr',
        fiscal_data: { tipo_persona: 'fisica', nome: '', cognome: 'Rossi', codice_fiscale: 'XYZ' },
      }).errors,
    ).toEqual({
      'fiscal_data.nome': ['Il campo Nome è richiesto'],
      'fiscal_data.codice_fiscale': ['Il codice fiscale non è valido.'],
    })
    expect(
      check(RegisterBody, {
        ...registration,
        role: 'hr',
        fiscal_data: {
          tipo_persona: 'giuridica',
          ragione_sociale: 'Acme Srl',
          p_iva: '123',
          codice_rea: 'MI123',
        },
      }).errors,
    ).toEqual({
      // the one fiscal rule set adds the check digit's message to the length's
      'fiscal_data.p_iva': [
        'Il campo Partita IVA deve contenere esattamente 11 caratteri',
        'La partita IVA è formata da 11 cifre.',
      ],
      'fiscal_data.codice_rea': ['Il codice rea non è valido.'],
    })
  })

  it('speaks English with the labels translated, for the server and for { lang: en }', () => {
    expect(check(authSchemasFor('en').RegisterBody, { ...registration, first_name: '' }).errors).toEqual({
      first_name: ['The First name field is required'],
    })
    expect(
      check(authSchemasFor('en').RegisterBody, { ...registration, password_confirmation: 'x' }).errors,
    ).toEqual({
      password_confirmation: ['Passwords do not match'],
    })
    expect(check(RegisterBody, { ...registration, email: 'x' }, { lang: 'en' }).errors).toEqual({
      email: ['The Email field must be a valid email address'],
    })
    expect(check(authSchemasFor('it').LoginBody, {}).errors).toEqual({
      email: ['Il campo Email è richiesto'],
      password: ['Il campo Password è richiesto'],
    })
  })

  it('renders through a provided translator (the SPA passes Lingui)', () => {
    const seen: string[] = []
    const schemas = createAuthSchemas((descriptor, values) => {
      seen.push(descriptor.id)
      return `${descriptor.id}(${Object.values(values ?? {}).join(',')})`
    })
    expect(check(schemas.LoginBody, { email: '', password: 'x' }).errors).toEqual({
      email: ['validation.required(auth.field.email())'],
    })
    expect(seen).toContain('auth.field.email')
  })
})

describe('the other Auth bodies', () => {
  it('LoginBody needs email and password, trims the email, and does not impose a length', () => {
    expect(check(LoginBody, { email: ' mario@example.it ', password: 'x' })).toEqual({
      output: { email: 'mario@example.it', password: 'x' },
    })
    expect(check(LoginBody, { email: 'mario', password: '' }).errors).toEqual({
      email: ['Il campo Email deve essere un indirizzo email valido'],
      password: ['Il campo Password è richiesto'],
    })
  })

  it('PasswordAskResetBody and PasswordVerifyPinBody: email and a 6-digit pin', () => {
    expect(check(PasswordAskResetBody, { email: 'mario@example.it' }).output).toEqual({
      email: 'mario@example.it',
    })
    expect(check(PasswordAskResetBody, {}).errors).toEqual({ email: ['Il campo Email è richiesto'] })
    expect(check(PasswordVerifyPinBody, { email: 'mario@example.it', pin: '123456' }).output).toBeDefined()
    expect(check(PasswordVerifyPinBody, { email: 'mario@example.it', pin: '12a456' }).errors).toEqual({
      pin: ['Il campo PIN può contenere solo cifre'],
    })
    expect(check(PasswordVerifyPinBody, { email: 'mario@example.it', pin: '12345' }).errors).toEqual({
      pin: ['Il campo PIN deve contenere esattamente 6 caratteri'],
    })
  })

  it('PasswordUpdateBody: the §5 error when a string is missing, form messages otherwise', () => {
    const needsBoth = 'You cannot update a password without providing a password and its confirmation'
    expect(check(PasswordUpdateBody, {}).errors).toEqual({
      password: [needsBoth],
      password_confirmation: [needsBoth],
    })
    expect(check(PasswordUpdateBody, { password: 12345678, password_confirmation: 'x' }).errors).toEqual({
      password: [needsBoth],
    })
    expect(
      check(PasswordUpdateBody, { password: 'Nuova-password1', password_confirmation: 'altra' }).errors,
    ).toEqual({
      password_confirmation: ['Passwords non coincidenti'],
    })
    expect(check(PasswordUpdateBody, { password: 'corta', password_confirmation: 'corta' }).errors).toEqual({
      password: ['Il campo Password deve contenere almeno 8 caratteri'],
    })
    expect(
      check(PasswordUpdateBody, { password: 'Nuova-password1', password_confirmation: 'Nuova-password1' })
        .output,
    ).toBeDefined()
  })

  it('OTP bodies: the §5 errors without an email, a seconds timestamp, a 6-digit code', () => {
    expect(check(OtpRequestBody, { timestamp: 1_715_331_600 }).errors).toEqual({
      email: ['You cannot ask for OTP without providing the email where to send it'],
    })
    expect(check(OtpRequestBody, { email: 'mario@example.it', timestamp: 1_715_331_600 }).output).toEqual({
      email: 'mario@example.it',
      timestamp: 1_715_331_600,
    })
    expect(check(OtpRequestBody, { email: 'mario@example.it', timestamp: 1.5 }).errors).toHaveProperty(
      'timestamp',
    )
    expect(check(OtpVerifyBody, { otp: '123456' }).errors).toEqual({
      email: ['You cannot verify an OTP without providing the email where to send it'],
    })
    expect(check(OtpVerifyBody, { email: 'mario@example.it', otp: '123456' }).output).toBeDefined()
    expect(check(OtpVerifyBody, { email: 'mario@example.it', otp: '' }).errors).toEqual({
      otp: ['Il campo Codice OTP è richiesto'],
    })
  })

  it('EmailVerifyBody, MeUpdateBody and TermsBody', () => {
    expect(check(EmailVerifyBody, { token: 'abc' }).output).toEqual({ token: 'abc' })
    expect(check(EmailVerifyBody, {}).errors).toEqual({ token: ['Il campo Token è richiesto'] })
    expect(check(MeUpdateBody, { first_name: 'Mario', last_name: 'Rossi', locale: 'en' }).output).toEqual({
      first_name: 'Mario',
      last_name: 'Rossi',
      locale: 'en',
    })
    expect(check(MeUpdateBody, { first_name: 'Mario', last_name: '', locale: 'fr' }).errors).toEqual({
      last_name: ['Il campo Cognome è richiesto'],
      locale: ['Il campo Lingua non è valido.'],
    })
    expect(check(TermsBody, { terms_accepted: true, privacy_accepted: true }).output).toBeDefined()
    expect(check(TermsBody, { terms_accepted: true, privacy_accepted: false }).errors).toEqual({
      privacy_accepted: ['Il campo Privacy è richiesto'],
    })
  })

  it('InvoiceDataBody: everything optional, formats checked when present', () => {
    expect(check(InvoiceDataBody, {}).output).toEqual({})
    expect(check(InvoiceDataBody, { city: 'Milano', p_iva: '12345678903', zip: '20100' }).output).toEqual({
      city: 'Milano',
      p_iva: '12345678903',
      zip: '20100',
    })
    expect(check(InvoiceDataBody, { pec: 'no', zip: '2010', type: 'societa' }).errors).toEqual({
      pec: ['Il campo PEC deve essere un indirizzo email valido'],
      zip: ['Il campo CAP deve contenere esattamente 5 caratteri'],
      type: ['Il campo Tipo di persona non è valido.'],
    })

    // issue 36: the check character and digit, the SDI code, the province's sigla
    expect(
      check(InvoiceDataBody, {
        fiscal_code: 'WLKGDI98D52F205X',
        p_iva: '12345678901',
        unique_id: 'ABC',
        province: 'Milano',
        legal_fiscal_code: 'ABC',
        hr_data: { p_iva: '00488410011', codice_rea: 'MI123' },
      }).errors,
    ).toEqual({
      fiscal_code: ['Il codice fiscale non è valido: il carattere di controllo non corrisponde.'],
      p_iva: ['La partita IVA non è valida: la cifra di controllo non corrisponde.'],
      unique_id: ['Il codice SDI è formato da 7 lettere o cifre.'],
      province: [
        "Il campo Provincia deve essere la sigla di una provincia (per esempio MI), o EE per l'estero.",
      ],
      legal_fiscal_code: ['Il codice fiscale non è valido.'],
      'hr_data.p_iva': ['La partita IVA non è valida: la cifra di controllo non corrisponde.'],
      'hr_data.codice_rea': ['Il codice rea non è valido.'],
    })
    // a company's codice fiscale is its eleven digits; codes are upper-cased
    expect(
      check(InvoiceDataBody, {
        fiscal_code: '00488410010',
        legal_fiscal_code: 'rssmra85t10a56nh',
        province: 'mi',
      }).output,
    ).toEqual({ fiscal_code: '00488410010', legal_fiscal_code: 'RSSMRA85T10A56NH', province: 'MI' })
  })
})

describe('mapHrRegistration', () => {
  const account = {
    email: 'hr@acme.it',
    newsletter_accepted: false,
    password: 'Password123!',
    password_confirmation: 'Password123!',
    privacy_accepted: true,
    terms_accepted: true,
  }

  it('a person: nome and cognome become first and last name', () => {
    const form: HrRegistrationForm = {
      ...account,
      fiscal_data: {
        tipo_persona: 'fisica',
        nome: 'Lucia',
        cognome: 'Verdi',
        codice_fiscale: 'VRDLCU85M41F205J',
        p_iva: '12345678903',
      },
    }
    const body = mapHrRegistration(form)
    expect(body).toEqual({
      ...account,
      first_name: 'Lucia',
      last_name: 'Verdi',
      role: 'hr',
      fiscal_data: form.fiscal_data,
    })
    expect(check(RegisterBody, body).output).toEqual(body)
  })

  it("a company: ragione_sociale becomes the first name and the last name is '-'", () => {
    const form: HrRegistrationForm = {
      ...account,
      referral_code: 'AMICO',
      fiscal_data: {
        tipo_persona: 'giuridica',
        ragione_sociale: 'Acme Formazione Srl',
        p_iva: '12345678903',
        codice_rea: 'MI-1234567',
      },
    }
    const body = mapHrRegistration(form)
    expect(body).toMatchObject({
      first_name: 'Acme Formazione Srl',
      last_name: '-',
      role: 'hr',
      referral_code: 'AMICO',
    })
    expect(body.fiscal_data).toEqual(form.fiscal_data)
    expect(check(RegisterBody, body).output).toEqual(body)
  })
})

describe('billingUpsertPayload', () => {
  it('keeps only the non-empty billing fields, trimmed', () => {
    expect(
      billingUpsertPayload({
        ...emptyBillingForm(),
        id: 9,
        first_name: ' Mario ',
        city: 'Milano',
        pec: '   ',
        province: null,
        zip: undefined,
      }),
    ).toEqual({ type: 'fisica', phone_code: '0039', first_name: 'Mario', city: 'Milano' })
  })

  it('sends nothing for an empty form without defaults, and what it sends passes the body schema', () => {
    expect(billingUpsertPayload({})).toEqual({})
    const payload = billingUpsertPayload({
      type: 'giuridica',
      p_iva: '12345678903',
      legal_fiscal_code: 'RSSMRA80A01H501U',
    })
    expect(check(InvoiceDataBody, payload).output).toEqual(payload)
  })
})

describe('login error messages', () => {
  it('maps 401 to Credenziali errate and anything else to the generic error', () => {
    expect(loginErrorMessage(401)).toBe(LOGIN_ERROR_401)
    expect(LOGIN_ERROR_401).toEqual({ id: 'auth.login.invalidCredentials', message: 'Credenziali errate' })
    expect(loginErrorMessage(500)).toBe(LOGIN_ERROR_OTHER)
    expect(loginErrorMessage(undefined)).toEqual({
      id: 'auth.login.failed',
      message: 'Errore durante il tentativo di login',
    })
  })

  it('has an English text for every message id', () => {
    const ids = [LOGIN_ERROR_401, LOGIN_ERROR_OTHER, LOGIN_ERROR_429, ...Object.values(authFieldLabels)].map(
      (d) => d.id,
    )
    expect(Object.keys(authMessagesEn).sort()).toEqual([...new Set(ids)].sort())
    expect(authMessagesEn['auth.login.invalidCredentials']).toBe('Wrong credentials')
    expect(authMessagesEn['auth.login.failed']).toBe('Error while trying to log in')
  })

  it('reads the status of an API error', () => {
    expect(errorStatus({ status: 401, data: {} })).toBe(401)
    expect(errorStatus(new Error('network'))).toBeUndefined()
    expect(errorStatus(null)).toBeUndefined()
    expect(errorStatus({ status: '500' })).toBeUndefined()
  })
})
