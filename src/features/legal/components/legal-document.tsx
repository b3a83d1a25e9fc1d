/**
 * The layout of a legal text (/terms, /privacy): heading, the date of the version in force, a
 * table of contents and numbered sections. The texts are data (Lingui `msg`, Italian source) so
 * both languages stay paragraph for paragraph the same document.
 */
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { formatDate } from '../../../shared/lib/format'
import { useCurrentRoute } from '../../../shared/lib/routing'

export interface LegalSection {
  id: string
  heading: MessageDescriptor
  paragraphs?: readonly MessageDescriptor[]
  /** A bulleted list after the paragraphs. */
  items?: readonly MessageDescriptor[]
}

export function LegalDocument({
  title,
  updated,
  intro,
  sections,
  footer,
}: {
  title: string
  /** ISO date of the version in force. */
  updated: string
  intro: MessageDescriptor
  sections: readonly LegalSection[]
  footer?: ReactNode
}) {
  const { t, i18n } = useLingui()
  const { locale } = useCurrentRoute()
  const date = formatDate(updated, locale)
  return (
    <article className="mx-auto max-w-3xl break-words">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">
        <Trans>Ultimo aggiornamento: {date}</Trans>
      </p>
      <p className="mt-6 text-slate-800">{i18n._(intro)}</p>
      <nav aria-label={t`Indice`} className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5">
        <h2 className="text-sm font-semibold text-slate-900">
          <Trans>Indice</Trans>
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-800">
                {i18n._(section.heading)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10">
          <h2 id={`${section.id}-heading`} className="text-xl font-semibold text-slate-900">
            {index + 1}. {i18n._(section.heading)}
          </h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph.id} className="mt-3 text-slate-800">
              {i18n._(paragraph)}
            </p>
          ))}
          {section.items && (
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800">
              {section.items.map((item) => (
                <li key={item.id}>{i18n._(item)}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {footer}
    </article>
  )
}
