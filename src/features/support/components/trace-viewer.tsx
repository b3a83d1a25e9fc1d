import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import type { ChartIndex, MachineChart } from '../../../../contracts/dev/charts'
import type { StoredTrace, TraceStep } from '../../../../contracts/support/traces'
import { Button } from '../../../shared/ui/button'
import { Spinner } from '../../../shared/ui/spinner'
import { failureStatus, fetchChart, fetchTrace } from '../actors'
import type { Divergence, ReplayResult } from '../replay'
import type { ChartHighlight } from './state-chart'
import { json, TraceStepPanel, TraceTimeline } from './trace-parts'

type Load = { name: 'loading' } | { name: 'failed'; status: number } | { name: 'ready'; trace: StoredTrace }

type Replay =
  | { name: 'idle' }
  | { name: 'running' }
  | { name: 'done'; results: ReplayResult[] }
  | { name: 'failed'; message: string }

/** The state node ids a state value stands for: `{ open: 'editing' }` → loginPrompt.open, …editing. */
export function stateIds(machine: string, value: unknown): string[] {
  if (typeof value === 'string') return [`${machine}.${value}`]
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    `${machine}.${key}`,
    ...stateIds(`${machine}.${key}`, child),
  ])
}

/** What the chart of one actor shows at step `at`: visited states, taken transitions in order. */
export function highlightAt(steps: readonly TraceStep[], at: number): ChartHighlight {
  const current = steps[at]
  const visited = new Set<string>([current.machine])
  const taken = new Map<string, number[]>()
  steps.forEach((step, index) => {
    if (index > at || step.actor !== current.actor) return
    stateIds(step.machine, step.value).forEach((id) => visited.add(id))
    for (const key of step.transitions ?? []) taken.set(key, [...(taken.get(key) ?? []), index + 1])
  })
  return {
    visited,
    active: new Set([current.machine, ...stateIds(current.machine, current.value)]),
    taken,
    current: new Set(current.transitions ?? []),
  }
}

/**
 * /dev?trace=CODE (give it `key={code}`: another code starts afresh): a flow a user sent, as a timeline across actors; each step's state value and
 * redacted context; the actor's chart with what it visited so far; and a replay on the current
 * machine definitions that stops at the first divergence.
 */
export function TraceViewer({ code, index }: { code: string; index: ChartIndex | undefined }) {
  const { t } = useLingui()
  const [load, setLoad] = useState<Load>({ name: 'loading' })
  const [at, setAt] = useState(0)
  const [charts, setCharts] = useState<Record<string, MachineChart | 'failed'>>({})
  const [replay, setReplay] = useState<Replay>({ name: 'idle' })
  const [selected, setSelected] = useState<string>()
  const timeline = useRef<HTMLOListElement>(null)

  useEffect(() => {
    const controller = new AbortController()
    fetchTrace(code, controller.signal).then(
      (trace) => setLoad({ name: 'ready', trace }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ name: 'failed', status: failureStatus(error) })
      },
    )
    return () => controller.abort()
  }, [code])

  const steps = useMemo(() => (load.name === 'ready' ? load.trace.steps : []), [load])
  const step = steps[at] as TraceStep | undefined
  const machineId = step?.machine

  useEffect(() => {
    if (!machineId || charts[machineId]) return
    const controller = new AbortController()
    fetchChart(machineId, controller.signal).then(
      (chart) => setCharts((all) => ({ ...all, [machineId]: chart })),
      () => !controller.signal.aborted && setCharts((all) => ({ ...all, [machineId]: 'failed' })),
    )
    return () => controller.abort()
  }, [machineId, charts])

  useEffect(() => {
    timeline.current
      ?.querySelector<HTMLElement>(`[data-step="${at}"]`)
      ?.scrollIntoView?.({ block: 'nearest' })
  }, [at])

  const highlight = useMemo(() => (step ? highlightAt(steps, at) : undefined), [steps, at, step])

  if (load.name === 'loading') return <Spinner label={t`Caricamento del flusso`} />
  if (load.name === 'failed') {
    return (
      <p role="alert" className="text-red-800">
        {load.status === 403 || load.status === 401
          ? t`Solo gli amministratori possono aprire i flussi inviati al supporto.`
          : load.status === 404
            ? t`Nessun flusso ha il codice ${code}.`
            : load.status === 422
              ? t`Il codice deve avere la forma AULA-XXXX-XX.`
              : t`Il flusso non si è caricato. Riprova.`}
      </p>
    )
  }

  const { trace } = load
  if (!step) {
    return (
      <p className="text-slate-700">
        <Trans>Il flusso {code} non contiene passi.</Trans>
      </p>
    )
  }

  const go = (next: number) => setAt(Math.max(0, Math.min(steps.length - 1, next)))
  const handleKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowRight: at + 1,
      ArrowUp: at - 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: steps.length - 1,
    }
    if (!(event.key in moves)) return
    event.preventDefault()
    go(moves[event.key])
  }

  const handleReplay = async () => {
    setReplay({ name: 'running' })
    try {
      const { replayTrace } = await import('../replay')
      setReplay({ name: 'done', results: await replayTrace(steps) })
    } catch (error) {
      // the machines' chunk did not load: the replay itself never throws (replay.ts)
      setReplay({ name: 'failed', message: error instanceof Error ? error.message : String(error) })
    }
  }

  const chart = charts[step.machine]
  const changed = Object.entries(trace.machines).filter(
    ([id, hash]) => index && index.machines.some((entry) => entry.id === id && entry.hash !== hash),
  )

  return (
    <div className="space-y-6" onKeyDown={handleKey}>
      <div className="text-sm text-slate-700">
        <p>
          <Trans>
            Flusso <strong className="font-mono text-slate-900">{trace.code}</strong>, inviato il{' '}
            {new Date(trace.created_at).toLocaleString()}, versione {trace.app_version}, {steps.length} passi.
          </Trans>
        </p>
        {changed.length > 0 && (
          <p className="mt-1 text-amber-800">
            {t`Definizioni cambiate da allora: ${changed.map(([id]) => id).join(', ')}`}
          </p>
        )}
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Button outline disabled={at === 0} onClick={() => go(at - 1)}>
          <Trans>Passo precedente</Trans>
        </Button>
        <Button outline disabled={at === steps.length - 1} onClick={() => go(at + 1)}>
          <Trans>Passo successivo</Trans>
        </Button>
        <span className="text-sm text-slate-700" aria-live="polite" data-testid="step-position">
          {t`Passo ${at + 1} di ${steps.length}`}
        </span>
        <Button disabled={replay.name === 'running'} onClick={() => void handleReplay()}>
          {replay.name === 'running' && <Spinner size={16} />}
          <Trans>Riproduci con le macchine attuali</Trans>
        </Button>
      </div>

      {replay.name === 'done' && <ReplayResults results={replay.results} onShow={go} />}
      {replay.name === 'failed' && (
        <p role="alert" className="text-red-800">
          {t`La riproduzione non è partita: ${replay.message}`}
        </p>
      )}

      <div className="grid gap-4 lg:grid-cols-[1fr_2fr]">
        <TraceTimeline steps={steps} at={at} onGo={go} listRef={timeline} />
        <TraceStepPanel
          step={step}
          at={at}
          chart={chart}
          highlight={highlight}
          selected={selected}
          onSelect={setSelected}
        />
      </div>
    </div>
  )
}

function ReplayResults({ results, onShow }: { results: ReplayResult[]; onShow: (step: number) => void }) {
  const { t } = useLingui()
  return (
    <section aria-labelledby="replay-title" className="rounded-md border border-slate-300 bg-white p-4">
      <h3 id="replay-title" className="text-lg font-semibold text-slate-900">
        <Trans>Riproduzione</Trans>
      </h3>
      <ul className="mt-2 space-y-3 text-sm">
        {results.map((result) => (
          <li key={result.actor} data-replay={result.machine} data-status={result.status}>
            <span className="font-mono">{result.machine}</span> ({result.actor}):{' '}
            {result.status === 'same' && (
              <span className="text-green-800">{t`nessuna divergenza in ${result.steps} passi`}</span>
            )}
            {result.status === 'unknown-machine' && (
              <span className="text-amber-800">{t`macchina non più presente`}</span>
            )}
            {result.partial && (
              <span className="block text-slate-600">
                {t`Il flusso inizia a metà: riprodotto dal primo stato registrato.`}
              </span>
            )}
            {result.status === 'diverged' && result.divergence && (
              <div>
                <p className="text-red-800">
                  {t`diverge al passo ${result.divergence.step + 1} (${result.divergence.event.type})`}{' '}
                  <button
                    type="button"
                    className="underline focus-visible:outline-2 focus-visible:outline-brand-700"
                    onClick={() => onShow(result.divergence!.step)}
                  >
                    {t`mostra il passo`}
                  </button>
                </p>
                <p className="text-slate-700" data-reason={result.divergence.reason}>
                  <DivergenceReasonText divergence={result.divergence} />
                </p>
                <div className="mt-1 grid grid-cols-2 gap-2">
                  <div>
                    <h4 className="text-xs font-semibold">
                      <Trans>Registrato</Trans>
                    </h4>
                    <pre className="rounded bg-slate-100 p-2 text-xs">{json(result.divergence.recorded)}</pre>
                  </div>
                  <div>
                    <h4 className="text-xs font-semibold">
                      <Trans>Con le macchine attuali</Trans>
                    </h4>
                    <pre className="rounded bg-slate-100 p-2 text-xs">{json(result.divergence.replayed)}</pre>
                  </div>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

function DivergenceReasonText({ divergence }: { divergence: Divergence }) {
  const { t } = useLingui()
  const { event, message = '' } = divergence
  switch (divergence.reason) {
    case 'state':
      return t`Con le macchine attuali lo stesso evento porta in un altro stato.`
    case 'unknown-event':
      return t`La macchina attuale non conosce l'evento ${event.type}: resta dov'era.`
    case 'unknown-state':
      return t`Lo stato registrato non esiste nella macchina attuale (${message}).`
    case 'error':
      return t`La macchina attuale si è fermata con un errore: ${message}`
  }
}
