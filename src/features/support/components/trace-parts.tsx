import { Trans, useLingui } from '@lingui/react/macro'
import type { RefObject } from 'react'
import type { MachineChart } from '../../../../contracts/dev/charts'
import type { TraceStep } from '../../../../contracts/support/traces'
import { Spinner } from '../../../shared/ui/spinner'
import { StateChart, type ChartHighlight } from './state-chart'
import { StateDetails } from './state-details'

export const json = (value: unknown) => JSON.stringify(value, null, 2) ?? '—'

function describeValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** The trace's steps, one button each, the one on screen marked as the current step. */
export function TraceTimeline({
  steps,
  at,
  onGo: go,
  listRef: timeline,
}: {
  steps: readonly TraceStep[]
  at: number
  onGo: (step: number) => void
  listRef: RefObject<HTMLOListElement | null>
}) {
  const { t } = useLingui()
  const start = steps[0].at
  return (
    <section aria-labelledby="timeline-title">
      <h3 id="timeline-title" className="text-lg font-semibold text-slate-900">
        <Trans>Cronologia</Trans>
      </h3>
      <p className="text-xs text-slate-600">
        <Trans>Frecce su e giù (o sinistra e destra) per scorrere i passi.</Trans>
      </p>
      <ol
        ref={timeline}
        tabIndex={0}
        aria-label={t`Passi del flusso`}
        className="mt-2 max-h-[32rem] overflow-auto rounded-md border border-slate-300 bg-white text-sm focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {steps.map((entry, number) => (
          <li key={number} data-step={number}>
            <button
              type="button"
              tabIndex={-1}
              aria-current={number === at ? 'step' : undefined}
              onClick={() => go(number)}
              className={`block w-full border-b border-slate-100 px-3 py-1.5 text-left ${
                number === at ? 'bg-brand-50 font-semibold' : 'hover:bg-slate-50'
              }`}
            >
              <span className="text-slate-600">
                #{number + 1} +{((entry.at - start) / 1000).toFixed(1)}s
              </span>{' '}
              <span className="font-mono text-xs text-slate-700">{entry.machine}</span>{' '}
              <span className="font-mono text-xs" data-testid="step-event">
                {entry.event.type}
              </span>{' '}
              → <span className="font-mono text-xs">{describeValue(entry.value)}</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** The step on screen: its event, state value and redacted context, and its actor's chart. */
export function TraceStepPanel({
  step,
  at,
  chart,
  highlight,
  selected,
  onSelect: setSelected,
}: {
  step: TraceStep
  at: number
  chart: MachineChart | 'failed' | undefined
  highlight: ChartHighlight | undefined
  selected: string | undefined
  onSelect: (id: string) => void
}) {
  const { t } = useLingui()
  return (
    <section aria-labelledby="step-title" className="space-y-3">
      <h3 id="step-title" className="text-lg font-semibold text-slate-900">
        {t`Passo ${at + 1}: ${step.event.type}`}
      </h3>
      <p className="text-sm text-slate-700">
        {t`Attore ${step.actor} (${step.machine}), ${new Date(step.at).toLocaleTimeString()}`}
      </p>
      <div className="grid gap-3 md:grid-cols-3">
        <div>
          <h4 className="text-sm font-semibold">
            <Trans>Evento</Trans>
          </h4>
          <pre className="overflow-auto rounded bg-slate-100 p-2 text-xs">{json(step.event)}</pre>
        </div>
        <div>
          <h4 className="text-sm font-semibold">
            <Trans>Stato</Trans>
          </h4>
          <pre className="overflow-auto rounded bg-slate-100 p-2 text-xs" data-testid="step-value">
            {json(step.value)}
          </pre>
        </div>
        <div>
          <h4 className="text-sm font-semibold">
            <Trans>Contesto (oscurato)</Trans>
          </h4>
          <pre className="max-h-60 overflow-auto rounded bg-slate-100 p-2 text-xs" data-testid="step-context">
            {json(step.context)}
          </pre>
        </div>
      </div>
      {chart === undefined && <Spinner label={t`Caricamento del diagramma`} />}
      {chart === 'failed' && (
        <p role="alert" className="text-red-800">
          {t`Nessun diagramma per la macchina ${step.machine} in questa versione.`}
        </p>
      )}
      {chart && chart !== 'failed' && (
        <div className="grid gap-4 xl:grid-cols-[2fr_1fr]">
          <StateChart
            key={chart.id}
            chart={chart}
            highlight={highlight}
            selected={selected}
            onSelect={setSelected}
          />
          {selected && chart.nodes.some((node) => node.id === selected) && (
            <StateDetails chart={chart} id={selected} />
          )}
        </div>
      )}
    </section>
  )
}
