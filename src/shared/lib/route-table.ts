/**
 * The SPA's route table: every contracts/<area>/routes.ts, collected by the bundler, so a new area
 * adds its routes by adding its folder. Eager on purpose: the table is small data the router needs
 * before the first page renders (it sits in the entry chunk, DESIGN.md §7).
 */
import { routeTableFromModules } from '../../../contracts/core/routes'

export const routeTable = routeTableFromModules(import.meta.glob('/contracts/*/routes.ts', { eager: true }))

export const { routes, matchRoute, routeByName, routeUrl } = routeTable
