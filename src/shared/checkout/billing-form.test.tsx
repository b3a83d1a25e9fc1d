/**
 * The billing form of /mysettings/billing and the checkout (issue 36): the one fiscal rule set in
 * the browser, told as the user types (a code once it has all its characters, any field once left
 * and from then on), in Italian and English; in the settings every field of SPEC.md §3, a trainer's
 * regime and an HR user's company.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BILLING } from '../../../machines/purchase/fixtures'
import { renderWithApp } from '../testing/render'
import { BillingForm } from './checkout-steps'

afterEach(cleanup)

const MESSAGES = {
  it: {
    code: 'Codice fiscale',
    vat: 'Partita IVA',
    badCode: 'Il codice fiscale non è valido.',
    checkChar: 'Il codice fiscale non è valido: il carattere di controllo non corrisponde.',
    checkDigit: 'La partita IVA non è valida: la cifra di controllo non corrisponde.',
  },
  en: {
    code: 'Tax code',
    vat: 'VAT number',
    badCode: 'The tax code is not valid.',
    checkChar: 'The tax code is not valid: its check character does not match.',
    checkDigit: 'The VAT number is not valid: its check digit does not match.',
  },
} as const

describe.each(['it', 'en'] as const)('the billing form, in %s', (locale) => {
  const text = MESSAGES[locale]

  it('tells a wrong codice fiscale as it is typed, ABC once the field is left, and sends nothing wrong', async () => {
    const onSubmit = vi.fn()
    await renderWithApp(
      <BillingForm billing={BILLING} submitting={false} submitLabel="OK" onSubmit={onSubmit} />,
      { locale },
    )
    const code = screen.getByLabelText(text.code, { exact: true })
    fireEvent.change(code, { target: { value: 'WLKGDI98D52F205' } })
    expect(screen.queryByText(text.checkChar)).toBeNull()
    fireEvent.change(code, { target: { value: 'WLKGDI98D52F205X' } })
    expect(screen.getByText(text.checkChar)).toBeTruthy()
    expect(code.getAttribute('aria-invalid')).toBe('true')
    expect(code.getAttribute('aria-describedby')).toBeTruthy()

    fireEvent.change(code, { target: { value: 'ABC' } })
    expect(screen.queryByText(text.badCode)).toBeNull()
    fireEvent.blur(code)
    expect(screen.getByText(text.badCode)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    expect(onSubmit).not.toHaveBeenCalled()

    // once left, the field is checked on every keystroke: the message goes as the code is right
    fireEvent.change(code, { target: { value: 'rssmra85t10a56nh' } })
    expect(screen.queryByText(text.badCode)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ fiscal_code: 'rssmra85t10a56nh' }))
  })

  it("a company's partita IVA: the check digit is told when the eleventh digit is typed", async () => {
    await renderWithApp(
      <BillingForm
        billing={{ ...BILLING, type: 'giuridica', fiscal_name: 'Beta S.r.l.' }}
        submitting={false}
        submitLabel="OK"
        onSubmit={() => {}}
      />,
      { locale },
    )
    const vat = screen.getByLabelText(text.vat, { exact: true })
    fireEvent.change(vat, { target: { value: '12345678901' } })
    expect(screen.getByText(text.checkDigit)).toBeTruthy()
    fireEvent.change(vat, { target: { value: '12345678903' } })
    expect(screen.queryByText(text.checkDigit)).toBeNull()
  })
})

describe('the settings form: every field of SPEC.md §3', () => {
  it("a trainer's regime, phone and the legal representative of a company; an HR user's company", async () => {
    const onSubmit = vi.fn()
    await renderWithApp(
      <BillingForm
        billing={{
          ...BILLING,
          type: 'giuridica',
          fiscal_name: 'Beta S.r.l.',
          p_iva: '00488410010',
          unique_id: 'M5UXCR1',
        }}
        submitting={false}
        submitLabel="OK"
        extras={{
          regime: true,
          company: true,
          hrData: { ragione_sociale: 'Beta S.r.l.', p_iva: '00488410010', codice_rea: null },
        }}
        onSubmit={onSubmit}
      />,
      { locale: 'it' },
    )
    for (const label of [
      'Prefisso',
      'Telefono',
      'Codice fiscale',
      'Nome del legale rappresentante',
      'Cognome del legale rappresentante',
      'Codice fiscale del legale rappresentante',
      'Regime fiscale',
      'Cassa previdenziale',
      'Aliquota IVA',
      "Ritenuta d'acconto",
      "Ragione sociale dell'azienda",
      "Partita IVA dell'azienda",
      'Codice REA',
    ])
      expect(screen.getByLabelText(label, { exact: true })).toBeTruthy()
    const rea = screen.getByLabelText('Codice REA', { exact: true })
    fireEvent.change(rea, { target: { value: 'MI123' } })
    fireEvent.blur(rea)
    expect(screen.getByText('Il codice rea non è valido.')).toBeTruthy()
    fireEvent.change(rea, { target: { value: 'MI-1234567' } })
    fireEvent.change(screen.getByLabelText('Codice fiscale del legale rappresentante'), {
      target: { value: 'RSSMRA85T10A562S' },
    })
    fireEvent.change(screen.getByLabelText('Cassa previdenziale'), { target: { value: 'gestione_separata' } })
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        legal_fiscal_code: 'RSSMRA85T10A562S',
        inps: 'gestione_separata',
        hr_data: { ragione_sociale: 'Beta S.r.l.', p_iva: '00488410010', codice_rea: 'MI-1234567' },
      }),
    )
  })
})
