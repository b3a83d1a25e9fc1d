import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { completeOnboardingStep, syncInterests } from '../../contracts/onboarding/endpoints'
import { apiCall, fromOutbox, registerAccount, uniqueEmail } from './support/accounts'

/**
 * The trainer's documents step (issue 13): an avatar uploaded and shown as the server cropped it,
 * a CV as PDF, a wrong file refused on its own field, the step saved on "next" and the files still
 * there when the step is opened again. The steps before it are saved through the API: their own
 * journey is onboarding-general.spec.ts.
 */

async function logInVerified(page: Page, account: { email: string; password: string }) {
  const token = await fromOutbox(page.request, account.email, 'token')
  await page.goto('/login')
  await page.getByLabel('Email', { exact: true }).fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Accedi', exact: true }).click()
  await expect(page).toHaveURL(/check-your-email$/)
  await page.goto(`/verify/email/${token}`)
  await expect(page.getByRole('main').getByRole('status')).toBeVisible()
}

const STEPS_BEFORE: [string, object][] = [
  [
    'user-details',
    {
      first_name: 'Chiara',
      last_name: 'Esposito',
      nickname: 'chiara',
      slug: `chiara-doc-${Date.now().toString(36)}`,
      birth_date: '17/04/1990',
      gender: 'female',
      address: 'Via Roma',
      address_number: '12',
      city: 'Bologna',
      province: 'BO',
      region: 'Emilia-Romagna',
      zip: '40121',
      same_residency: true,
    },
  ],
  [
    'billing-information',
    {
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
    },
  ],
  ['biography', { bio: Array.from({ length: 40 }, (_, i) => `parola${i}`).join(' ') }],
  ['social', { linkedin: 'linkedin.com/in/chiara' }],
  ['interests-select', { interests: [1] }],
  ['mission', { mission: 'Formazione pratica.', payoff: 'Impara facendo' }],
  ['skill-select', { skills: [13] }],
]

test('a trainer uploads an avatar and a CV on the documents step, then goes on', async ({ page }) => {
  test.setTimeout(120_000)
  const account = await registerAccount(page.request, 'trainer', uniqueEmail('trainer-documents'))
  await logInVerified(page, account)
  for (const [step, data] of STEPS_BEFORE) {
    const response =
      step === 'interests-select'
        ? await apiCall(page.request, syncInterests, { data, token: account.token })
        : await apiCall(page.request, completeOnboardingStep, {
            data,
            params: { step },
            token: account.token,
          })
    expect(response.status(), `${step}: ${await response.text()}`).toBeLessThan(300)
  }

  await page.goto('/onboarding/documents')
  await expect(page).toHaveURL(/\/onboarding\/documents$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documenti')

  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c03030' } })
    .jpeg()
    .toBuffer()
  await page
    .getByLabel('Foto del profilo')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo })
  const avatar = page.getByRole('img', { name: 'Foto del profilo' })
  await expect(avatar).toBeVisible()
  // the picture shown is the one the server cropped: 512×512 WebP
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512)
  expect(await avatar.getAttribute('src')).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/)

  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')
  await page
    .getByLabel('Curriculum vitae')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf })
  await expect(page.getByRole('link', { name: 'cv.pdf' })).toBeVisible()

  // a picture under a PDF's name is refused on the certificates' own field
  await page
    .getByLabel('Certificati')
    .setInputFiles({ name: 'cert.pdf', mimeType: 'application/pdf', buffer: photo })
  await expect(page.getByText('Il file deve essere un PDF.')).toBeVisible()

  // with a picture, a document and an error on screen, nothing serious for assistive tech
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(
    violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
  ).toEqual([])
  // the pickers are reached with the keyboard
  await page.getByLabel('Immagine di copertina').focus()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Curriculum vitae')).toBeFocused()

  await page.getByRole('button', { name: 'Salva e continua' }).click()
  await expect(page).not.toHaveURL(/\/onboarding\/documents$/)
  await expect(page).toHaveURL(/\/onboarding\//)

  // opened again, the step shows what was uploaded
  await page.goto('/onboarding/documents')
  await expect(page.getByRole('link', { name: 'cv.pdf' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Foto del profilo' })).toBeVisible()
})
