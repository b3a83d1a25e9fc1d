/**
 * operationIds: each descriptor is documented under the name contracts/<area>/endpoints.ts
 * exports it as (`login`, `listCourses`), found by listing the contracts folder like the server
 * finds its areas. A name two areas both export gets its area in front; a descriptor no contract
 * exports (a test's throw-away route) gets a name derived from its method and path.
 */
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { Endpoint } from '../../../contracts/core/endpoint.ts'
import { areaFolders } from '../areas.ts'
import { derivedOperationId, type NamedEndpoint } from './document.ts'

export const CONTRACTS_DIR = fileURLToPath(new URL('../../../contracts/', import.meta.url))

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'endpoint'

/** Every exported descriptor of contracts/<area>/endpoints.ts, with its area and export name. */
export async function contractEndpoints(
  contractsDir = CONTRACTS_DIR,
): Promise<{ area: string; name: string; endpoint: Endpoint }[]> {
  const found: { area: string; name: string; endpoint: Endpoint }[] = []
  for (const area of areaFolders(contractsDir, 'endpoints.ts')) {
    const module = (await import(
      pathToFileURL(path.join(contractsDir, area, 'endpoints.ts')).href
    )) as Record<string, unknown>
    for (const [name, value] of Object.entries(module))
      if (isEndpoint(value)) found.push({ area, name, endpoint: value })
  }
  return found
}

export async function nameEndpoints(endpoints: readonly Endpoint[]): Promise<NamedEndpoint[]> {
  const exported = await contractEndpoints()
  const areasByName = new Map<string, number>()
  for (const { name } of exported) areasByName.set(name, (areasByName.get(name) ?? 0) + 1)
  const names = new Map<Endpoint, string>(
    exported.map(({ area, name, endpoint }) => [
      endpoint,
      (areasByName.get(name) ?? 0) > 1 ? `${area}_${name}` : name,
    ]),
  )
  return endpoints.map((endpoint) => ({
    operationId: names.get(endpoint) ?? derivedOperationId(endpoint),
    endpoint,
  }))
}
