/** How complete the owner's profile is (SPEC.md §4): a bar and the checklist of what is missing. */
import { Trans, useLingui } from '@lingui/react/macro'
import type { Completion } from '../../../../contracts/profiles/schemas'
import { RouteLink } from '../../../shared/lib/routing'
import { MISSING_ANCHOR, MISSING_LABELS } from '../section-forms'

export function CompletionCard({ completion }: { completion: Completion }) {
  const { t, i18n } = useLingui()
  const percent = completion.completion
  return (
    <section aria-labelledby="completion-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="completion-title" className="text-lg font-semibold text-slate-900">
        <Trans>Completamento del profilo</Trans>
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <div
          role="progressbar"
          aria-label={t`Completamento del profilo`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-3 grow overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
        <span className="text-sm font-semibold text-slate-900" data-testid="completion-percent">
          {percent}%
        </span>
      </div>
      {completion.missing.length > 0 ? (
        <>
          <p className="mt-4 text-sm font-medium text-slate-900">
            <Trans>Per completarlo puoi ancora aggiungere:</Trans>
          </p>
          <ul className="mt-2 grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
            {completion.missing.map((key) => {
              const label = MISSING_LABELS[key] ? i18n._(MISSING_LABELS[key]) : key
              const anchor = MISSING_ANCHOR[key]
              return (
                <li key={key} className="flex items-center gap-2">
                  <span aria-hidden="true" className="size-2 rounded-full bg-slate-400" />
                  {anchor ? (
                    <a href={`#${anchor}`} className="underline">
                      {label}
                    </a>
                  ) : (
                    label
                  )}
                </li>
              )
            })}
          </ul>
          <p className="mt-3 text-xs text-slate-600">
            <Trans>
              Indirizzi, data di nascita e genere si cambiano nelle{' '}
              <RouteLink name="me-s" className="underline">
                impostazioni del profilo
              </RouteLink>
              .
            </Trans>
          </p>
        </>
      ) : (
        <p className="mt-3 text-sm text-slate-700">
          <Trans>Il tuo profilo è completo.</Trans>
        </p>
      )}
    </section>
  )
}
