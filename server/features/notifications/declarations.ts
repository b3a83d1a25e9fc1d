/**
 * The notifications the areas declare (contracts/<area>/notifications.ts, issue 33), found by
 * listing contracts/ and imported once, as the route table is (server/core/route-table.ts); the SPA
 * collects the same files with import.meta.glob. Both go through notificationsFromModules.
 */
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { notificationsFromModules, type NotificationRegistry } from '../../../contracts/core/notifications.ts'

export const CONTRACTS_DIR = fileURLToPath(new URL('../../../contracts/', import.meta.url))
const FILE = 'notifications.ts'

/** The areas of a contracts folder that declare notifications, in name order. */
export function declaringAreas(contractsDir = CONTRACTS_DIR): string[] {
  // existsSync follows links, so an area may also be a symbolic link to a folder (tests link them)
  return readdirSync(contractsDir)
    .filter((name) => name !== 'core' && existsSync(path.join(contractsDir, name, FILE)))
    .sort()
}

/** Loads the declarations of a contracts folder (tests point it at a copy). */
export async function loadNotificationRegistry(contractsDir = CONTRACTS_DIR): Promise<NotificationRegistry> {
  const modules: Record<string, unknown> = {}
  for (const area of declaringAreas(contractsDir))
    modules[`contracts/${area}/${FILE}`] = await import(
      pathToFileURL(path.join(contractsDir, area, FILE)).href
    )
  return notificationsFromModules(modules)
}

let loaded: Promise<NotificationRegistry> | undefined

/** The declarations of this process's contracts/, loaded on first use and kept. */
export function notificationRegistry(): Promise<NotificationRegistry> {
  loaded ??= loadNotificationRegistry()
  // a folder that failed to load is tried again next time (and fails again, loudly)
  loaded.catch(() => (loaded = undefined))
  return loaded
}
