/**
 * The forms stop at the contract's maximum lengths (issue 9 item 8): each text input carries the
 * same maxLength the API enforces, and a value longer than that (pasted past the attribute, or
 * filled in by a script) gets the contract's message instead of a trip to the server.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest'
import {
  EMAIL_MAX_LENGTH,
  HR_FISCAL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  REFERRAL_CODE_MAX_LENGTH,
} from '../../../../contracts/accounts/schemas'
import { expectFieldError } from '../../../shared/testing/assertions'
import { renderWithApp } from '../../../shared/testing/render'
import { RegisterForm, registerActions } from './register-form'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const maxLengthOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).maxLength

// the form's rules (and the parts it shows later) arrive after it; here they are in before it renders
beforeAll(() => Promise.all([registerActions.load()]), 60_000)

describe('registration form input limits', () => {
  it('every text input of the student form has the contract’s maxLength', async () => {
    await renderWithApp(<RegisterForm role="student" />, { path: '/register/student' })
    expect(maxLengthOf('Nome')).toBe(NAME_MAX_LENGTH)
    expect(maxLengthOf('Cognome')).toBe(NAME_MAX_LENGTH)
    expect(maxLengthOf('Email')).toBe(EMAIL_MAX_LENGTH)
    expect(maxLengthOf('Codice invito (facoltativo)')).toBe(REFERRAL_CODE_MAX_LENGTH)
  })

  it('the HR form’s fiscal fields have theirs, as a person and as a company', async () => {
    await renderWithApp(<RegisterForm role="hr" />, { path: '/register/hr' })
    expect(maxLengthOf('Nome')).toBe(HR_FISCAL_MAX_LENGTH.nome)
    expect(maxLengthOf('Cognome')).toBe(HR_FISCAL_MAX_LENGTH.cognome)
    expect(maxLengthOf('Codice fiscale')).toBe(HR_FISCAL_MAX_LENGTH.codice_fiscale)
    fireEvent.click(screen.getByLabelText('Azienda (persona giuridica)'))
    expect(maxLengthOf('Ragione sociale')).toBe(HR_FISCAL_MAX_LENGTH.ragione_sociale)
    expect(maxLengthOf('Partita IVA')).toBe(HR_FISCAL_MAX_LENGTH.p_iva)
    expect(maxLengthOf('Codice REA (facoltativo)')).toBe(HR_FISCAL_MAX_LENGTH.codice_rea)
  })

  it('a longer value than the attribute allows gets the contract’s message when the field is left', async () => {
    await renderWithApp(<RegisterForm role="student" />, { path: '/register/student' })
    const name = screen.getByLabelText('Nome')
    fireEvent.input(name, { target: { value: 'x'.repeat(NAME_MAX_LENGTH + 1) } })
    fireEvent.blur(name)
    expectFieldError('Nome', `Il campo Nome non può contenere più di ${NAME_MAX_LENGTH} caratteri`)
  })
})
