/**
 * /dev/course-reviews: the courses trainers have sent for review, the longest waiting first. An
 * admin opens one in the studio, then publishes it or sends it back with what to change; the
 * trainer is notified either way. Anyone else is told the page is not theirs (the API refuses them
 * too). The queue loads through the resource machine, each decision is a request actor
 * (studio/actors.ts).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import type { ReviewQueueItem } from '../../../../contracts/studio/schemas'
import { useSessionSelector } from '../../../session/session-store'
import { RouteLink, type PageProps } from '../../../shared/lib/routing'
import { Button } from '../../../shared/ui/button'
import { FormAlert, TextAreaField } from '../../../shared/ui/form-fields'
import { PageHeader } from '../../../shared/ui/page-header'
import { ResourceView } from '../../../shared/ui/resource-view'
import { useReviewDecision, useReviewQueue, type ReviewDecision } from '../actors'

export function ReviewQueuePage({ title }: PageProps) {
  const isAdmin = useSessionSelector((state) => state.user?.roles.includes('admin') ?? false)
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader title={title} />
      {isAdmin ? (
        <Queue />
      ) : (
        <p className="text-slate-700">
          <Trans>Questa pagina è riservata agli amministratori.</Trans>
        </p>
      )}
    </div>
  )
}

function Queue() {
  const { t } = useLingui()
  const queue = useReviewQueue()
  const [decided, setDecided] = useState<Record<number, 'approved' | 'rejected'>>({})
  const [announce, setAnnounce] = useState('')
  return (
    <>
      <p role="status" className="text-sm text-slate-700">
        {announce}
      </p>
      <ResourceView
        resource={queue}
        label={t`I corsi in attesa`}
        empty={<Trans>Nessun corso è in attesa di revisione.</Trans>}
      >
        {(items) => {
          const open = items.filter((item) => !decided[item.id])
          if (open.length === 0)
            return (
              <p className="text-slate-700">
                <Trans>Nessun corso è in attesa di revisione.</Trans>
              </p>
            )
          return (
            <ul className="space-y-4">
              {open.map((item) => (
                <QueueRow
                  key={item.id}
                  item={item}
                  onDecided={(outcome) => {
                    setDecided((current) => ({ ...current, [item.id]: outcome }))
                    setAnnounce(
                      outcome === 'approved'
                        ? t`«${item.title}» è pubblicato.`
                        : t`«${item.title}» è tornato al formatore.`,
                    )
                  }}
                />
              ))}
            </ul>
          )
        }}
      </ResourceView>
    </>
  )
}

function QueueRow({
  item,
  onDecided,
}: {
  item: ReviewQueueItem
  onDecided: (outcome: 'approved' | 'rejected') => void
}) {
  const { t, i18n } = useLingui()
  const [rejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState('')
  // the form's own check, before anything is sent
  const [reasonMissing, setReasonMissing] = useState(false)
  const decision = useReviewDecision()
  const busy = decision.view.busy
  const refusal = decision.view.error
  const reasonError = reasonMissing
    ? t`Scrivi cosa deve cambiare il formatore.`
    : refusal?.status === 422
      ? refusal.fields?.reason
      : undefined
  const failure =
    refusal && refusal.status !== 422
      ? refusal.message || t`Non è stato possibile salvare la decisione. Riprova.`
      : undefined

  function run(input: ReviewDecision) {
    decision.send(input).then(
      () => onDecided(input.decision),
      () => {
        // the request's view holds the refusal
      },
    )
  }

  function sendBack(event: FormEvent) {
    event.preventDefault()
    if (!reason.trim()) {
      setReasonMissing(true)
      return
    }
    run({ id: item.id, decision: 'rejected', reason: reason.trim() })
  }

  const submitted = new Date(item.submitted_at)
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-review-course={item.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-semibold text-slate-900">{item.title}</p>
          {item.subtitle && <p className="text-sm text-slate-700">{item.subtitle}</p>}
          <p className="mt-1 text-sm text-slate-700">
            <Trans>
              di {item.trainer.name} ({item.trainer.email})
            </Trans>
            {' · '}
            <Plural value={item.lessons_count} one="# lezione" other="# lezioni" />
            {' · '}
            {item.price_cents === 0
              ? t`gratuito`
              : i18n.number(item.price_cents / 100, { style: 'currency', currency: 'EUR' })}
          </p>
          <p className="text-xs text-slate-600">
            <Trans>Inviato il {i18n.date(submitted, { dateStyle: 'medium', timeStyle: 'short' })}</Trans>
          </p>
        </div>
        <RouteLink
          name="instructor-course-id"
          params={{ id: item.id }}
          className="text-sm text-brand-800 underline"
        >
          <Trans>Apri nello studio</Trans>
        </RouteLink>
      </div>
      {failure && <FormAlert>{failure}</FormAlert>}
      {rejecting ? (
        <form className="mt-3 space-y-3" onSubmit={sendBack} noValidate>
          <TextAreaField
            name="reason"
            label={t`Cosa deve cambiare il formatore`}
            value={reason}
            error={reasonError}
            maxLength={2000}
            rows={4}
            onValue={(value) => {
              setReason(value)
              setReasonMissing(false)
              if (refusal?.status === 422) decision.reset()
            }}
            onLeave={() => undefined}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy}>
              <Trans>Rimanda al formatore</Trans>
            </Button>
            <Button type="button" outline disabled={busy} onClick={() => setRejecting(false)}>
              <Trans>Annulla</Trans>
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button disabled={busy} onClick={() => run({ id: item.id, decision: 'approved' })}>
            <Trans>Pubblica</Trans>
          </Button>
          <Button outline disabled={busy} onClick={() => setRejecting(true)}>
            <Trans>Rimanda con una nota</Trans>
          </Button>
        </div>
      )}
    </li>
  )
}
