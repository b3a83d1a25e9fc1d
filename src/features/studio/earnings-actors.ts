/**
 * What the studio's earnings section loads (issue 36), so its views only read the resources' state
 * (DESIGN.md §2): the earnings of the trainer's courses and the last 12 months' statements, each a
 * resource actor (machines/resource) backed by its API call.
 */
import { listStatementMonths } from '../../../contracts/statements/endpoints'
import { call } from '../../shared/api'
import { useResource } from '../../shared/lib/use-resource'
import { fetchEarnings } from './api'

const fetchStatementMonths = (_params: Record<string, never>, signal: AbortSignal) =>
  call(listStatementMonths, {}, { signal })

/** GET /api/instructor/earnings: totals, per course, the latest orders. */
export const useEarnings = () => useResource(fetchEarnings)

/** GET /api/instructor/statements: the last 12 months' net and payout, with their PDF and CSV. */
export const useStatementMonths = () => useResource(fetchStatementMonths)

/** A statement file's link names its language: a link cannot set Accept-Language. */
export const statementFileUrl = (path: string, locale: string) => `${path}?lang=${locale}`
