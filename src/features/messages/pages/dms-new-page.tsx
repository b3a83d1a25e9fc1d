/**
 * /dms/new/{id} (SPEC.md §2): opens the conversation with the user {id}, or finds the one there
 * is, and goes to it (/dms?c=…, replacing this address in the history). Starting one needs the
 * chat feature: without it the page says so and links to /extra-features.
 */
import { Trans } from '@lingui/react/macro'
import { RouteLink, useNavigate, useRouteUrl, withQuery, type PageProps } from '../../../shared/lib/routing'
import { Spinner } from '../../../shared/ui/spinner'
import { useOpenConversation } from '../actors'

export function DmsNewPage({ params, title }: PageProps) {
  const navigate = useNavigate()
  const url = useRouteUrl()
  const userId = Number(params.id)
  const valid = Number.isInteger(userId) && userId > 0
  const { view, retry } = useOpenConversation(valid ? userId : null, (conversation) =>
    navigate(withQuery(url('dms'), { c: conversation.id }), { replace: true }),
  )
  // an id that is no one's is refused before asking; else the call's refusal (none for a network failure)
  const failure = valid
    ? view.error && { code: view.error.status ?? 0, message: view.error.message }
    : { code: 404 }

  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {!failure ? (
        <p role="status" className="mt-6 flex items-center gap-3 text-slate-700">
          <Spinner />
          <Trans>Apertura della conversazione…</Trans>
        </p>
      ) : (
        <div role="alert" className="mt-6 rounded-md border border-slate-200 bg-white p-4 text-slate-800">
          {failure.code === 403 ? (
            <>
              <p>{failure.message ?? <Trans>Non puoi scrivere a questa persona.</Trans>}</p>
              {failure.message?.includes('/extra-features') && (
                <RouteLink name="extra-features" className="mt-3 inline-block font-semibold text-brand-800">
                  <Trans>Attiva la chat</Trans>
                </RouteLink>
              )}
            </>
          ) : failure.code === 404 || failure.code === 422 ? (
            <p>
              <Trans>Questa persona non c’è (o il suo account non è attivo).</Trans>
            </p>
          ) : (
            <>
              <p>
                <Trans>Non è stato possibile aprire la conversazione.</Trans>
              </p>
              <button type="button" className="mt-3 font-semibold text-brand-800 underline" onClick={retry}>
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
