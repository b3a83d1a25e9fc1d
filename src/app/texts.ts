/** Texts the router shows and the server repeats in each page's <head> (./page-texts.ts). */
import { msg } from '@lingui/core/macro'

export const notFoundTitle = msg`Pagina non trovata`
/** The site's description: every page without one of its own (course, profile) carries it. */
export const siteDescription = msg`Aula: corsi online, formatori e opportunità di lavoro`
/** The dashboard layout titles every page 'My home page' (SPEC.md §2), as DashboardLayout does. */
export const dashboardTitle = msg`La mia home page`
