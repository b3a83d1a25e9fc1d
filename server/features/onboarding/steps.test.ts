import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../core/db/tables.ts'
import { createUser } from '../accounts/factories.testing.ts'
import { asUser, buildTestApp, injectJson, randomIp, type TestApp } from '../../testing/helper.ts'
import { billingInformation } from '../accounts/tables.ts'
import { profiles } from '../profiles/tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

type Answer = {
  data: { current: string | null; completed: string[]; data: Record<string, Record<string, unknown>> }
}
type Errors = { message: string; errors: Record<string, string[]> }

function put(token: string, step: string, payload: object, lang = 'it') {
  return injectJson<Answer & Errors>(
    t.app,
    asUser(token, {
      method: 'PUT',
      url: `/api/onboarding/steps/${step}`,
      payload,
      remoteAddress: randomIp(),
      headers: { 'accept-language': lang },
    }),
  )
}

const newTrainer = () => createUser(t.db, { role: 'trainer', onboarded: false })
const newHr = () => createUser(t.db, { role: 'hr', onboarded: false })

let slugs = 0
const userDetails = (overrides: object = {}) => ({
  first_name: 'Chiara',
  last_name: 'Esposito',
  nickname: 'chiara',
  slug: `chiara-esposito-${Date.now().toString(36)}-${slugs++}`,
  birth_date: '17/04/1990',
  gender: 'female',
  address: 'Via Roma',
  address_number: '12',
  city: 'Bologna',
  province: 'BO',
  region: 'Emilia-Romagna',
  zip: '40121',
  same_residency: true,
  ...overrides,
})
const billing = (overrides: object = {}) => ({
  type: 'fisica',
  first_name: 'Chiara',
  last_name: 'Esposito',
  fiscal_code: 'RSSMRA85T10A562S',
  p_iva: '12345678903',
  unique_id: 'ABC1234',
  address: 'Via Roma',
  address_number: '12',
  city: 'Bologna',
  province: 'BO',
  zip: '40121',
  fiscal_type: 'forfettario',
  inps: 'gestione_separata',
  vat: '0',
  retention_tax: '0',
  ...overrides,
})
const FORTY_WORDS = Array.from({ length: 40 }, (_, i) => `parola${i}`).join(' ')

describe('user-details', () => {
  it('checks every field with the SPEC §5 messages, in Italian and English', async () => {
    const { token } = await newTrainer()
    const { response, body } = await put(token, 'user-details', {
      ...userDetails(),
      first_name: '',
      slug: 'No Spaces!',
      birth_date: '01/01/2020',
      zip: '4012',
      gender: 'robot',
    })
    expect(response.statusCode).toBe(422)
    expect(body.errors).toMatchObject({
      first_name: ['Il campo Nome è richiesto'],
      slug: ["L'indirizzo può contenere solo lettere minuscole, cifre e trattini (da 3 a 60 caratteri)."],
      birth_date: ['Devi essere maggiorenne'],
      zip: ['Il campo CAP deve contenere esattamente 5 caratteri'],
      gender: ['Il campo Genere non è valido.'],
    })
    const english = await put(token, 'user-details', { ...userDetails(), birth_date: '32/13/1990' }, 'en')
    expect(english.body.errors.birth_date).toEqual(['Date of birth is not valid.'])
  })

  it('asks for the shipping address only when it is not the residence', async () => {
    const { token } = await newTrainer()
    const { body } = await put(token, 'user-details', userDetails({ same_residency: false }))
    expect(body.errors).toMatchObject({
      shipping_address: ['Il campo Indirizzo è richiesto'],
      shipping_city: ['Il campo Città è richiesto'],
      shipping_zip: ['Il campo CAP è richiesto'],
    })
  })

  it('saves names and profile, refuses a slug someone else has, and resumes with the data', async () => {
    const other = await createUser(t.db, { profile: { slug: `taken-${Date.now()}` } })
    const { token, user } = await newTrainer()
    const taken = await put(token, 'user-details', userDetails({ slug: other.profile.slug }))
    expect(taken.body.errors.slug).toEqual(['Questo indirizzo è già in uso: scegline un altro.'])
    const live = await injectJson<{ data: { exists: boolean } }>(
      t.app,
      asUser(token, { url: `/api/profile/slug-exists?slug=${other.profile.slug}` }),
    )
    expect(live.body.data.exists).toBe(true)

    const details = userDetails()
    const { response, body } = await put(token, 'user-details', details)
    expect(response.statusCode).toBe(200)
    expect(body.data.current).toBe('billing-information')
    expect(body.data.data['user-details']).toMatchObject({ slug: details.slug, birth_date: '17/04/1990' })
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.user_id, user.id))
    expect(profile).toMatchObject({
      slug: details.slug,
      birth_date: '1990-04-17',
      city: 'Bologna',
      zip: '40121',
    })
    const own = await injectJson<{ data: { exists: boolean } }>(
      t.app,
      asUser(token, { url: `/api/profile/slug-exists?slug=${details.slug}` }),
    )
    expect(own.body.data.exists).toBe(false)
  })

  it('keeps the wizard in order: a later step waits for the earlier ones', async () => {
    const { token } = await newTrainer()
    const { response, body } = await put(token, 'biography', { bio: FORTY_WORDS })
    expect(response.statusCode).toBe(422)
    expect(body.errors.step).toEqual(['Completa prima i passi precedenti.'])
  })
})

async function trainerAtBilling() {
  const trainer = await newTrainer()
  await put(trainer.token, 'user-details', userDetails())
  return trainer
}

describe('billing-information', () => {
  it('checks the codice fiscale check character and the partita IVA check digit for real', async () => {
    const { token } = await trainerAtBilling()
    const shape = await put(token, 'billing-information', billing({ fiscal_code: 'RSSMRA85T10A56' }))
    expect(shape.body.errors.fiscal_code).toEqual(['Il codice fiscale non è valido.'])
    const check = await put(token, 'billing-information', billing({ fiscal_code: 'RSSMRA85T10A562T' }))
    expect(check.body.errors.fiscal_code).toEqual([
      'Il codice fiscale non è valido: il carattere di controllo non corrisponde.',
    ])
    const vat = await put(token, 'billing-information', billing({ p_iva: '12345678901' }))
    expect(vat.body.errors.p_iva).toEqual([
      'La partita IVA non è valida: la cifra di controllo non corrisponde.',
    ])
    const sdi = await put(token, 'billing-information', billing({ unique_id: 'AB1' }))
    expect(sdi.body.errors.unique_id).toEqual(['Il codice SDI è formato da 7 lettere o cifre.'])
    const none = await put(token, 'billing-information', billing({ unique_id: '', pec: '' }))
    expect(none.body.errors.unique_id).toEqual([
      'Indica il codice SDI oppure la PEC per ricevere le fatture elettroniche.',
    ])
    const pec = await put(token, 'billing-information', billing({ unique_id: '', pec: 'non-una-pec' }))
    expect(pec.body.errors.pec).toEqual(['Il campo PEC deve essere un indirizzo email valido'])
    const regime = await put(token, 'billing-information', billing({ fiscal_type: 'altro' }))
    expect(regime.body.errors.fiscal_type).toEqual(['Il campo Regime fiscale non è valido.'])
  })

  it('asks a company for its name and VAT number', async () => {
    const { token } = await trainerAtBilling()
    const { body } = await put(token, 'billing-information', billing({ type: 'giuridica', p_iva: '' }))
    expect(body.errors).toMatchObject({
      fiscal_name: ['Il campo Ragione sociale è richiesto'],
      p_iva: ['Il campo Partita IVA è richiesto'],
    })
  })

  it('saves the billing information with the fiscal regime and marks it complete', async () => {
    const { token, user } = await trainerAtBilling()
    const { response, body } = await put(token, 'billing-information', billing({ unique_id: 'abc1234' }))
    expect(response.statusCode).toBe(200)
    expect(body.data.current).toBe('biography')
    const [row] = await t.db.select().from(billingInformation).where(eq(billingInformation.user_id, user.id))
    expect(row).toMatchObject({
      fiscal_code: 'RSSMRA85T10A562S',
      unique_id: 'ABC1234',
      fiscal_type: 'forfettario',
    })
    const [saved] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(saved.invoice_data_complete).toBe(true)
  })
})

describe('biography, mission, social, skills', () => {
  it('runs a trainer through the biography with the SPEC message', async () => {
    const { token, user } = await newTrainer()
    await put(token, 'user-details', userDetails())
    await put(token, 'billing-information', billing())

    const short = await put(token, 'biography', { bio: 'Troppo corta.' })
    expect(short.body.errors.bio).toEqual(['Il campo Biografia deve contenere almeno 40 parole'])
    expect((await put(token, 'biography', { bio: FORTY_WORDS })).body.data.current).toBe('social')
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.user_id, user.id))
    expect(profile.bio).toBe(FORTY_WORDS)
  })

  it('checks social links with the url rule and skills against the catalogue and its maximum', async () => {
    const { token } = await newTrainer()
    await put(token, 'user-details', userDetails())
    await put(token, 'billing-information', billing())
    await put(token, 'biography', { bio: FORTY_WORDS })

    const bad = await put(token, 'social', { website: 'not a url', linkedin: 'ftp://x.it' })
    expect(bad.body.errors).toEqual({
      website: ['Il campo Sito web non è uno URL valido'],
      linkedin: ['Il campo linkedin non è uno URL valido'],
    })
    expect((await put(token, 'social', { linkedin: 'linkedin.com/in/chiara' })).response.statusCode).toBe(200)
    await injectJson(
      t.app,
      asUser(token, {
        method: 'POST',
        url: '/api/interests/sync',
        payload: { interests: [1] },
        remoteAddress: randomIp(),
      }),
    )
    const mission = await put(token, 'mission', { mission: '', payoff: 'x'.repeat(121) })
    expect(mission.body.errors).toEqual({
      mission: ['Il campo Missione è richiesto'],
      payoff: ['Il campo Payoff non può contenere più di 120 caratteri'],
    })
    await put(token, 'mission', { mission: 'Formazione pratica.', payoff: 'Impara facendo' })
    const many = await put(token, 'skill-select', { skills: Array.from({ length: 16 }, (_, i) => i + 1) })
    expect(many.body.errors.skills).toEqual(['Puoi scegliere al massimo 15 competenze.'])
    const unknown = await put(token, 'skill-select', { skills: [999] })
    expect(unknown.body.errors.skills).toEqual([
      'Una delle competenze scelte non esiste più: aggiorna la pagina.',
    ])
    const done = await put(token, 'skill-select', { skills: [13, 14] })
    // documents go through the media calls
    expect(done.body.data.current).toBe('documents')
    expect(done.body.data.data['skill-select']).toEqual({ skills: [13, 14] })
    // the files go through POST /api/media; every one is optional, so "next" with none moves on
    const documents = await put(token, 'documents', {})
    expect(documents.response.statusCode).toBe(200)
    expect(documents.body.data.completed).toContain('documents')
    expect(documents.body.data.current).not.toBe('documents')
  })
})

describe('billing-information with the one fiscal rule set (issue 36)', () => {
  it.each([
    ['it', { fiscal_code: 'WLKGDI98D52F20XV' }, 'fiscal_code', 'Il codice fiscale non è valido.'],
    ['en', { fiscal_code: 'WLKGDI98D52F20XV' }, 'fiscal_code', 'The tax code is not valid.'],
    ['it', { fiscal_code: 'ABC' }, 'fiscal_code', 'Il codice fiscale non è valido.'],
    ['en', { fiscal_code: 'ABC' }, 'fiscal_code', 'The tax code is not valid.'],
    ['en', { p_iva: '12345678901' }, 'p_iva', 'The VAT number is not valid: its check digit does not match.'],
    [
      'it',
      { province: 'Bologna' },
      'province',
      "Il campo Provincia deve essere la sigla di una provincia (per esempio MI), o EE per l'estero.",
    ],
  ])('%s: answers 422 naming the field for %j', async (lang, overrides, field, message) => {
    const { token } = await trainerAtBilling()
    const { response, body } = await put(token, 'billing-information', billing(overrides), lang)
    expect(response.statusCode).toBe(422)
    expect(body.errors).toEqual({ [field]: [message] })
  })

  it('takes an omocodia codice fiscale', async () => {
    const { token } = await trainerAtBilling()
    const { response, body } = await put(
      token,
      'billing-information',
      billing({ fiscal_code: 'rssmra85t10a56nh' }),
    )
    expect(response.statusCode).toBe(200)
    expect(body.data.data['billing-information']).toMatchObject({ fiscal_code: 'RSSMRA85T10A56NH' })
  })
})

describe('HR', () => {
  it('hr-details answers 422 naming the partita IVA in English too', async () => {
    const { token } = await newHr()
    const { response, body } = await put(
      token,
      'hr-details',
      { ragione_sociale: 'Acme S.r.l.', p_iva: 'ABC', codice_rea: 'MI-1234567' },
      'en',
    )
    expect(response.statusCode).toBe(422)
    expect(Object.keys(body.errors)).toEqual(['p_iva'])
    expect(body.errors.p_iva[0]).toBe('The VAT number field may only contain digits')
    expect(body.errors.p_iva).toContain('The VAT number has 11 digits.')
  })

  it('checks ragione sociale, partita IVA and codice REA (SPEC rule), then the company links', async () => {
    const { token, user } = await newHr()
    const bad = await put(token, 'hr-details', {
      ragione_sociale: '',
      p_iva: '12345678901',
      codice_rea: 'mi-12',
    })
    expect(bad.body.errors).toEqual({
      ragione_sociale: ['Il campo Ragione sociale è richiesto'],
      p_iva: ['La partita IVA non è valida: la cifra di controllo non corrisponde.'],
      codice_rea: ['Il codice rea non è valido.'],
    })
    const ok = await put(token, 'hr-details', {
      ragione_sociale: 'Acme S.r.l.',
      p_iva: '01114601006',
      codice_rea: 'MI-1234567',
    })
    expect(ok.body.data.current).toBe('hr-social')
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(row.hr_data).toEqual({
      ragione_sociale: 'Acme S.r.l.',
      p_iva: '01114601006',
      codice_rea: 'MI-1234567',
    })
    const social = await put(token, 'hr-social', { website: 'https://acme.example.com' })
    expect(social.body.data.current).toBe('billing-information')
  })
})
