/**
 * What the registration form needs once someone leaves a field or submits (fetched after the form is
 * on screen, ./lazy-module.ts): the register body the form's values make, its rules, the call and
 * the session it opens.
 */
import {
  mapHrRegistration,
  type HrFiscalData,
  type RegisterBody,
  type RegisterRole,
} from '../../../contracts/accounts/schemas'
import { FISCAL } from './register-fields'

export { authenticateWithSession } from '../../session/session-actor'
export { register } from './api'
export { authSchemasIn, schemaErrors } from './door-rules'

const text = (values: Record<string, string | boolean>, key: string) => String(values[key] ?? '').trim()

/** What the HR form's fields say, as the fiscal data of the chosen person type. */
export function hrFiscalData(values: Record<string, string | boolean>): HrFiscalData {
  if (values[FISCAL.type] === 'giuridica') {
    const rea = text(values, FISCAL.codiceRea).toUpperCase()
    return {
      tipo_persona: 'giuridica',
      ragione_sociale: text(values, FISCAL.ragioneSociale),
      p_iva: text(values, FISCAL.pIva),
      ...(rea ? { codice_rea: rea } : {}),
    }
  }
  return {
    tipo_persona: 'fisica',
    nome: text(values, FISCAL.nome),
    cognome: text(values, FISCAL.cognome),
    codice_fiscale: text(values, FISCAL.codiceFiscale).toUpperCase(),
  }
}

/** The POST /api/register body for a role's form values. */
export function registerPayload(role: RegisterRole, values: Record<string, string | boolean>): RegisterBody {
  const account = {
    email: text(values, 'email'),
    password: String(values.password),
    password_confirmation: String(values.password_confirmation),
    terms_accepted: values.terms_accepted === true,
    privacy_accepted: values.privacy_accepted === true,
    newsletter_accepted: values.newsletter_accepted === true,
    referral_code: text(values, 'referral_code') || null,
  }
  if (role === 'hr') return mapHrRegistration({ ...account, fiscal_data: hrFiscalData(values) })
  return { ...account, first_name: text(values, 'first_name'), last_name: text(values, 'last_name'), role }
}
