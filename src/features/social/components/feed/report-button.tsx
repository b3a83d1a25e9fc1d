/** "Segnala": tells the admins what is wrong with a post or a comment (a reason and a description). */
import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import {
  CONTENT_REPORT_REASONS,
  SOCIAL_LIMITS,
  type ContentReportReason,
} from '../../../../../contracts/social/schemas'
import { isApiError } from '../../../../shared/api'
import { useConfirm } from '../../../../shared/ui/confirm-dialog'
import { report } from '../../api'

type Choice = { reason: ContentReportReason; text: string }

function ReportFields({ onChange }: { onChange: (choice: Choice) => void }) {
  const { t } = useLingui()
  const [choice, setChoice] = useState<Choice>({ reason: 'spam', text: '' })
  const labels: Record<ContentReportReason, string> = {
    spam: t`Spam o pubblicità`,
    inappropriate: t`Contenuto inappropriato`,
    harassment: t`Molestie o offese`,
    misinformation: t`Informazioni false`,
    other: t`Altro`,
  }
  const update = (next: Choice) => {
    setChoice(next)
    onChange(next)
  }
  return (
    <div className="space-y-3 text-left">
      <label className="block text-sm font-medium text-slate-900">
        <Trans>Motivo</Trans>
        <select
          value={choice.reason}
          onChange={(event) => update({ ...choice, reason: event.target.value as ContentReportReason })}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
        >
          {CONTENT_REPORT_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {labels[reason]}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-900">
        <Trans>Descrizione (facoltativa)</Trans>
        <textarea
          value={choice.text}
          rows={3}
          maxLength={SOCIAL_LIMITS.reportTextMax}
          onChange={(event) => update({ ...choice, text: event.target.value })}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
        />
      </label>
    </div>
  )
}

export function ReportButton({ kind, id }: { kind: 'post' | 'comment'; id: number }) {
  const { t } = useLingui()
  const { confirm, confirmDialog } = useConfirm()
  const choice = useRef<Choice>({ reason: 'spam', text: '' })
  const [status, setStatus] = useState('')
  const open = async () => {
    choice.current = { reason: 'spam', text: '' }
    const sent = await confirm({
      title: kind === 'post' ? t`Segnalare il post?` : t`Segnalare il commento?`,
      text: <ReportFields onChange={(next) => (choice.current = next)} />,
      yes: t`Invia la segnalazione`,
      onConfirm: async () => {
        try {
          await report(kind, id, choice.current.reason, choice.current.text)
        } catch (failure) {
          setStatus(
            isApiError(failure)
              ? (failure.serverMessage ?? t`Segnalazione non inviata.`)
              : t`Segnalazione non inviata.`,
          )
          throw failure
        }
      },
    })
    if (sent) setStatus(t`Grazie: gli amministratori esamineranno la segnalazione.`)
  }
  return (
    <>
      <button type="button" className="text-slate-600 hover:underline" onClick={() => void open()}>
        <Trans>Segnala</Trans>
      </button>
      {status && (
        <span role="status" className="text-xs text-slate-600">
          {status}
        </span>
      )}
      {confirmDialog}
    </>
  )
}
