/**
 * Onboarding e2e helpers: a new HR company registered through the API (its company data in the
 * register body), a new account logged in with its address verified through the outbox, and the
 * general wizard's steps driven with the mouse or with the keyboard alone.
 */
import { expect, request as playwrightRequest, type Locator, type Page } from '@playwright/test'
import PDFDocument from 'pdfkit'
import sharp from 'sharp'
import { register } from '../../../contracts/accounts/endpoints'
import { csrfCookie } from '../../../contracts/core/endpoints'
import { getOnboarding } from '../../../contracts/onboarding/endpoints'
import type { OnboardingProgress } from '../../../contracts/onboarding/schemas'
import { apiCall, clientAddress, fromOutbox, tokenOf, uniqueEmail } from './accounts'

/** Registers a new HR company (e-mail not verified yet) in a request context of its own. */
export async function registerHr(page: Page, email: string) {
  const password = 'Segreta123'
  const origin = new URL((await page.request.get(csrfCookie.path)).url()).origin
  const own = await playwrightRequest.newContext({ baseURL: origin, extraHTTPHeaders: clientAddress() })
  try {
    const response = await apiCall(own, register, {
      waitOutRateLimit: true,
      data: {
        email,
        first_name: 'Acme',
        last_name: '-',
        password,
        password_confirmation: password,
        role: 'hr',
        terms_accepted: true,
        privacy_accepted: true,
        newsletter_accepted: false,
        referral_code: null,
        fiscal_data: { tipo_persona: 'giuridica', ragione_sociale: 'Acme S.r.l.', p_iva: '01114601006' },
      },
    })
    expect(response.status(), await response.text()).toBe(201)
  } finally {
    await own.dispose()
  }
  return { email, password }
}

/** Logs `page` in as the account and verifies its address with the link from the outbox; ends on /feed. */
export async function logInVerified(
  page: Page,
  account: { email: string; password: string },
  d: Driver = mouseDriver,
) {
  const token = await fromOutbox(page.request, account.email, 'token')
  await page.goto('/login')
  await d.fill(page.getByLabel('Email', { exact: true }), account.email)
  await d.fill(page.getByLabel('Password', { exact: true }), account.password)
  await d.press(page.getByRole('button', { name: 'Accedi', exact: true }))
  await expect(page).toHaveURL(/check-your-email$/)
  await page.goto(`/verify/email/${token}`)
  await expect(page.getByRole('main').getByRole('status')).toBeVisible()
  await page.goto('/feed')
}

/**
 * How a journey is driven: with the mouse (Playwright's fill/click) or with the keyboard alone.
 * The wizard journeys below take either, so the keyboard-only specs walk the same steps as the
 * others, and a step a keyboard user cannot complete fails there.
 */
export interface Driver {
  readonly keyboardOnly: boolean
  fill(target: Locator, text: string): Promise<void>
  /** A native <select>, by the option's value. */
  select(target: Locator, value: string): Promise<void>
  check(target: Locator, checked: boolean): Promise<void>
  /** A native radio button of a group. */
  choose(target: Locator): Promise<void>
  /** Activates a button or a link. */
  press(target: Locator): Promise<void>
  upload(target: Locator, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void>
}

export const mouseDriver: Driver = {
  keyboardOnly: false,
  fill: (target, text) => target.fill(text),
  select: async (target, value) => {
    await target.selectOption(value)
  },
  check: (target, checked) => target.setChecked(checked),
  choose: (target) => target.check(),
  press: (target) => target.click(),
  upload: (target, file) => target.setInputFiles(file),
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement)

/**
 * Tab (then Shift+Tab) until `target` has the focus, as a keyboard user looks for a field; fails
 * when the element is never reached, which is what a keyboard trap or an unfocusable control is.
 */
async function tabTo(page: Page, target: Locator, accepts = isFocused) {
  await target.waitFor()
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses < 60; presses++) {
      if (await accepts(target)) return
      await page.keyboard.press(key)
    }
  }
  throw new Error(`the keyboard never reaches ${target}`)
}

/** The pages whose file choosers the keyboard driver keeps intercepted (see keyboardDriver). */
const intercepting = new WeakSet<Page>()

export function keyboardDriver(page: Page): Driver {
  // Playwright has Chromium intercept file choosers once a 'filechooser' listener exists, but the
  // request to do so is not awaited: a listener added just before the Space that opens a chooser
  // could lose that race, and the chooser then opened unintercepted and no event came (CI waited
  // out the test's 4 minutes once). A listener for the page's whole life keeps interception on.
  if (!intercepting.has(page)) {
    intercepting.add(page)
    page.on('filechooser', () => {})
  }
  return {
    keyboardOnly: true,
    async fill(target, text) {
      await tabTo(page, target)
      await page.keyboard.press('ControlOrMeta+A')
      await page.keyboard.press('Delete')
      await page.keyboard.type(text)
    },
    async select(target, value) {
      await tabTo(page, target)
      // A closed <select> in Chromium moves through its options with the arrow keys.
      await page.keyboard.press('Home')
      for (let presses = 0; presses < 30; presses++) {
        if ((await target.inputValue()) === value) return
        await page.keyboard.press('ArrowDown')
      }
      throw new Error(`the option ${value} of ${target} is never reached with the arrow keys`)
    },
    async check(target, checked) {
      await tabTo(page, target)
      if ((await target.isChecked()) !== checked) await page.keyboard.press('Space')
      await expect(target).toBeChecked({ checked })
    },
    async choose(target) {
      // Tab stops once in a radio group; the arrow keys then move the choice within it.
      const name = await target.getAttribute('name')
      await tabTo(page, target, (radio) =>
        radio.evaluate(
          (element, group) =>
            document.activeElement instanceof HTMLInputElement &&
            document.activeElement.type === 'radio' &&
            document.activeElement.name === group &&
            element.isConnected,
          name,
        ),
      )
      for (let presses = 0; presses < 12; presses++) {
        if (await isFocused(target)) break
        await page.keyboard.press('ArrowDown')
      }
      if (!(await target.isChecked())) await page.keyboard.press('Space')
      await expect(target).toBeChecked()
    },
    async press(target) {
      await tabTo(page, target)
      await page.keyboard.press('Enter')
    },
    async upload(target, file) {
      await tabTo(page, target)
      // Space opens it at once: a missing chooser fails in seconds, not at the test's timeout
      const chooser = page.waitForEvent('filechooser', { timeout: 15_000 })
      await page.keyboard.press('Space')
      await (await chooser).setFiles(file)
    },
  }
}

/** The step's page: its URL, its heading and the focus on the heading (issue 13, keyboard users). */
export async function atStep(page: Page, path: RegExp, title: string) {
  await expect(page).toHaveURL(path)
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(title)
  await expect(heading).toBeFocused()
}

export type Lang = 'it' | 'en'
const say = <T>(lang: Lang, it: T, en: T): T => (lang === 'it' ? it : en)
const at = (lang: Lang, step: string) => new RegExp(`${lang === 'en' ? '/en' : ''}/onboarding/${step}$`)
const saveButton = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: say(lang, 'Salva e continua', 'Save and continue'), exact: true })

export const FORTY_WORDS = Array.from({ length: 40 }, (_, i) => `parola${i}`).join(' ')

/** A real JPEG photo, as a phone would send it (larger than the avatar, not square). */
export const photoFile = async () => ({
  name: 'chiara.jpg',
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c03030' } })
    .jpeg()
    .toBuffer(),
})

/** A real PDF written by pdfkit, as a CV exported by a word processor. */
export const pdfFile = () =>
  new Promise<{ name: string; mimeType: string; buffer: Buffer }>((resolve, reject) => {
    const doc = new PDFDocument()
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () =>
      resolve({ name: 'cv-chiara.pdf', mimeType: 'application/pdf', buffer: Buffer.concat(chunks) }),
    )
    doc.on('error', reject)
    doc.fontSize(18).text('Chiara Esposito — Curriculum vitae')
    doc.end()
  })

/** Each of the trainer's steps, filled in and saved with `d`, in the language of the page. */
export const trainerSteps = {
  async userDetails(page: Page, d: Driver, lang: Lang, slug: string) {
    await atStep(page, at(lang, 'user-details'), say(lang, 'I tuoi dati', 'Your details'))
    await expect(page.getByLabel(say(lang, 'Nome', 'First name'), { exact: true })).toHaveValue('Chiara')
    await d.fill(page.getByLabel(say(lang, 'Indirizzo del profilo', 'Profile address')), slug)
    await d.fill(page.getByLabel(say(lang, 'Data di nascita', 'Date of birth')), '17/04/1990')
    await d.select(page.getByLabel(say(lang, 'Genere', 'Gender')), 'female')
    await d.fill(page.getByLabel(say(lang, 'Indirizzo', 'Address'), { exact: true }), 'Via Roma')
    await d.fill(page.getByLabel(say(lang, 'Numero civico', 'Street number'), { exact: true }), '12')
    await d.fill(page.getByLabel(say(lang, 'Città', 'City'), { exact: true }), 'Bologna')
    await d.fill(page.getByLabel(say(lang, 'Provincia', 'Province'), { exact: true }), 'BO')
    await d.fill(page.getByLabel(say(lang, 'Regione', 'Region'), { exact: true }), 'Emilia-Romagna')
    await d.fill(page.getByLabel(say(lang, 'CAP', 'Postcode (CAP)'), { exact: true }), '40121')
    await d.check(
      page.getByLabel(
        say(
          lang,
          'Spedizioni allo stesso indirizzo della residenza',
          'Ship to the same address as my residence',
        ),
      ),
      true,
    )
    await d.press(saveButton(page, lang))
  },

  async billing(page: Page, d: Driver, lang: Lang) {
    await atStep(
      page,
      at(lang, 'billing-information'),
      say(lang, 'Dati di fatturazione', 'Billing information'),
    )
    await d.fill(page.getByLabel(say(lang, 'Nome', 'First name'), { exact: true }), 'Chiara')
    await d.fill(page.getByLabel(say(lang, 'Cognome', 'Last name'), { exact: true }), 'Esposito')
    await d.fill(page.getByLabel(say(lang, 'Codice fiscale', 'Tax code')), 'RSSMRA85T10A562S')
    await d.fill(page.getByLabel(say(lang, 'Partita IVA', 'VAT number')), '12345678903')
    await d.fill(page.getByLabel(say(lang, 'Codice SDI', 'SDI code')), 'ABC1234')
    await d.fill(page.getByLabel(say(lang, 'Indirizzo', 'Address'), { exact: true }), 'Via Roma')
    await d.fill(page.getByLabel(say(lang, 'Numero civico', 'Street number'), { exact: true }), '12')
    await d.fill(page.getByLabel(say(lang, 'Città', 'City'), { exact: true }), 'Bologna')
    await d.fill(page.getByLabel(say(lang, 'Provincia', 'Province'), { exact: true }), 'BO')
    await d.fill(page.getByLabel(say(lang, 'CAP', 'Postcode (CAP)'), { exact: true }), '40121')
    await d.select(page.getByLabel(say(lang, 'Regime fiscale', 'Tax regime')), 'forfettario')
    await d.press(saveButton(page, lang))
  },

  async biography(page: Page, d: Driver, lang: Lang) {
    await atStep(page, at(lang, 'biography'), say(lang, 'Biografia', 'Biography'))
    await d.fill(page.getByLabel(say(lang, 'Biografia', 'Biography')), FORTY_WORDS)
    await d.press(saveButton(page, lang))
  },

  async social(page: Page, d: Driver, lang: Lang) {
    await atStep(page, at(lang, 'social'), say(lang, 'I tuoi social', 'Your social profiles'))
    await d.fill(page.getByLabel('LinkedIn'), 'linkedin.com/in/chiara')
    await d.press(saveButton(page, lang))
  },

  async interests(page: Page, d: Driver, lang: Lang) {
    await atStep(page, at(lang, 'interests-select'), say(lang, 'I tuoi interessi', 'Your interests'))
    await d.fill(page.getByLabel(say(lang, 'Cerca un interesse', 'Search for an interest')), 'coach')
    const chip = page.getByRole('button', { name: 'Coaching', pressed: false })
    await d.press(chip)
    await expect(page.getByRole('button', { name: 'Coaching', pressed: true })).toBeVisible()
    await d.press(saveButton(page, lang))
  },

  async mission(page: Page, d: Driver, lang: Lang) {
    await atStep(page, at(lang, 'mission'), say(lang, 'La tua missione', 'Your mission'))
    await d.fill(page.getByLabel(say(lang, 'Missione', 'Mission')), 'Rendere la formazione pratica.')
    await d.fill(page.getByLabel('Payoff'), 'Impara facendo')
    await d.press(saveButton(page, lang))
  },

  async skills(page: Page, d: Driver, lang: Lang) {
    await atStep(page, at(lang, 'skill-select'), say(lang, 'Le tue competenze', 'Your skills'))
    await d.fill(page.getByLabel(say(lang, 'Cerca una competenza', 'Search for a skill')), 'type')
    await d.press(page.getByRole('button', { name: 'TypeScript', pressed: false }))
    await expect(page.getByRole('button', { name: 'TypeScript', pressed: true })).toBeVisible()
    await d.press(saveButton(page, lang))
  },

  /** A real photo and a real PDF, each shown as the server stored it before the step is saved. */
  async documents(page: Page, d: Driver, lang: Lang) {
    await atStep(page, at(lang, 'documents'), say(lang, 'Documenti', 'Documents'))
    const photoLabel = say(lang, 'Foto del profilo', 'Profile photo')
    await d.upload(page.getByLabel(photoLabel), await photoFile())
    const avatar = page.getByRole('img', { name: photoLabel })
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512)
    const cv = await pdfFile()
    await d.upload(page.getByLabel('Curriculum vitae'), cv)
    await expect(page.getByRole('link', { name: cv.name })).toBeVisible()
    await d.press(saveButton(page, lang))
  },
}

/** Every step before the subscription, in order, from user-details to the documents. */
export async function trainerStepsToSubscription(page: Page, d: Driver, lang: Lang, slug: string) {
  await trainerSteps.userDetails(page, d, lang, slug)
  await trainerSteps.billing(page, d, lang)
  await trainerSteps.biography(page, d, lang)
  await trainerSteps.social(page, d, lang)
  await trainerSteps.interests(page, d, lang)
  await trainerSteps.mission(page, d, lang)
  await trainerSteps.skills(page, d, lang)
  await trainerSteps.documents(page, d, lang)
}

/** On payment-methods, pays by bank transfer: payment-pending shows the IBAN to pay to. */
export async function payByTransfer(page: Page) {
  const form = page.getByRole('form', { name: 'Metodo di pagamento' })
  await form.getByRole('radio', { name: 'Bonifico bancario' }).check()
  await form.getByTestId('pay').click()
  await expect(page).toHaveURL(/\/onboarding\/payment-pending$/)
  await expect(page.getByRole('heading', { name: 'In attesa del bonifico' })).toBeVisible()
  await expect(page.getByTestId('iban')).not.toBeEmpty()
}

/** The plan, then the card 4242 4242 4242 4242 in the shared checkout, up to order-completed. */
export async function payByCard(page: Page, d: Driver, lang: Lang) {
  await atStep(page, at(lang, 'subscriptions'), say(lang, "Scegli l'abbonamento", 'Choose your subscription'))
  const plans = page.getByRole('group', { name: say(lang, 'Scegli il tuo piano', 'Choose your plan') })
  await d.choose(plans.getByRole('radio', { name: say(lang, /Mensile/, /Monthly/) }))
  await d.press(
    page.getByRole('button', {
      name: say(lang, 'Continua con il piano scelto', 'Continue with the chosen plan'),
    }),
  )
  await atStep(page, at(lang, 'payment-methods'), say(lang, 'Metodo di pagamento', 'Payment method'))
  const form = page.getByRole('form', { name: say(lang, 'Metodo di pagamento', 'Payment method') })
  await d.choose(form.getByRole('radio', { name: say(lang, 'Nuova carta', 'New card') }))
  await d.fill(
    form.getByLabel(say(lang, 'Numero della carta', 'Card number'), { exact: true }),
    '4242 4242 4242 4242',
  )
  await d.fill(form.getByLabel(say(lang, 'Mese (MM)', 'Month (MM)'), { exact: true }), '12')
  await d.fill(form.getByLabel(say(lang, 'Anno (AA)', 'Year (YY)'), { exact: true }), '34')
  await d.fill(form.getByLabel('CVC', { exact: true }), '123')
  await d.press(form.getByTestId('pay'))
}

/** order-completed, then profile-completed with the completion percentage, then /feed. */
export async function finishWizard(page: Page, d: Driver, lang: Lang, flow: 'trainer' | 'hr') {
  await atStep(page, at(lang, 'order-completed'), say(lang, 'Ordine completato', 'Order completed'))
  await expect(
    page.getByText(
      say(lang, 'Il tuo abbonamento è attivo. Grazie!', 'Your subscription is active. Thank you!'),
    ),
  ).toBeVisible()
  await d.press(page.getByRole('button', { name: say(lang, 'Continua', 'Continue'), exact: true }))
  await atStep(page, at(lang, 'profile-completed'), say(lang, 'Profilo completato', 'Profile completed'))
  const completion = page.getByText(say(lang, 'Il tuo profilo è completo al', 'Your profile is'))
  await expect(completion).toHaveText(
    lang === 'it' ? /^Il tuo profilo è completo al \d{1,3}%\.$/ : /^Your profile is \d{1,3}% complete\.$/,
  )
  const percent = Number(/(\d{1,3})%/.exec((await completion.textContent()) ?? '')?.[1])
  // the figure shown is the server's for the profile as it is now, not as it was when the wizard began
  const progress = await page.request.get(getOnboarding.path, {
    headers: { Authorization: `Bearer ${await tokenOf(page.context())}`, Accept: 'application/json' },
  })
  const { data } = (await progress.json()) as { data: OnboardingProgress }
  expect(percent).toBe(data.data['profile-completed']?.completion)
  // what is still missing, one item per field the server names
  const missing = (data.data['profile-completed']?.missing ?? []) as string[]
  const still = page
    .getByText(say(lang, 'Per completarlo puoi ancora aggiungere:', 'To complete it you can still add:'))
    .locator('xpath=following-sibling::ul/li')
  await expect(still).toHaveCount(missing.length)
  await expect(
    page.getByRole('link', { name: say(lang, 'Vai al tuo profilo', 'Go to your profile') }),
  ).toBeVisible()
  await expect(
    page.getByRole('link', { name: say(lang, 'Crea il tuo primo corso', 'Create your first course') }),
  ).toHaveCount(flow === 'trainer' ? 1 : 0)
  await d.press(page.getByRole('button', { name: say(lang, 'Vai alla home', 'Go to the home page') }))
  await expect(page).toHaveURL(lang === 'en' ? /\/en\/feed$/ : /\/feed$/)
  return percent
}

/** A new HR company, logged in and verified, through its steps up to the subscription. */
export async function hrAtSubscriptions(page: Page, name: string) {
  const account = await registerHr(page, uniqueEmail(name))
  await logInVerified(page, account)

  await expect(page).toHaveURL(/\/onboarding\/hr-details$/)
  await page.getByLabel('Codice REA').fill('MI-1234567')
  await page.getByRole('button', { name: 'Salva e continua' }).click()
  await expect(page).toHaveURL(/\/onboarding\/hr-social$/)
  await page.getByLabel('Sito web').fill('acme.example.com')
  await page.getByRole('button', { name: 'Salva e continua' }).click()
  await expect(page).toHaveURL(/\/onboarding\/billing-information$/)
  await page.getByLabel('Tipo di persona').selectOption('giuridica')
  await page.getByLabel('Ragione sociale').fill('Acme S.r.l.')
  await page.getByLabel('Codice fiscale').fill('01114601006')
  await page.getByLabel('Partita IVA').fill('01114601006')
  await page.getByLabel('Indirizzo', { exact: true }).fill('Via Dante')
  await page.getByLabel('Numero civico', { exact: true }).fill('1')
  await page.getByLabel('Città', { exact: true }).fill('Milano')
  await page.getByLabel('Provincia', { exact: true }).fill('MI')
  await page.getByLabel('CAP', { exact: true }).fill('20121')
  await page.getByLabel('PEC').fill('acme@pec.example.com')
  await page.getByRole('button', { name: 'Salva e continua' }).click()
  await expect(page).toHaveURL(/\/onboarding\/subscriptions$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
}
