/**
 * The accounts' calls outside the doors, given to their machines with .provide() (machines/request
 * for one-shot calls, machines/resource for what a page loads), and the hooks the views start them
 * with: one actor per use, recorded by the flow recorder. Views read the view mappers and send
 * events; only this module (and the doors' lazy modules) talks to the server (DESIGN.md §2).
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback } from 'react'
import { fromPromise } from 'xstate'
import type { RegisterRole, TermsBody, User } from '../../../contracts/accounts/schemas'
import { requestMachine, requestView, sendRequest, type RequestView } from '../../../machines/request'
import { authenticateWithSession, refreshSessionUser } from '../../session/session-actor'
import { flowRecorder } from '../../shared/lib/flow-recorder'
import { useResource } from '../../shared/lib/use-resource'
import {
  acceptTerms,
  fetchProviders,
  sendVerificationEmail,
  socialLogin,
  socialRegister,
  verifyEmail,
} from './api'
import type { SocialProvider, SocialRegisterFields } from './social-fields'

const requestWith = <TInput, TOutput>(call: (input: TInput, signal: AbortSignal) => Promise<TOutput>) =>
  requestMachine.provide({
    actors: {
      call: fromPromise<unknown, unknown>(({ input, signal }) => call(input as TInput, signal)),
    },
  })

/** Accepting the terms and the privacy policy: the answer is the updated user. */
export const appAcceptTermsMachine = requestWith((body: TermsBody, signal) => acceptTerms(body, signal))

/**
 * "Send me a new link": the answer says whether the address was verified meanwhile (another tab,
 * another device), and then the session learns it before the call counts as done.
 */
export const appResendVerificationMachine = requestWith(async (_: unknown, signal) => {
  const answer = await sendVerificationEmail(signal)
  if (answer.email_verified) await refreshSessionUser()
  return answer
})

export interface RequestHandle<TInput, TOutput> {
  view: RequestView<TOutput>
  /** Settles with the answer; rejects with the API's error. */
  send: (input: TInput) => Promise<TOutput>
}

function useRequest<TInput, TOutput>(machine: typeof requestMachine): RequestHandle<TInput, TOutput> {
  const actor = useActorRef(machine, { inspect: flowRecorder.inspect })
  const view = useSelector(actor, (snapshot) => requestView<TOutput>(snapshot), sameView)
  const send = useCallback((input: TInput) => sendRequest<TOutput>(actor, input), [actor])
  return { view, send }
}

const sameView = (a: RequestView, b: RequestView) =>
  a.phase === b.phase && a.output === b.output && a.error === b.error

export const useAcceptTerms = () => useRequest<TermsBody, User>(appAcceptTermsMachine)
export const useResendVerification = () =>
  useRequest<undefined, Awaited<ReturnType<typeof sendVerificationEmail>>>(appResendVerificationMachine)

// A token works once: a second request (a remount, React's strict mode) must reuse the first answer.
const verifications = new Map<string, Promise<unknown>>()

async function verifyOnce({ token }: { token: string }): Promise<{ verified: true }> {
  let pending = verifications.get(token)
  if (!pending) {
    pending = verifyEmail(token)
    verifications.set(token, pending)
    pending.catch(() => verifications.delete(token))
  }
  await pending
  await refreshSessionUser()
  return { verified: true }
}

/** The verification link's token, posted once (machines/resource: pending, success, failure). */
export const useEmailVerification = (token: string) => useResource(verifyOnce, { token })

export interface SocialSignInInput {
  provider: SocialProvider
  /** A Google ID token or a Facebook access token, as the provider's SDK gave it. */
  token: string
  /** On a register page: the role and what the provider cannot tell. */
  register?: { role: RegisterRole; fields: SocialRegisterFields }
}

/** Signing in (or registering) with a provider's token: the session takes the answer's token. */
export const appSocialSignInMachine = requestWith(async (input: SocialSignInInput, signal) => {
  const response = input.register
    ? await socialRegister(
        input.provider,
        input.register.role,
        { token: input.token, ...input.register.fields },
        signal,
      )
    : await socialLogin(input.provider, input.token, signal)
  authenticateWithSession(response)
})

export const useSocialSignIn = () => useRequest<SocialSignInInput, void>(appSocialSignInMachine)
/** The sign-in providers the server is configured for (none when it cannot say). */
export const useProviders = () => useResource((_: object, signal: AbortSignal) => fetchProviders(signal))
