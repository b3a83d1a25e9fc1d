/**
 * /joblistings/manage/{id}: the owner edits a listing (draft, published, closed; expiry), deletes
 * it after a confirmation, and works through its applicants (components/applicants.tsx). The form
 * and the deletion are machines/job-listing-editor, started here through actors.ts.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { ManagedJobListing } from '../../../../contracts/jobs/schemas'
import { RouteLink, useNavigate, useRouteUrl, type PageProps } from '../../../shared/lib/routing'
import { Button } from '../../../shared/ui/button'
import { useConfirm } from '../../../shared/ui/confirm-dialog'
import { FormAlert } from '../../../shared/ui/form-fields'
import { PageHeader } from '../../../shared/ui/page-header'
import { ResourceView } from '../../../shared/ui/resource-view'
import {
  applicantsCsvPath,
  isForbidden,
  sendAndSettle,
  useApplicants,
  useListingEditor,
  useOwnListing,
} from '../actors'
import { Applicants } from '../components/applicants'
import { ListingForm } from '../components/listing-form'

function ListingEditor({ job }: { job: ManagedJobListing }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const url = useRouteUrl()
  const { confirm, confirmDialog } = useConfirm()
  const actor = useListingEditor({ id: job.id, listing: job })

  async function remove() {
    const yes = await confirm({
      title: t`Eliminare l'offerta?`,
      text: t`L'offerta e tutte le sue candidature saranno cancellate. Non si può annullare.`,
      yes: t`Elimina`,
      // the dialog waits for the machine's call and stays open if it fails
      onConfirm: () =>
        sendAndSettle(
          actor,
          { type: 'listing.remove' },
          {
            until: (snapshot) => !snapshot.matches('removing'),
            failed: (snapshot) => snapshot.context.failure?.kind === 'remove',
          },
        ),
    })
    if (yes) navigate(url('joblistings'))
  }

  return (
    <div className="grid gap-8 lg:grid-cols-3">
      {confirmDialog}
      <div className="lg:col-span-2">
        <ListingForm actor={actor} submitLabel={t`Salva`} />
      </div>
      <div className="space-y-3">
        <Button outline onClick={() => void remove()}>
          <Trans>Elimina l'offerta</Trans>
        </Button>
      </div>
    </div>
  )
}

export function ManageListingPage({ params, title }: PageProps) {
  const { t } = useLingui()
  const id = Number(params.id)
  const listing = useOwnListing(id)
  const applicants = useApplicants(id)
  const forbidden = isForbidden(listing.error)

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6">
      {forbidden ? (
        <>
          <PageHeader title={title} />
          <FormAlert>{t`Questa offerta non è tua: solo chi l'ha pubblicata può gestirla.`}</FormAlert>
        </>
      ) : (
        <ResourceView resource={listing} label={title}>
          {(job) => (
            <>
              <PageHeader
                title={job.title}
                lead={
                  job.status !== 'draft' ? (
                    <RouteLink name="joblistings-id" params={{ id }} className="underline">
                      <Trans>Vedi l'offerta pubblica</Trans>
                    </RouteLink>
                  ) : (
                    <Trans>Bozza: la vedi solo tu.</Trans>
                  )
                }
              />
              <ListingEditor key={job.updated_at} job={job} />
              <Applicants resource={applicants} csvHref={applicantsCsvPath(id)} />
            </>
          )}
        </ResourceView>
      )}
    </div>
  )
}
