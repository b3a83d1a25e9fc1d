/**
 * The partnership with someone, driven by machines/partnership: ask, withdraw, accept or reject,
 * end (after a confirmation). The buttons come from the machine's view (`can`), never from a
 * re-derived rule; a change made meanwhile by the other side reloads with a notice.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useLayoutEffect, useRef } from 'react'
import type { PartnershipStanding } from '../../../../contracts/network/schemas'
import { partnershipView } from '../../../../machines/partnership'
import { flowRecorder } from '../../../shared/lib/flow-recorder'
import { Button } from '../../../shared/ui/button'
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog'
import { Icon } from '../../../shared/ui/icon'
import { Spinner } from '../../../shared/ui/spinner'
import { appPartnershipMachine } from './partnership-actors'

export function PartnershipButton({
  userId,
  name,
  standing,
  onChange,
  refreshKey = 0,
}: {
  userId: number
  /** The other person's name, for the confirmation and the buttons' labels. */
  name: string
  /** The standing already known (the profile's network summary), if any. */
  standing?: PartnershipStanding
  /** After every settled answer: the page may reload counts and recommendations. */
  onChange?: (standing: PartnershipStanding) => void
  /** Changing it reads the standing again (a notification about this person arrived). */
  refreshKey?: number
}) {
  const { t } = useLingui()
  const actorRef = useActorRef(appPartnershipMachine, {
    input: { userId, standing },
    inspect: flowRecorder.inspect,
  })
  const view = useSelector(actorRef, partnershipView)
  const settledStanding = useSelector(actorRef, (s) => (s.hasTag('busy') ? null : s.context.standing))

  // the parent's latest callback, so that only a new standing (not a new callback) calls it
  const onChangeRef = useRef(onChange)
  useLayoutEffect(() => {
    onChangeRef.current = onChange
  })
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (settledStanding !== null) onChangeRef.current?.(settledStanding)
  }, [settledStanding])

  useEffect(() => {
    if (refreshKey > 0) actorRef.send({ type: 'partnership.refresh' })
  }, [refreshKey, actorRef])

  const send = (type: 'request' | 'cancel' | 'accept' | 'reject' | 'terminate') =>
    actorRef.send({ type: `partnership.${type}` })
  const spinner = (action: typeof view.running) => (view.running === action ? <Spinner size={16} /> : null)

  let body
  switch (view.phase) {
    case 'loading':
      body = (
        <span className="inline-flex items-center gap-2 text-sm text-slate-600">
          <Spinner size={16} />
          <Trans>Partnership…</Trans>
        </span>
      )
      break
    case 'failed':
      body = (
        <Button outline onClick={() => actorRef.send({ type: 'partnership.retry' })}>
          <Icon type="refresh" size="sm" />
          <Trans>Riprova a caricare la partnership</Trans>
        </Button>
      )
      break
    case 'none':
      body = (
        <Button disabled={!view.canRequest} onClick={() => send('request')}>
          {spinner('request') ?? <Icon type="users" size="sm" />}
          <Trans>Chiedi una partnership</Trans>
        </Button>
      )
      break
    case 'pendingSent':
      body = (
        <>
          <span className="text-sm text-slate-700">
            <Trans>Richiesta di partnership inviata</Trans>
          </span>
          <Button outline disabled={!view.canCancel} onClick={() => send('cancel')}>
            {spinner('cancel')}
            <Trans>Ritira la richiesta</Trans>
          </Button>
        </>
      )
      break
    case 'pendingReceived':
      body = (
        <>
          <span className="text-sm text-slate-700">
            <Trans>{name} ti ha chiesto una partnership</Trans>
          </span>
          <Button disabled={!view.canAccept} onClick={() => send('accept')}>
            {spinner('accept') ?? <Icon type="check" size="sm" />}
            <Trans>Accetta la partnership</Trans>
          </Button>
          <Button outline disabled={!view.canReject} onClick={() => send('reject')}>
            {spinner('reject')}
            <Trans>Rifiuta</Trans>
          </Button>
        </>
      )
      break
    case 'partners':
    case 'confirmingTerminate':
      body = (
        <>
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900">
            <Icon type="check" size="sm" />
            <Trans>Siete partner</Trans>
          </span>
          <Button outline disabled={!view.canTerminate} onClick={() => send('terminate')}>
            {spinner('terminate')}
            <Trans>Termina la partnership</Trans>
          </Button>
        </>
      )
      break
  }

  return (
    <div className="flex flex-col gap-2" data-partnership={view.phase}>
      <div className="flex flex-wrap items-center gap-2" aria-busy={view.busy || undefined}>
        {body}
      </div>
      {view.changed && (
        <p role="status" className="text-sm text-slate-700">
          <Trans>La partnership è cambiata nel frattempo: ecco com’è ora.</Trans>
        </p>
      )}
      {view.error && view.phase !== 'failed' && (
        <p role="alert" className="text-sm text-red-800">
          {view.error.message ?? t`Non è stato possibile aggiornare la partnership. Riprova.`}
        </p>
      )}
      <ConfirmDialog
        open={view.phase === 'confirmingTerminate'}
        title={t`Terminare la partnership?`}
        text={t`${name} non sarà più tuo partner e riceverà una notifica. Potrete chiederne una nuova in seguito.`}
        yes={t`Termina`}
        onAnswer={(yes) => actorRef.send({ type: yes ? 'partnership.confirm' : 'partnership.dismiss' })}
      />
    </div>
  )
}
