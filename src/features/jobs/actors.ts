/**
 * What the job listing views read, through the resource actor (machines/resource) with the real
 * calls of api.ts, so a view reads the actor's state instead of calling the server (DESIGN.md §2).
 */
import { useResource } from '../../shared/lib/use-resource'
import { fetchJobListings, fetchMyApplications, fetchOwnListings } from './api'

/** The public listings' page for these filters. */
export const useJobListings = (params: Parameters<typeof fetchJobListings>[0]) =>
  useResource(fetchJobListings, params)

/** The signed-in user's applications. */
export const useMyApplications = () => useResource(fetchMyApplications)

/** The listings the signed-in user publishes. */
export const useOwnListings = () => useResource(fetchOwnListings)
