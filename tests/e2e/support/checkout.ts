/** Checkout e2e helpers shared by the /buy specs. */
import { expect, type Page } from '@playwright/test'

/** The billing step, if the machine shows it (only until the first purchase saved the data). */
export async function passBilling(page: Page) {
  const billing = page.getByRole('form', { name: 'Dati di fatturazione' })
  const payment = page.getByRole('form', { name: 'Metodo di pagamento' })
  await expect(billing.or(payment)).toBeVisible()
  if (!(await billing.isVisible())) return
  await billing.getByLabel('Nome', { exact: true }).fill('Sara')
  await billing.getByLabel('Cognome', { exact: true }).fill('Conti')
  await billing.getByLabel('Codice fiscale', { exact: true }).fill('RSSMRA85T10A562S')
  await billing.getByLabel('Indirizzo', { exact: true }).fill('Via Roma')
  await billing.getByLabel('Numero civico', { exact: true }).fill('10')
  await billing.getByLabel('Città', { exact: true }).fill('Roma')
  await billing.getByLabel('Provincia (sigla)', { exact: true }).fill('RM')
  await billing.getByLabel('CAP', { exact: true }).fill('00184')
  await billing.getByRole('button', { name: 'Continua' }).click()
  await expect(payment).toBeVisible()
}
