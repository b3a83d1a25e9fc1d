/** /joblistings/manage/create: an HR user or a trainer writes a new listing (a draft until they publish it). */
import { Trans, useLingui } from '@lingui/react/macro'
import { useSessionSelector } from '../../../session/session-store'
import { useNavigate, useRouteUrl, type PageProps } from '../../../shared/lib/routing'
import { PageHeader } from '../../../shared/ui/page-header'
import { useEmitted, useListingEditor } from '../actors'
import { ListingForm } from '../components/listing-form'

function NewListing() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const url = useRouteUrl()
  const actor = useListingEditor({ id: null })
  useEmitted(actor, 'saved', (event) => {
    const { listing } = event as Extract<typeof event, { type: 'saved' }>
    navigate(url('joblistings-manage-id', { id: listing.id }))
  })
  return <ListingForm actor={actor} submitLabel={t`Crea l'offerta`} />
}

export function ManageCreatePage({ title }: PageProps) {
  const roles = useSessionSelector((session) => session.user?.roles ?? [])
  const allowed = roles.includes('hr') || roles.includes('trainer')
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader
        title={title}
        lead={<Trans>Scrivi l'offerta: resta una bozza finché non la pubblichi.</Trans>}
      />
      {allowed ? (
        <NewListing />
      ) : (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-800">
          <Trans>Le offerte di lavoro le pubblicano gli utenti HR e i formatori.</Trans>
        </p>
      )}
    </div>
  )
}
