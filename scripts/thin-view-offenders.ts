/*
 * Prints the views that break the thin-view rule today (eslint.config.js, issue 34) in the form
 * eslint.thin-views.js keeps them: `node --import tsx scripts/thin-view-offenders.ts`. To shrink
 * that list or check it; never to add a file back.
 */
import { thinViewOffenders } from './thin-views-lint'

const offenders = await thinViewOffenders()
console.log(offenders.map((file) => `  '${file}',`).join('\n'))
console.error(`${offenders.length} files`)
