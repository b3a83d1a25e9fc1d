/** A CV section's entries as everyone reads them: title, second line, period, text, image. */
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { ItemSection } from '../../../../contracts/profiles/sections'
import { formatDate } from '../../../shared/lib/format'
import { useLocale } from '../../../shared/i18n/use-locale'
import { LEVEL_LABELS, summarize } from '../section-labels'

export function Period({
  start,
  end,
  current,
}: {
  start?: string | null
  end?: string | null
  current?: boolean
}) {
  const locale = useLocale()
  if (!start) return null
  return (
    <p className="text-xs text-slate-600">
      {formatDate(start, locale)} – {current || !end ? <Trans>oggi</Trans> : formatDate(end, locale)}
    </p>
  )
}

export function EntryView({ section, entry }: { section: ItemSection; entry: Record<string, unknown> }) {
  const { i18n } = useLingui()
  const summary = summarize(section, entry)
  const subtitle =
    section === 'languages'
      ? i18n._(LEVEL_LABELS[summary.subtitle as keyof typeof LEVEL_LABELS] ?? { id: summary.subtitle })
      : summary.subtitle
  return (
    <div className="flex gap-4">
      {summary.image_url && (
        <img
          src={summary.image_url}
          alt=""
          width={96}
          height={64}
          loading="lazy"
          className="h-16 w-24 shrink-0 rounded-md object-cover"
        />
      )}
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          {summary.url ? (
            <a href={summary.url} rel="noopener noreferrer nofollow" target="_blank" className="underline">
              {summary.title}
            </a>
          ) : (
            summary.title
          )}
        </p>
        {subtitle && <p className="text-sm text-slate-700">{subtitle}</p>}
        <Period start={summary.start} end={summary.end} current={summary.current} />
        {summary.text && <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{summary.text}</p>}
      </div>
    </div>
  )
}

/** A titled card of the profile page; `id` is the anchor the completion checklist links to. */
export function ProfileCard({
  id,
  title,
  actions,
  children,
}: {
  id: string
  title: string
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-5"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  )
}

export function TagList({ tags }: { tags: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
          {tag}
        </li>
      ))}
    </ul>
  )
}
