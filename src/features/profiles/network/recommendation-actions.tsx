/**
 * What one does with recommendations: the form a partner writes one with (it waits for the
 * recipient's acceptance) and the ones waiting for the owner's acceptance on /me.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { NETWORK_LIMITS, type Recommendation } from '../../../../contracts/network/schemas'
import { callError } from '../../../../machines/request'
import { Button } from '../../../shared/ui/button'
import { useConfirm } from '../../../shared/ui/confirm-dialog'
import { FormAlert, TextAreaField } from '../../../shared/ui/form-fields'
import { Spinner } from '../../../shared/ui/spinner'
import { networkLists, useRecommendationAnswer, useRecommendationSave } from './actors'
import { PagedList } from './people'
import { RecommendationCard } from './recommendations'

/** A partner writes (or rewrites) a recommendation for `name`; it shows once they accept it. */
export function RecommendationForm({
  userId,
  name,
  sent,
  onSaved,
}: {
  userId: number
  name: string
  /** What the caller already wrote for this person, if anything. */
  sent: Recommendation | null
  onSaved: (recommendation: Recommendation) => void
}) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [text, setText] = useState(sent?.text ?? '')
  const [error, setError] = useState<string | undefined>()
  const [failed, setFailed] = useState(false)
  const save = useRecommendationSave()
  const busy = save.view.busy
  const min = NETWORK_LIMITS.recommendationMin
  const max = NETWORK_LIMITS.recommendationMax

  const check = (value: string) =>
    value.trim().length < min
      ? t`Scrivi almeno ${min} caratteri: racconta come avete lavorato insieme.`
      : undefined

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault()
    const problem = check(text)
    setError(problem)
    setFailed(false)
    if (problem) return
    try {
      onSaved(await save.send({ userId, text: text.trim() }))
      setOpen(false)
    } catch (cause) {
      const refusal = callError(cause)
      const message = refusal.fields?.text ?? refusal.message
      if (refusal.status === 422 && message) setError(message)
      else setFailed(true)
    }
  }

  if (!open)
    return (
      <div className="flex flex-col gap-1">
        {sent && (
          <p className="text-sm text-slate-700" role="status">
            {sent.accepted_at ? (
              <Trans>{name} ha accettato la tua raccomandazione.</Trans>
            ) : (
              <Trans>La tua raccomandazione attende che {name} la accetti.</Trans>
            )}
          </p>
        )}
        <Button outline onClick={() => setOpen(true)}>
          {sent ? <Trans>Modifica la raccomandazione</Trans> : <Trans>Scrivi una raccomandazione</Trans>}
        </Button>
      </div>
    )

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="space-y-3" noValidate>
      <TextAreaField
        name="recommendation"
        label={<Trans>La tua raccomandazione per {name}</Trans>}
        value={text}
        maxLength={max}
        rows={5}
        error={error}
        hint={
          <Trans>
            Da {min} a {max} caratteri. {name} la vedrà e deciderà se mostrarla sul profilo.
          </Trans>
        }
        onValue={(value) => {
          setText(value)
          if (error) setError(check(value))
        }}
        onLeave={() => text !== '' && setError(check(text))}
      />
      {failed && (
        <FormAlert>
          <Trans>Non è stato possibile salvare la raccomandazione. Riprova.</Trans>
        </FormAlert>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {busy && <Spinner size={16} />}
          <Trans>Invia la raccomandazione</Trans>
        </Button>
        <Button outline disabled={busy} onClick={() => setOpen(false)}>
          <Trans>Annulla</Trans>
        </Button>
      </div>
    </form>
  )
}

/** Recommendations waiting for the owner's acceptance (/me): accept shows it, decline removes it. */
export function PendingRecommendations({ onChange }: { onChange?: () => void }) {
  const { t } = useLingui()
  const { confirm, confirmDialog } = useConfirm()
  const answer = useRecommendationAnswer()
  const [answering, setAnswering] = useState<number | null>(null)
  const busy = answer.view.busy ? answering : null
  const failed = answer.view.phase === 'failed'

  async function run(id: number, accept: boolean, reload: () => void) {
    setAnswering(id)
    try {
      await answer.send({ id, accept })
      reload()
      onChange?.()
    } catch {
      // the machine keeps the failure: the alert above the list says it
    }
  }

  return (
    <>
      {failed && (
        <FormAlert>
          <Trans>Non è stato possibile aggiornare la raccomandazione. Riprova.</Trans>
        </FormAlert>
      )}
      <PagedList
        load={networkLists.receivedRecommendations}
        params={{ state: 'pending' as const }}
        label={t`Raccomandazioni da accettare`}
        empty={<Trans>Nessuna raccomandazione da accettare.</Trans>}
        itemKey={(r) => r.id}
        renderItem={(recommendation, reload) => (
          <RecommendationCard recommendation={recommendation}>
            <div className="flex flex-wrap gap-2">
              <Button disabled={busy !== null} onClick={() => void run(recommendation.id, true, reload)}>
                {busy === recommendation.id && <Spinner size={16} />}
                <Trans>Accetta e mostra sul profilo</Trans>
              </Button>
              <Button
                outline
                disabled={busy !== null}
                onClick={() =>
                  void confirm({
                    title: t`Rifiutare la raccomandazione?`,
                    text: t`La raccomandazione di ${recommendation.author.full_name} verrà eliminata.`,
                    yes: t`Rifiuta`,
                  }).then(async (yes) => {
                    if (yes) await run(recommendation.id, false, reload)
                  })
                }
              >
                <Trans>Rifiuta</Trans>
              </Button>
            </div>
          </RecommendationCard>
        )}
      />
      {confirmDialog}
    </>
  )
}
