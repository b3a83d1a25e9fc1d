import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useState } from 'react'
import { Button } from '../../../shared/ui/button'
import { lazySection } from '../../../shared/lib/lazy-section'
import type { PageProps } from '../../../shared/lib/routing'

const DevDialogs = lazySection(() => import('./dev-dialogs').then((m) => m.DevDialogs))

function Boom(): never {
  throw new Error('Errore simulato dalla pagina /dev')
}

/**
 * Developer tools, and the fixtures the end-to-end tests drive: a render error for the error
 * page, a normal and a persistent dialog, and an awaited confirm.
 */
export function DevPage({ title }: PageProps) {
  const { t } = useLingui()
  const [crash, setCrash] = useState(false)
  const [dialogOpen, setDialogOpen] = useState(false)
  const [persistentOpen, setPersistentOpen] = useState(false)
  const [confirmRequest, setConfirmRequest] = useState(0)
  const [answer, setAnswer] = useState<string>('')

  const showAnswer = useCallback((ok: boolean) => setAnswer(ok ? t`Risposta: sì` : t`Risposta: no`), [t])

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">
        <Trans>Strumenti per provare l'interfaccia: errori, dialoghi e conferme.</Trans>
      </p>

      <section aria-labelledby="dev-errors" className="mt-10">
        <h2 id="dev-errors" className="text-xl font-semibold text-slate-900">
          <Trans>Errori</Trans>
        </h2>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button onClick={() => setCrash(true)}>
            <Trans>Simula un errore</Trans>
          </Button>
        </div>
        {crash && <Boom />}
      </section>

      <section aria-labelledby="dev-dialogs" className="mt-10">
        <h2 id="dev-dialogs" className="text-xl font-semibold text-slate-900">
          <Trans>Dialoghi</Trans>
        </h2>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button onClick={() => setDialogOpen(true)}>
            <Trans>Apri dialogo</Trans>
          </Button>
          <Button outline onClick={() => setPersistentOpen(true)}>
            <Trans>Apri dialogo persistente</Trans>
          </Button>
          <Button outline onClick={() => setConfirmRequest((n) => n + 1)}>
            <Trans>Apri conferma</Trans>
          </Button>
        </div>
        <p role="status" className="mt-4 text-sm text-slate-700">
          {answer}
        </p>
      </section>

      <DevDialogs
        dialogOpen={dialogOpen}
        onDialogClose={() => setDialogOpen(false)}
        persistentOpen={persistentOpen}
        onPersistentAnswer={(ok) => {
          setPersistentOpen(false)
          showAnswer(ok)
        }}
        confirmRequest={confirmRequest}
        onConfirmAnswer={showAnswer}
      />
    </div>
  )
}
