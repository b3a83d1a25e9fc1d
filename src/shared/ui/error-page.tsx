import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, type MouseEvent } from 'react'
import { useNavigate, useRouteUrl } from '../lib/routing'
import { buttonClasses } from './button'
import { LogoMark } from './logo'
import { SendFlowButton } from './send-flow-button'

export interface ErrorPageProps {
  error?: unknown
  /** Clears the fatal error so the app renders again. */
  onReset: () => void
}

/** The page for any fatal or unhandled error (SPEC.md §2): a 404-style message and a way home. */
export function ErrorPage({ error, onReset }: ErrorPageProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const homeUrl = useRouteUrl()('index')

  useEffect(() => {
    document.title = `${t`Si è verificato un errore`} · Aula`
    if (error !== undefined && import.meta.env.DEV) console.error(error)
  }, [error, t])

  const handleHome = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    onReset()
    navigate(homeUrl)
  }

  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 text-center">
      <LogoMark />
      <p className="mt-10 text-6xl font-bold tracking-tight text-brand-800" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">
        <Trans>Ops! Qualcosa è andato storto</Trans>
      </h1>
      <p className="mt-3 max-w-md text-slate-700">
        <Trans>La pagina che cercavi non è disponibile o si è verificato un errore imprevisto.</Trans>
      </p>
      <a href={homeUrl} onClick={handleHome} className={`${buttonClasses({ rounded: true })} mt-8`}>
        <Trans>Torna alla home</Trans>
      </a>
      <SendFlowButton className="mt-6" />
    </main>
  )
}
