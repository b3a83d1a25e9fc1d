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
