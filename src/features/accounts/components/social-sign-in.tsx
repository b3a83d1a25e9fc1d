/**
 * 'Continua con Google' / 'Continua con Facebook' on /login and the register pages (SPEC.md §7
 * fblogin, glogin, fbregister, gregister). Renders nothing until the server says which providers it
 * is configured for, and nothing at all when it is configured for none (the default). A click loads
 * the provider's SDK, lets the provider ask the person, then signs in (or registers, with the
 * consents the register form checked first) through the session, like the e-mail forms do.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import type { ProvidersPayload, RegisterRole } from '../../../../contracts/accounts/schemas'
import { callError } from '../../../../machines/request'
import { Button } from '../../../shared/ui/button'
import { FormAlert } from '../../../shared/ui/form-fields'
import { useNavigate, useRouteUrl } from '../../../shared/lib/routing'
import { useProviders, useSocialSignIn } from '../actors'
import type { SocialProvider, SocialRegisterFields } from '../social-fields'
import { preloadProviderSdk, providerToken, SignInUnavailableError } from '../social/provider-sdks'
import { ScriptLoadError } from '../social/script-loader'

/** Brand names, the same in every language. */
const LABELS: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' }

export interface SocialSignInProps {
  /**
   * On a register page: the role, and the form's own check of what a provider cannot tell (terms,
   * privacy, an HR user's fiscal data). `fields` shows the form's errors and returns undefined when
   * something is missing, so nothing is asked of the provider before the form is in order.
   */
  register?: { role: RegisterRole; fields: () => SocialRegisterFields | undefined }
}

function publicId(providers: ProvidersPayload, provider: SocialProvider): string | undefined {
  return provider === 'google' ? providers.google?.client_id : providers.facebook?.app_id
}

export function SocialSignIn({ register }: SocialSignInProps) {
  const { t, i18n } = useLingui()
  const url = useRouteUrl()
  const navigate = useNavigate()
  // machines/resource for the providers, machines/request for our server's sign-in (../actors.ts)
  const providers = useProviders().data
  const signIn = useSocialSignIn()
  // the provider being asked (its button says so) and the call to our server (no second click then)
  const [asking, setAsking] = useState<SocialProvider>()
  const posting = signIn.view.busy
  const [failure, setFailure] = useState<string>()
  // only the latest click may change what is shown: an abandoned provider window may answer late
  const attempt = useRef(0)

  // without an answer there is simply no button: e-mail and password still work

  const describe = (which: SocialProvider, error: unknown): string => {
    const provider = LABELS[which]
    if (error instanceof ScriptLoadError) return t`Impossibile caricare ${provider}. Riprova.`
    if (error instanceof SignInUnavailableError)
      return t`${provider} non può mostrare qui il suo accesso. Riprova o usa email e password.`
    const refused = callError(error)
    if (refused.status === undefined) return t`Si è verificato un errore. Riprova tra poco.`
    if (refused.status === 501) return t`L'accesso con ${provider} non è disponibile.`
    if (refused.status === 401) return t`${provider} non ha confermato il tuo accesso. Riprova.`
    if (refused.status === 429) return t`Troppi tentativi. Riprova tra qualche minuto.`
    if (refused.status === 0) return t`Impossibile raggiungere il server. Controlla la connessione e riprova.`
    // 422 (e-mail already registered, no e-mail shared), 404 (no account yet), 403: the server's words,
    // already in the UI language; a 5xx says nothing useful to a person
    const fieldMessage = refused.fields && Object.values(refused.fields)[0]
    if (refused.status < 500 && fieldMessage) return fieldMessage
    if (refused.status < 500 && refused.message) return refused.message
    return t`Si è verificato un errore. Riprova tra poco.`
  }

  const handleClick = async (which: SocialProvider, id: string) => {
    const provider = LABELS[which]
    const mine = ++attempt.current
    const current = () => mine === attempt.current
    setFailure(undefined)
    const fields = register ? register.fields() : undefined
    if (register && !fields) {
      setFailure(t`Per continuare con ${provider} completa i campi segnalati qui sopra.`)
      return
    }
    // the buttons stay usable while the provider's window is open: if it never answers (closed in a
    // way the SDK does not report), another click starts over and supersedes this one
    setAsking(which)
    try {
      const token = await providerToken(which, id, i18n.locale)
      // null: the person closed the provider's window, which needs no message
      if (!token || !current()) return
      await signIn.send({
        provider: which,
        token,
        ...(register && fields ? { register: { role: register.role, fields } } : {}),
      })
      if (!current()) return
      // the guard chain takes it from the feed (terms, e-mail, onboarding, …)
      navigate(url('feed'))
    } catch (error) {
      if (current()) setFailure(describe(which, error))
    } finally {
      if (current()) setAsking(undefined)
    }
  }

  if (!providers || (!providers.google && !providers.facebook)) return null
  const shown = (['google', 'facebook'] as const).flatMap((provider) => {
    const id = publicId(providers, provider)
    return id ? [{ provider, id }] : []
  })

  return (
    <div className="space-y-3">
      <p className="flex items-center gap-3 text-sm text-slate-600">
        <span aria-hidden className="h-px flex-1 bg-slate-200" />
        <Trans>oppure</Trans>
        <span aria-hidden className="h-px flex-1 bg-slate-200" />
      </p>
      <FormAlert>{failure}</FormAlert>
      {shown.map(({ provider, id }) => (
        <Button
          key={provider}
          outline
          block
          disabled={posting}
          aria-busy={asking === provider || undefined}
          onPointerEnter={() => preloadProviderSdk(provider, i18n.locale)}
          onClick={() => void handleClick(provider, id)}
        >
          {provider === 'google' ? <Trans>Continua con Google</Trans> : <Trans>Continua con Facebook</Trans>}
        </Button>
      ))}
    </div>
  )
}
