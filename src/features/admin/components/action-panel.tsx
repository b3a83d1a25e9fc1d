/**
 * The actions an admin takes on one item (a user, a report), through machines/admin-action: the
 * admin picks one, confirms it (writing the reason where the account changes), the server does it
 * and the page reloads its list. Keyboard: the confirmation takes the focus (the reason field, or
 * Confirm), Escape or Cancel gives it back to the button that opened it.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { fromPromise } from 'xstate'
import { ADMIN_REASON_MAX } from '../../../../contracts/admin/endpoints'
import {
  adminActionMachine,
  adminActionView,
  type AdminAction,
  type AdminActionView,
  type PerformInput,
} from '../../../../machines/admin-action'
import { flowRecorder } from '../../../shared/lib/flow-recorder'
import { Button } from '../../../shared/ui/button'
import { FormAlert, TextAreaField } from '../../../shared/ui/form-fields'

export const ACTION_LABELS = {
  block: msg`Blocca`,
  unblock: msg`Sblocca`,
  deactivate: msg`Disattiva`,
  dismiss: msg`Archivia la segnalazione`,
  hide: msg`Nascondi il contenuto`,
  blockAuthor: msg`Blocca l'autore`,
  refund: msg`Rimborsa`,
} as const satisfies Record<AdminAction, unknown>

const CONFIRM_TEXTS = {
  block: msg`L'account non potrà più accedere e ogni sua sessione aperta termina subito.`,
  unblock: msg`L'account potrà accedere di nuovo.`,
  deactivate: msg`L'account viene disattivato: non potrà più accedere e il suo profilo sparisce da ogni elenco.`,
  dismiss: msg`La segnalazione viene chiusa senza toccare il contenuto.`,
  hide: msg`Il contenuto sparisce da ogni elenco; l'autore e gli amministratori lo vedono ancora.`,
  blockAuthor: msg`L'autore non potrà più accedere, ogni sua sessione termina e le segnalazioni su di lui si chiudono.`,
  refund: msg`L'ordine viene rimborsato per intero: l'importo torna all'acquirente, che perde l'accesso a quanto ha comprato e riceve per e-mail la nota di credito. Non si può annullare.`,
} as const satisfies Record<AdminAction, unknown>

/** Where the reason ends up, under its field. */
const REASON_HINTS: Partial<Record<AdminAction, MessageDescriptor>> = {
  refund: msg`Compare nella nota di credito e nell'e-mail all'acquirente.`,
}

export interface ActionPanelProps {
  /** What the actions are on, for the buttons' names: «Blocca: Mario Rossi». */
  subject: string
  actions: readonly AdminAction[]
  perform: (action: AdminAction, reason: string) => Promise<unknown>
  onDone: (action: AdminAction) => void
}

export function ActionPanel({ subject, actions, perform, onDone }: ActionPanelProps) {
  const { t, i18n } = useLingui()
  // One item per panel (the lists key their rows by id), so its calls are fixed at the start.
  const [machine] = useState(() =>
    adminActionMachine.provide({
      actors: {
        perform: fromPromise<unknown, PerformInput>(({ input }) => perform(input.action, input.reason)),
      },
      actions: { completed: (_, { action }) => onDone(action) },
    }),
  )
  const actorRef = useActorRef(machine, { inspect: flowRecorder.inspect })
  const state = useSelector(actorRef, adminActionView, sameView)
  const opener = useRef<AdminAction | null>(null)
  const row = useRef<HTMLDivElement>(null)
  const form = useRef<HTMLFormElement>(null)

  // The confirmation takes the focus when it opens; cancelling gives it back to its button (once
  // the action is done the page announces it and takes the focus: the button may be gone).
  const cancelled = useRef(false)
  useEffect(() => {
    if (state.confirming) {
      form.current?.querySelector<HTMLElement>('textarea, button[type="submit"]')?.focus()
    } else if (opener.current && cancelled.current) {
      row.current?.querySelector<HTMLElement>(`[data-admin-action="${opener.current}"]`)?.focus()
    }
    if (!state.confirming) cancelled.current = false
  }, [state.confirming])

  const cancel = () => {
    cancelled.current = true
    actorRef.send({ type: 'admin.cancel' })
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    actorRef.send({ type: 'admin.confirm' })
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !state.busy) {
      event.preventDefault()
      cancel()
    }
  }

  if (state.confirming && state.action) {
    const action = state.action
    const label = i18n._(ACTION_LABELS[action])
    const reasonHint = REASON_HINTS[action]
    return (
      <form
        ref={form}
        noValidate
        onSubmit={submit}
        onKeyDown={onKeyDown}
        aria-label={`${label}: ${subject}`}
        className="mt-3 space-y-3 rounded-lg border border-slate-300 bg-slate-50 p-3"
      >
        <p className="text-sm text-slate-800">{i18n._(CONFIRM_TEXTS[action])}</p>
        {state.asksReason && (
          <TextAreaField
            name="reason"
            label={t`Motivo`}
            hint={
              reasonHint
                ? i18n._(reasonHint)
                : t`Resta nello storico dell'account: gli altri amministratori lo leggono.`
            }
            value={state.reason}
            rows={2}
            maxLength={ADMIN_REASON_MAX}
            error={state.reasonMissing ? t`Scrivi il motivo.` : undefined}
            onValue={(reason) => actorRef.send({ type: 'admin.reason', reason })}
            onLeave={() => {}}
          />
        )}
        <FormAlert>
          {state.failure !== null
            ? state.failure || t`Non è stato possibile completare l'azione. Riprova.`
            : undefined}
        </FormAlert>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={state.busy}>
            {state.busy ? <Trans>In corso…</Trans> : <Trans>Conferma</Trans>}
          </Button>
          <Button outline disabled={state.busy} onClick={cancel}>
            <Trans>Annulla</Trans>
          </Button>
        </div>
      </form>
    )
  }

  return (
    <div ref={row} className="mt-3 flex flex-wrap gap-2">
      {actions.map((action) => (
        <Button
          key={action}
          outline
          data-admin-action={action}
          aria-label={`${i18n._(ACTION_LABELS[action])}: ${subject}`}
          onClick={() => {
            opener.current = action
            actorRef.send({ type: 'admin.choose', action })
          }}
        >
          {i18n._(ACTION_LABELS[action])}
        </Button>
      ))}
    </div>
  )
}

const sameView = (a: AdminActionView, b: AdminActionView) =>
  (Object.keys(a) as (keyof AdminActionView)[]).every((key) => a[key] === b[key])
