/**
 * /joblistings/manage/{id}: the owner edits a listing (draft, published, closed; expiry), deletes
 * it after a confirmation, and works through its applicants (components/applicants.tsx).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { isApiError } from '../../../shared/api'
import { RouteLink, useNavigate, useRouteUrl, type PageProps } from '../../../shared/lib/routing'
import { useResource } from '../../../shared/lib/use-resource'
import { Button } from '../../../shared/ui/button'
import { useConfirm } from '../../../shared/ui/confirm-dialog'
import { FormAlert } from '../../../shared/ui/form-fields'
import { PageHeader } from '../../../shared/ui/page-header'
import { ResourceView } from '../../../shared/ui/resource-view'
import { applicantsCsvPath, fetchApplicants, fetchOwnListing, removeListing, saveListing } from '../api'
import { Applicants } from '../components/applicants'
import { ListingForm } from '../components/listing-form'

export function ManageListingPage({ params, title }: PageProps) {
  const { t } = useLingui()
  const id = Number(params.id)
  const navigate = useNavigate()
  const url = useRouteUrl()
  const listing = useResource(fetchOwnListing, { id })
  const applicants = useResource(fetchApplicants, { id })
  const { confirm, confirmDialog } = useConfirm()
  const [failure, setFailure] = useState<string>()

  async function remove() {
    const yes = await confirm({
      title: t`Eliminare l'offerta?`,
      text: t`L'offerta e tutte le sue candidature saranno cancellate. Non si può annullare.`,
      yes: t`Elimina`,
      onConfirm: () => removeListing(id),
    })
    if (yes) navigate(url('joblistings'))
  }

  const forbidden = isApiError(listing.error) && listing.error.status === 403

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6">
      {confirmDialog}
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
              {failure && <FormAlert>{failure}</FormAlert>}
              <div className="grid gap-8 lg:grid-cols-3">
                <div className="lg:col-span-2">
                  <ListingForm
                    key={job.updated_at}
                    initial={job}
                    submitLabel={t`Salva`}
                    onSubmit={async (body) => {
                      setFailure(undefined)
                      await saveListing(id, body)
                    }}
                  />
                </div>
                <div className="space-y-3">
                  <Button outline onClick={() => void remove()}>
                    <Trans>Elimina l'offerta</Trans>
                  </Button>
                </div>
              </div>
              <Applicants resource={applicants} csvHref={applicantsCsvPath(id)} />
            </>
          )}
        </ResourceView>
      )}
    </div>
  )
}
