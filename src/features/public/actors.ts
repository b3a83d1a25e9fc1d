/**
 * What the home page reads (DESIGN.md §2): its data through the resource machine, given the real
 * call of api.ts here, so the view reads the machine's view mapper. The directories' list actors are
 * in directory-actors.ts, /hr's and the recruiters' in hr-actors.ts: each page loads only its own.
 */
import { useResource } from '../../shared/lib/use-resource'
import { fetchHome } from './api'

export type { Page } from './api'

/** The home page's stats, latest courses, featured trainers and categories. */
export const useHome = () => useResource(fetchHome)
