import { Trans, useLingui } from '@lingui/react/macro'
import type { ChartEdge, MachineChart } from '../../../../contracts/dev/charts'

function ancestors(chart: MachineChart, id: string): string[] {
  const byId = new Map(chart.nodes.map((node) => [node.id, node]))
  const chain: string[] = []
  for (let at = byId.get(id); at; at = at.parent ? byId.get(at.parent) : undefined) chain.push(at.id)
  return chain
}

/** What a state does: its entry and exit actions, what it invokes, and where each event leads. */
export function StateDetails({ chart, id }: { chart: MachineChart; id: string }) {
  const { t } = useLingui()
  const node = chart.nodes.find((candidate) => candidate.id === id)
  if (!node) return null
  const chain = ancestors(chart, id)
  // the state's own transitions first, then those it inherits from its ancestors
  const edges: { edge: ChartEdge; from: string }[] = chain.flatMap((source) =>
    chart.edges.filter((edge) => edge.source === source).map((edge) => ({ edge, from: source })),
  )
  const keyOf = (stateId: string) => chart.nodes.find((candidate) => candidate.id === stateId)?.key ?? stateId
  const list = (items: string[]) =>
    items.length ? items.join(', ') : <span className="text-slate-600">{t`nessuna`}</span>

  return (
    <section
      aria-labelledby="state-details-title"
      className="rounded-md border border-slate-300 bg-white p-4"
    >
      <h3 id="state-details-title" className="text-lg font-semibold text-slate-900">
        {node.key} <span className="text-sm font-normal text-slate-600">({node.type})</span>
      </h3>
      <p className="font-mono text-xs text-slate-600">{node.id}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-slate-700">
          <Trans>Azioni in entrata</Trans>
        </dt>
        <dd>{list(node.entry)}</dd>
        <dt className="font-medium text-slate-700">
          <Trans>Azioni in uscita</Trans>
        </dt>
        <dd>{list(node.exit)}</dd>
        <dt className="font-medium text-slate-700">
          <Trans>Attori invocati</Trans>
        </dt>
        <dd>{list(node.invoke.map((invoke) => invoke.src))}</dd>
      </dl>
      <h4 className="mt-4 text-sm font-semibold text-slate-900">
        <Trans>Dove porta ogni evento</Trans>
      </h4>
      {edges.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">
          <Trans>Nessun evento: da qui non si esce.</Trans>
        </p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="py-1 pr-2">
                <Trans>Evento</Trans>
              </th>
              <th scope="col" className="py-1 pr-2">
                <Trans>Condizione</Trans>
              </th>
              <th scope="col" className="py-1 pr-2">
                <Trans>Destinazione</Trans>
              </th>
              <th scope="col" className="py-1">
                <Trans>Azioni</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {edges.map(({ edge, from }) => (
              <tr key={edge.key} className="border-b border-slate-100 align-top" data-edge={edge.key}>
                <td className="py-1 pr-2 font-mono text-xs">
                  {edge.label}
                  {from !== id && <span className="block text-slate-600">{t`da ${keyOf(from)}`}</span>}
                </td>
                <td className="py-1 pr-2 font-mono text-xs">{edge.guard ?? '—'}</td>
                <td className="py-1 pr-2 font-mono text-xs">
                  {edge.targets.length ? edge.targets.map(keyOf).join(', ') : t`resta qui`}
                </td>
                <td className="py-1 font-mono text-xs">{edge.actions.join(', ') || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
