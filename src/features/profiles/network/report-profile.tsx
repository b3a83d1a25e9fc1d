/**
 * "Segnala il profilo": a reason and a description, stored for the admins (issue 16); the call is
 * machines/request, started through actors.ts.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { PROFILE_REPORT_REASONS, type ProfileReportReason } from '../../../../contracts/network/schemas'
import { Button } from '../../../shared/ui/button'
import { Dialog } from '../../../shared/ui/dialog'
import { FormAlert, SelectField, TextAreaField } from '../../../shared/ui/form-fields'
import { Spinner } from '../../../shared/ui/spinner'
import { useProfileReport } from './actors'

export function ReportProfile({ userId, name }: { userId: number; name: string }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [text, setText] = useState('')
  const [error, setError] = useState<string | undefined>()
  const report = useProfileReport()
  const state = report.view.phase === 'done' ? 'sent' : report.view.phase
  const labels: Record<ProfileReportReason, string> = {
    spam: t`Spam o pubblicità`,
    fake: t`Profilo falso`,
    inappropriate: t`Contenuti inappropriati`,
    harassment: t`Molestie`,
    other: t`Altro`,
  }

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault()
    if (!reason) {
      setError(t`Scegli il motivo della segnalazione.`)
      return
    }
    // the machine keeps the answer: sent, or the failure the form shows
    await report
      .send(userId, { reason: reason as ProfileReportReason, text: text.trim() })
      .catch(() => undefined)
  }

  return (
    <>
      <button
        type="button"
        className="self-start text-sm text-slate-700 underline hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        onClick={() => {
          report.reset()
          setOpen(true)
        }}
      >
        <Trans>Segnala il profilo</Trans>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t`Segnala il profilo di ${name}`} size="md">
        {state === 'sent' ? (
          <FormAlert tone="success">
            <Trans>Grazie: la segnalazione è arrivata agli amministratori.</Trans>
          </FormAlert>
        ) : (
          <form onSubmit={(event) => void handleSubmit(event)} className="space-y-4" noValidate>
            <SelectField
              name="reason"
              label={<Trans>Motivo</Trans>}
              value={reason}
              error={error}
              placeholder={t`Scegli un motivo`}
              options={PROFILE_REPORT_REASONS.map((value) => ({ value, label: labels[value] }))}
              onValue={(value) => {
                setReason(value)
                setError(undefined)
              }}
            />
            <TextAreaField
              name="text"
              label={<Trans>Descrizione (facoltativa)</Trans>}
              value={text}
              maxLength={2000}
              rows={4}
              onValue={setText}
              onLeave={() => undefined}
            />
            {state === 'failed' && (
              <FormAlert>
                <Trans>Non è stato possibile inviare la segnalazione. Riprova.</Trans>
              </FormAlert>
            )}
            <Button type="submit" disabled={state === 'sending'}>
              {state === 'sending' && <Spinner size={16} />}
              <Trans>Invia la segnalazione</Trans>
            </Button>
          </form>
        )}
      </Dialog>
    </>
  )
}
