import { expect, test } from '@playwright/test'
import { askPasswordReset } from '../../contracts/accounts/endpoints'
import { fromOutbox, uniqueEmail } from './support/accounts'

/**
 * What a new user meets on the way in (issue #9): registration, the verification pages that tell
 * the truth, an onboarding still being built that they can leave, forms that take the first click,
 * the legal texts the registration links to.
 */

test('a new trainer verifies the address, is told so on both pages, lands on the onboarding and logs out', async ({
  page,
  context,
}) => {
  // three tabs and a dozen page loads: about 11 s alone, past 30 s beside another worker in CI
  test.setTimeout(90_000)
  const email = uniqueEmail('newuser')
  await page.goto('/register/formatore')
  await page.getByLabel('Nome', { exact: true }).fill('Chiara')
  await page.getByLabel('Cognome', { exact: true }).fill('Esposito')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill('Segreta123')
  await page.getByLabel('Conferma password').fill('Segreta123')
  await page.getByLabel('Accetto i termini e le condizioni del servizio').check()
  await page.getByLabel("Ho letto e accetto l'informativa sulla privacy").check()
  await page.getByRole('button', { name: 'Crea il tuo account' }).click()

  await expect(page).toHaveURL(/\/verify\/email\/check-your-email$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Controlla la tua email')
  await expect(page.getByText(email)).toBeVisible()

  // a broken link opened meanwhile: an error, and the offer of a new link
  const broken = await context.newPage()
  await broken.goto('/verify/email/not-a-real-token')
  await expect(broken.getByRole('alert').filter({ hasText: /non è valido/ })).toBeVisible()

  // the link of the e-mail, opened in another tab as a mail client would
  const token = await fromOutbox(page.request, email, 'token')
  const mail = await context.newPage()
  await mail.goto(`/verify/email/${token}`)
  await expect(mail.getByRole('main').getByRole('status')).toContainText(
    'Il tuo indirizzo email è stato verificato',
  )
  // the link again: no error to fix, the address is verified
  await mail.reload()
  await expect(mail.getByRole('main').getByRole('status')).toContainText('è già verificato')
  await expect(mail.getByRole('alert').filter({ hasText: /non è valido/ })).toHaveCount(0)
  await mail.close()

  // asking for a new link once verified sends none and says the address is verified
  await broken.getByRole('button', { name: 'Inviami un nuovo link' }).click()
  await expect(broken.getByRole('main').getByRole('status')).toContainText('è già verificato')
  await expect(broken.getByText('Ti abbiamo inviato un nuovo link di verifica.')).toHaveCount(0)
  await expect(broken.getByRole('alert').filter({ hasText: /non è valido/ })).toHaveCount(0)
  await broken.close()

  // back on the first tab: it asks again and stops saying "check your e-mail"
  await page.bringToFront()
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Indirizzo email verificato')
  await expect(page.getByText(/Ti abbiamo inviato un'email/)).toHaveCount(0)
  await expect(page.getByRole('button', { name: "Invia di nuovo l'email" })).toHaveCount(0)

  await page.getByRole('main').getByRole('link', { name: 'Continua' }).click()
  // the guard chain: a trainer's wizard is not complete
  await expect(page).toHaveURL(/\/onboarding\/user-details$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('I tuoi dati')
  await expect(page.getByText('Passo 1 di 13')).toBeVisible()

  // the way out
  await page.getByRole('button', { name: 'Menu utente di Chiara Esposito' }).click()
  await page.getByRole('button', { name: 'Esci' }).click()
  await expect(page).toHaveURL(/\/login(\?back=[^&]+)?$/)
  await page.goto('/onboarding/user-details')
  await expect(page).toHaveURL(/\/login(\?back=[^&]+)?$/)
})

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

test('a 100-character name fits the header of a phone after registration', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  const name = 'W'.repeat(100)
  await page.goto('/register/student')
  await page.getByLabel('Nome', { exact: true }).fill(name)
  await page.getByLabel('Cognome', { exact: true }).fill(name)
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('longname'))
  await page.getByLabel('Password', { exact: true }).fill('Segreta123')
  await page.getByLabel('Conferma password').fill('Segreta123')
  await page.getByLabel('Accetto i termini e le condizioni del servizio').check()
  await page.getByLabel("Ho letto e accetto l'informativa sulla privacy").check()
  await page.getByRole('button', { name: 'Crea il tuo account' }).click()
  await expect(page).toHaveURL(/\/verify\/email\/check-your-email$/)
  await expect(page.getByRole('button', { name: /^Menu utente di W+/ })).toBeVisible()
  const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth)
      .map((el) => `${el.tagName}.${el.className}`.slice(0, 120)),
  )
  expect(overflow, wide.join('\n')).toBeLessThanOrEqual(0)
})
