/** "Segnala": tells the admins what is wrong with a post or a comment (a reason and a description). */
import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import {
  CONTENT_REPORT_REASONS,
  SOCIAL_LIMITS,
  type ContentReportReason,
} from '../../../../../contracts/social/schemas'
import { useConfirm } from '../../../../shared/ui/confirm-dialog'
import { useReport } from '../../actors'

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
  const [sent, setSent] = useState(false)
  // machines/request with the report's call (../../actors.ts)
  const report = useReport()
  const refused = report.view.error
  const status = refused
    ? (refused.message ?? t`Segnalazione non inviata.`)
    : sent
      ? t`Grazie: gli amministratori esamineranno la segnalazione.`
      : ''
  const open = async () => {
    choice.current = { reason: 'spam', text: '' }
    const done = await confirm({
      title: kind === 'post' ? t`Segnalare il post?` : t`Segnalare il commento?`,
      text: <ReportFields onChange={(next) => (choice.current = next)} />,
      yes: t`Invia la segnalazione`,
      // a refusal keeps the dialog open and says why beside the button
      onConfirm: () => report.send({ kind, id, ...choice.current }),
    })
    setSent(done)
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
