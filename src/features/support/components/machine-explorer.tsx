import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useMemo, useState } from 'react'
import type { ChartIndex, MachineChart } from '../../../../contracts/dev/charts'
import { Spinner } from '../../../shared/ui/spinner'
import { fetchChart } from '../actors'
import { StateChart, edgeText } from './state-chart'
import { StateDetails } from './state-details'

type Load = { name: 'loading' } | { name: 'failed'; machine: string } | { name: 'ready'; chart: MachineChart }

interface Match {
  kind: 'state' | 'event'
  label: string
  state: string
}

/** Every machine of machines/ drawn from its build-time chart, with a search over states and events. */
export function MachineExplorer({
  index,
  loadChart = fetchChart,
}: {
  index: ChartIndex
  /** Where a machine's chart comes from: the build's charts/*.json unless told otherwise. */
  loadChart?: (id: string, signal: AbortSignal) => Promise<MachineChart>
}) {
  const { t } = useLingui()
  const selectId = useId()
  const searchId = useId()
  const [machine, setMachine] = useState(index.machines[0]?.id)
  const [loaded, setLoaded] = useState<Load>({ name: 'loading' })
  const [selected, setSelected] = useState<string>()
  const [query, setQuery] = useState('')
  const [focusRequest, setFocusRequest] = useState<{ id: string }>()

  useEffect(() => {
    if (!machine) return
    const controller = new AbortController()
    loadChart(machine, controller.signal).then(
      (chart) => setLoaded({ name: 'ready', chart }),
      () => !controller.signal.aborted && setLoaded({ name: 'failed', machine }),
    )
    return () => controller.abort()
  }, [machine, loadChart])
  // what was loaded for another machine is still loading for this one
  const load = useMemo(
    (): Load =>
      (loaded.name === 'ready' && loaded.chart.id === machine) ||
      (loaded.name === 'failed' && loaded.machine === machine)
        ? loaded
        : { name: 'loading' },
    [loaded, machine],
  )

  const matches = useMemo((): Match[] => {
    const needle = query.trim().toLowerCase()
    if (load.name !== 'ready' || !needle) return []
    const { chart } = load
    const states = chart.nodes
      .filter((node) => node.id.toLowerCase().includes(needle))
      .map((node): Match => ({ kind: 'state', label: node.id, state: node.id }))
    const events = chart.edges
      .filter(
        (edge) => edgeText(edge).toLowerCase().includes(needle) || edge.event.toLowerCase().includes(needle),
      )
      .map((edge): Match => ({
        kind: 'event',
        label: `${edgeText(edge)} (${edge.source})`,
        state: edge.source,
      }))
    return [...states, ...events].slice(0, 12)
  }, [load, query])

  const jumpTo = (state: string) => {
    setSelected(state)
    setFocusRequest({ id: state })
  }

  if (!machine) {
    return (
      <p className="text-slate-700">
        <Trans>Nessuna macchina trovata.</Trans>
      </p>
    )
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
            <Trans>Macchina</Trans>
          </label>
          <select
            id={selectId}
            value={machine}
            onChange={(event) => {
              setMachine(event.target.value)
              setSelected(undefined)
            }}
            className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2 focus:outline-2 focus:outline-brand-700"
          >
            {index.machines.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.id} ({entry.flow})
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-64 flex-1">
          <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
            <Trans>Cerca uno stato o un evento</Trans>
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && matches[0]) jumpTo(matches[0].state)
            }}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 focus:outline-2 focus:outline-brand-700"
          />
        </div>
      </div>
      {query.trim() && <SearchMatches matches={matches} onJump={jumpTo} />}
      {load.name === 'loading' && <Spinner label={t`Caricamento del diagramma`} />}
      {load.name === 'failed' && (
        <p role="alert" className="text-red-800">
          <Trans>Il diagramma non si è caricato. Ricarica la pagina.</Trans>
        </p>
      )}
      {load.name === 'ready' && (
        <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
          <StateChart
            chart={load.chart}
            selected={selected}
            onSelect={setSelected}
            focusRequest={focusRequest}
          />
          {selected ? (
            <StateDetails chart={load.chart} id={selected} />
          ) : (
            <p className="text-sm text-slate-700">
              <Trans>Scegli uno stato (clic o Invio) per vedere cosa fa e dove porta ogni evento.</Trans>
            </p>
          )}
        </div>
      )}
    </div>
  )
}

/** The states and events the search found, each a button that brings its state into view. */
function SearchMatches({ matches, onJump }: { matches: Match[]; onJump: (state: string) => void }) {
  const { t } = useLingui()
  return (
    <ul aria-label={t`Risultati della ricerca`} className="flex flex-wrap gap-2 text-sm">
      {matches.length === 0 && (
        <li className="text-slate-600">
          <Trans>Nessun risultato.</Trans>
        </li>
      )}
      {matches.map((match) => (
        <li key={`${match.kind}:${match.label}`}>
          <button
            type="button"
            onClick={() => onJump(match.state)}
            className="rounded border border-slate-300 px-2 py-1 font-mono text-xs focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {match.kind === 'state' ? t`stato` : t`evento`}: {match.label}
          </button>
        </li>
      ))}
    </ul>
  )
}
