/**
 * What the registration form needs once someone leaves a field or submits (fetched after the form is
 * on screen, ./lazy-module.ts): the register body the form's values make, its rules, and the
 * registration itself as machines/request with the real call (the account, then the session it
 * opens), one actor per form, recorded by the flow recorder.
 */
import { createActor, fromPromise } from 'xstate'
import {
  mapHrRegistration,
  type HrFiscalData,
  type RegisterBody,
  type RegisterRole,
} from '../../../contracts/accounts/schemas'
import { requestMachine, sendRequest } from '../../../machines/request'
import { authenticateWithSession } from '../../session/session-actor'
import { flowRecorder } from '../../shared/lib/flow-recorder'
import { register } from './api'
import { FISCAL } from './register-fields'

export { authSchemasIn, schemaErrors } from './door-rules'

/** Registering: the account is made, then the session takes its token (the guard chain goes on). */
export const appRegisterMachine = requestMachine.provide({
  actors: {
    call: fromPromise<unknown, unknown>(async ({ input, signal }) => {
      authenticateWithSession(await register(input as RegisterBody, signal))
    }),
  },
})

export interface DoorRequest {
  /** Settles when the call is answered; rejects with the API's error (a 422 names the fields). */
  send: (input: unknown) => Promise<unknown>
  stop: () => void
}

/** One registration actor for a form on screen. */
export function startRegistration(): DoorRequest {
  const actor = createActor(appRegisterMachine, { inspect: flowRecorder.inspect }).start()
  return { send: (body) => sendRequest(actor, body), stop: () => actor.stop() }
}

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
