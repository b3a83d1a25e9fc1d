import { expect, test } from '@playwright/test'
import { askPasswordReset } from '../../contracts/accounts/endpoints'
import { uniqueEmail } from './support/accounts'

/** What a new user meets on the way in (issue #9): forms that take the first click, … */

test('/password-forgotten: one click on the button right after correcting the e-mail sends it', async ({
  page,
}) => {
  await page.goto('/password-forgotten')
  const submit = page.getByRole('button', { name: 'Inviami il PIN' })
  await submit.click()
  const email = page.getByLabel('Email', { exact: true })
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Il campo Email è richiesto')).toBeVisible()

  await email.fill(uniqueEmail('forgot'))
  // the error is still shown while the field has focus: the button sits where the pointer goes
  await expect(page.getByText('Il campo Email è richiesto')).toBeVisible()
  const box = (await submit.boundingBox())!
  const asked = page.waitForRequest((request) => request.url().endsWith(askPasswordReset.path), {
    timeout: 5_000,
  })
  // one press and release at the button's place; the press blurs the field and its error goes
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await asked
  await expect(page.getByRole('button', { name: 'Verifica il PIN' })).toBeVisible()
})

test('the registration links open the real terms and privacy pages, in both languages', async ({ page }) => {
  await page.goto('/register/student')
  const termsLink = page.getByRole('link', { name: 'termini e le condizioni del servizio' })
  await expect(termsLink).toHaveAttribute('href', '/terms')
  // a new tab: what the form holds is not lost
  const [terms] = await Promise.all([page.context().waitForEvent('page'), termsLink.click()])
  await expect(terms.getByRole('heading', { level: 1, name: 'Termini e condizioni' })).toBeVisible()
  await expect(terms.getByRole('heading', { level: 2, name: '1. Chi siamo' })).toBeVisible()
  await expect(terms.getByText(/Aula S\.r\.l\., con sede legale/)).toBeVisible()
  await terms.close()
  // the checkbox is still labelled by the whole sentence, link included
  await expect(page.getByLabel('Accetto i termini e le condizioni del servizio')).not.toBeChecked()

  await page.goto('/en/register/student')
  const privacyLink = page.getByRole('link', { name: 'privacy policy' })
  await expect(privacyLink).toHaveAttribute('href', '/en/privacy')
  const [privacy] = await Promise.all([page.context().waitForEvent('page'), privacyLink.click()])
  await expect(privacy.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible()
  await expect(privacy.getByRole('heading', { level: 2, name: '1. Data controller' })).toBeVisible()
  await expect(privacy.locator('html')).toHaveAttribute('lang', 'en')
  await privacy.close()
})

test('the footer links to the terms and the privacy notice, and the sitemap lists them', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const legal = page.getByRole('navigation', { name: 'Note legali' })
  await legal.getByRole('link', { name: 'Privacy' }).click()
  await expect(page).toHaveURL(/\/privacy$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Informativa sulla privacy' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: '1. Titolare del trattamento' })).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Note legali' })
    .getByRole('link', { name: 'Termini e condizioni' })
    .click()
  await expect(page).toHaveURL(/\/terms$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Termini e condizioni' })).toBeVisible()

  await page.goto('/en/terms')
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: '1. Who we are' })).toBeVisible()

  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/terms', '/privacy', '/en/terms', '/en/privacy'])
    expect(sitemap).toContain(`${path}</loc>`)
})
