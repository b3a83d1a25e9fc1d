import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import type { ChartIndex } from '../../../../contracts/dev/charts'
import { Button } from '../../../shared/ui/button'
import { Spinner } from '../../../shared/ui/spinner'
import { lazySection } from '../../../shared/lib/lazy-section'
import { useQueryParams, type PageProps } from '../../../shared/lib/routing'
import { SectionBoundary } from '../components/section-boundary'
import { TraceCodeForm } from '../components/trace-code-form'

const DevDialogs = lazySection(() => import('./dev-dialogs').then((m) => m.DevDialogs))
const MachineExplorer = lazySection(() =>
  import('../components/machine-explorer').then((m) => m.MachineExplorer),
)
const TraceViewer = lazySection(() => import('../components/trace-viewer').then((m) => m.TraceViewer))
// Development only: the build replaces import.meta.env.DEV with false and drops the import.
const InspectorToggle = import.meta.env.DEV
  ? lazySection(() => import('../components/inspector-toggle').then((m) => m.InspectorToggle))
  : undefined

type Access = 'checking' | 'open' | 'closed'

/** Refused in production to all but admins (GET /api/support/dev-access): the error page shows. */
class DevClosedError extends Error {
  constructor() {
    super('/dev is for admins only in production')
    this.name = 'DevClosedError'
  }
}

function Closed(): never {
  throw new DevClosedError()
}

function Boom(): never {
  throw new Error('Errore simulato dalla pagina /dev')
}

/**
 * Developer and support tools: the statechart of every machine, a flow a user sent
 * (?trace=CODE), Stately's inspector in development; and the fixtures the end-to-end tests drive:
 * a render error for the error page, a normal and a persistent dialog, and an awaited confirm.
 */
export function DevPage({ title }: PageProps) {
  const { t } = useLingui()
  const trace = useQueryParams().get('trace')?.trim()
  const [access, setAccess] = useState<Access>('checking')
  const [index, setIndex] = useState<ChartIndex | 'failed'>()

  useEffect(() => {
    const controller = new AbortController()
    // the API client comes after the page is up: the shell shows its spinner without it
    const actors = import('../actors')
    actors
      .then(({ fetchDevAccess }) => fetchDevAccess(controller.signal))
      .then(
        ({ open }) => setAccess(open ? 'open' : 'closed'),
        () => !controller.signal.aborted && setAccess('closed'),
      )
    actors
      .then(({ fetchChartIndex }) => fetchChartIndex(controller.signal))
      .then(setIndex, () => !controller.signal.aborted && setIndex('failed'))
    return () => controller.abort()
  }, [])

  const [crash, setCrash] = useState(false)
  const [dialogOpen, setDialogOpen] = useState(false)
  const [persistentOpen, setPersistentOpen] = useState(false)
  const [confirmRequest, setConfirmRequest] = useState(0)
  const [answer, setAnswer] = useState<string>('')

  const showAnswer = useCallback((ok: boolean) => setAnswer(ok ? t`Risposta: sì` : t`Risposta: no`), [t])

  if (access === 'closed') return <Closed />
  if (access === 'checking') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <Spinner />
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">
        <Trans>
          Le macchine a stati di Aula, i flussi inviati dagli utenti e gli strumenti per provare
          l'interfaccia.
        </Trans>
      </p>

      <section aria-labelledby="dev-open-trace" className="mt-10">
        <h2 id="dev-open-trace" className="text-xl font-semibold text-slate-900">
          <Trans>Apri un flusso inviato</Trans>
        </h2>
        <div className="mt-4">
          <TraceCodeForm key={trace} current={trace?.toUpperCase()} />
        </div>
      </section>

      {trace && (
        <section aria-labelledby="dev-trace" className="mt-10">
          <h2 id="dev-trace" className="text-xl font-semibold text-slate-900">
            {t`Flusso ${trace.toUpperCase()}`}
          </h2>
          <div className="mt-4">
            <SectionBoundary
              resetKey={trace}
              fallback={(message) => (
                <p role="alert" className="text-red-800">
                  {t`Il flusso non si può mostrare: ${message}`}
                </p>
              )}
            >
              <TraceViewer key={trace} code={trace} index={index === 'failed' ? undefined : index} />
            </SectionBoundary>
          </div>
        </section>
      )}

      <section aria-labelledby="dev-machines" className="mt-10">
        <h2 id="dev-machines" className="text-xl font-semibold text-slate-900">
          <Trans>Macchine a stati</Trans>
        </h2>
        <div className="mt-4">
          {index === undefined && <Spinner label={t`Caricamento delle macchine`} />}
          {index === 'failed' && (
            <p role="alert" className="text-red-800">
              <Trans>I diagrammi non sono disponibili: l'app non è stata compilata con vite build.</Trans>
            </p>
          )}
          {index && index !== 'failed' && <MachineExplorer index={index} />}
        </div>
        {InspectorToggle && <InspectorToggle />}
      </section>

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
