/**
 * /dms/new/{id} (SPEC.md §2): opens the conversation with the user {id}, or finds the one there
 * is, and goes to it (/dms?c=…, replacing this address in the history). Starting one needs the
 * chat feature: without it the page says so and links to /extra-features.
 */
import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { isApiError } from '../../../shared/api/api-error'
import { RouteLink, useNavigate, useRouteUrl, withQuery, type PageProps } from '../../../shared/lib/routing'
import { Spinner } from '../../../shared/ui/spinner'
import { openWith } from '../api'

type State = { status: 'opening' } | { status: 'failed'; code: number; message?: string }

export function DmsNewPage({ params, title }: PageProps) {
  const navigate = useNavigate()
  const url = useRouteUrl()
  const userId = Number(params.id)
  const valid = Number.isInteger(userId) && userId > 0
  const [state, setState] = useState<State>(valid ? { status: 'opening' } : { status: 'failed', code: 404 })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!valid) return
    const controller = new AbortController()
    openWith(userId, controller.signal).then(
      (conversation) => navigate(withQuery(url('dms'), { c: conversation.id }), { replace: true }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        setState({
          status: 'failed',
          code: isApiError(error) ? error.status : 0,
          message: isApiError(error) ? error.serverMessage : undefined,
        })
      },
    )
    return () => controller.abort()
  }, [userId, valid, attempt, navigate, url])

  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {state.status === 'opening' ? (
        <p role="status" className="mt-6 flex items-center gap-3 text-slate-700">
          <Spinner />
          <Trans>Apertura della conversazione…</Trans>
        </p>
      ) : (
        <div role="alert" className="mt-6 rounded-md border border-slate-200 bg-white p-4 text-slate-800">
          {state.code === 403 ? (
            <>
              <p>{state.message ?? <Trans>Non puoi scrivere a questa persona.</Trans>}</p>
              {state.message?.includes('/extra-features') && (
                <RouteLink name="extra-features" className="mt-3 inline-block font-semibold text-brand-800">
                  <Trans>Attiva la chat</Trans>
                </RouteLink>
              )}
            </>
          ) : state.code === 404 || state.code === 422 ? (
            <p>
              <Trans>Questa persona non c’è (o il suo account non è attivo).</Trans>
            </p>
          ) : (
            <>
              <p>
                <Trans>Non è stato possibile aprire la conversazione.</Trans>
              </p>
              <button
                type="button"
                className="mt-3 font-semibold text-brand-800 underline"
                onClick={() => {
                  setState({ status: 'opening' })
                  setAttempt((n) => n + 1)
                }}
              >
                <Trans>Riprova</Trans>
              </button>
            </>
          )}
          <p className="mt-4">
            <RouteLink name="dms" className="text-sm text-brand-800">
              <Trans>Torna ai messaggi</Trans>
            </RouteLink>
          </p>
        </div>
      )}
    </div>
  )
}
