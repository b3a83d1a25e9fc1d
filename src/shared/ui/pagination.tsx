import { Trans, useLingui } from '@lingui/react/macro'
import type { PaginationMeta } from '../../../contracts/core/endpoint'
import { AppLink } from '../lib/routing'
import { Icon } from './icon'

/** The page numbers to show: first, last, and a window around the current one; 0 marks a gap. */
export function pageWindow(current: number, last: number, radius = 1): number[] {
  const pages = new Set<number>([1, last])
  for (let p = current - radius; p <= current + radius; p++) if (p >= 1 && p <= last) pages.add(p)
  const sorted = [...pages].filter((p) => p >= 1).sort((a, b) => a - b)
  const out: number[] = []
  for (const page of sorted) {
    const prev = out[out.length - 1]
    if (prev !== undefined && page - prev > 1) out.push(0)
    out.push(page)
  }
  return out
}

const LINK =
  'inline-flex min-w-10 items-center justify-center rounded-md border px-3 py-2 text-sm font-medium no-underline'

/** Real links (one per page), so paging works with the keyboard, a middle click and without JS. */
export function Pagination({ meta, hrefFor }: { meta: PaginationMeta; hrefFor: (page: number) => string }) {
  const { t } = useLingui()
  const { current_page: current, last_page: last } = meta
  if (last <= 1) return null
  return (
    <nav aria-label={t`Paginazione`} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        <li>
          {current > 1 ? (
            <AppLink
              href={hrefFor(current - 1)}
              className={`${LINK} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
              rel="prev"
            >
              <Icon type="chevron-left" size="sm" />
              <span>
                <Trans>Precedente</Trans>
              </span>
            </AppLink>
          ) : null}
        </li>
        {pageWindow(current, last).map((page, i) =>
          page === 0 ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={page}>
              <AppLink
                href={hrefFor(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t`Pagina ${page}`}
                className={
                  page === current
                    ? `${LINK} border-brand-700 bg-brand-700 text-white`
                    : `${LINK} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`
                }
              >
                {page}
              </AppLink>
            </li>
          ),
        )}
        <li>
          {current < last ? (
            <AppLink
              href={hrefFor(current + 1)}
              className={`${LINK} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
              rel="next"
            >
              <span>
                <Trans>Successiva</Trans>
              </span>
              <Icon type="chevron-right" size="sm" />
            </AppLink>
          ) : null}
        </li>
      </ul>
    </nav>
  )
}
