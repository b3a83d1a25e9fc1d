/**
 * A course's reviews (issue 14): the spread of its ratings as bars, the reviews newest first with
 * more on demand, and for a learner of the course their own review to write, edit or delete. The
 * course's figures move with every change. Everything comes from machines/course-review's view and
 * goes to it as events (the page starts the actor: ../actors.ts useCourseReviews).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useId, type FormEvent } from 'react'
import {
  REVIEW_MAX_LENGTH,
  type CourseReview,
  type RatingSummary,
} from '../../../../contracts/courses/reviews'
import { useLocale } from '../../../shared/i18n/use-locale'
import { formatDate, formatRating } from '../../../shared/lib/format'
import { Avatar } from '../../../shared/ui/avatar'
import { Button } from '../../../shared/ui/button'
import { TextAreaField } from '../../../shared/ui/form-fields'
import { Icon } from '../../../shared/ui/icon'
import type { ReviewsActor } from '../actors'

function Stars({ rating, size = 'sm' }: { rating: number; size?: 'sm' | 'md' }) {
  return (
    <span aria-hidden="true" className="inline-flex">
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon
          key={n}
          type="star"
          size={size}
          className={n <= Math.round(rating) ? 'fill-amber-400 text-amber-500' : 'text-slate-300'}
        />
      ))}
    </span>
  )
}

/** The average, and one bar per number of stars: the share of reviews that gave it. */
function Summary({ summary }: { summary: RatingSummary }) {
  const { t } = useLingui()
  const locale = useLocale()
  const average = formatRating(summary.average, locale)
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
      <div className="text-center sm:w-40">
        <p className="text-5xl font-bold text-slate-900">{average}</p>
        <Stars rating={summary.average} size="md" />
        <p className="mt-1 text-sm text-slate-700">
          <span className="sr-only">{t`Valutazione media ${average} su 5,`} </span>
          <Plural value={summary.count} one="# recensione" other="# recensioni" />
        </p>
      </div>
      <ul className="flex-1 space-y-1" aria-label={t`Distribuzione dei voti`}>
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = summary.distribution[stars - 1] ?? 0
          const share = summary.count ? Math.round((count / summary.count) * 100) : 0
          return (
            <li key={stars} className="flex items-center gap-3 text-sm text-slate-700">
              <span className="w-16 shrink-0">
                <Plural value={stars} one="# stella" other="# stelle" />
              </span>
              <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200">
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${share}%` }} />
              </span>
              <span className="w-24 shrink-0 text-right">
                {share}% <span className="text-slate-500">({count})</span>
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

function ReviewItem({ review }: { review: CourseReview }) {
  const locale = useLocale()
  return (
    <li className="py-4">
      <div className="flex items-center gap-3">
        <Avatar name={review.author.full_name} url={review.author.avatar_url} size={32} />
        <div>
          <p className="font-semibold text-slate-900">{review.author.full_name}</p>
          <p className="flex items-center gap-2 text-xs text-slate-600">
            <Stars rating={review.rating} />
            <span className="sr-only">
              <Plural value={review.rating} one="# stella su 5" other="# stelle su 5" />
            </span>
            <time dateTime={review.updated_at}>{formatDate(review.updated_at, locale)}</time>
          </p>
        </div>
      </div>
      <p className="mt-2 whitespace-pre-line text-slate-800">{review.text}</p>
    </li>
  )
}

/** Five radio buttons drawn as stars: arrows move between them, as in any radio group. */
function StarInput({
  value,
  onChange,
  error,
}: {
  value: number
  onChange: (n: number) => void
  error?: string
}) {
  const name = useId()
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-900">
        <Trans>Il tuo voto</Trans>
      </legend>
      <div className="mt-1 flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            <Icon
              type="star"
              size="lg"
              className={n <= value ? 'fill-amber-400 text-amber-500' : 'text-slate-400'}
            />
            <span className="sr-only">
              <Plural value={n} one="# stella su 5" other="# stelle su 5" />
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  )
}

function MyReview({ reviews }: { reviews: ReviewsActor }) {
  const { t } = useLingui()
  const { own } = reviews.view
  const { send } = reviews

  if (own.phase === 'hidden') return null
  if (own.phase === 'closed')
    return (
      <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
        <Trans>Solo chi è iscritto al corso può recensirlo.</Trans>
      </p>
    )

  const status =
    own.status === 'saved' ? t`Recensione salvata.` : own.status === 'deleted' ? t`Recensione eliminata.` : ''
  const failure = own.failure === '' ? t`Non è stato possibile salvare la recensione.` : own.failure
  const review = own.review
  const form = (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        send({ type: 'review.submit' })
      }}
      noValidate
      className="space-y-3 rounded-lg border border-slate-200 p-4"
    >
      <StarInput
        value={own.rating}
        onChange={(rating) => send({ type: 'review.rating', rating })}
        error={own.ratingMissing ? t`Scegli da 1 a 5 stelle.` : own.errors.rating}
      />
      <TextAreaField
        name="review"
        label={t`La tua recensione`}
        value={own.text}
        rows={4}
        maxLength={REVIEW_MAX_LENGTH}
        error={own.errors.text}
        onValue={(text) => send({ type: 'review.text', text })}
        onLeave={() => {}}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={own.busy}>
          {review ? <Trans>Salva le modifiche</Trans> : <Trans>Pubblica la recensione</Trans>}
        </Button>
        {own.canCancel && (
          <Button outline onClick={() => send({ type: 'review.cancel' })}>
            <Trans>Annulla</Trans>
          </Button>
        )}
      </div>
    </form>
  )

  return (
    <div className="space-y-2">
      <p role="status" className="sr-only">
        {status}
      </p>
      {failure && (
        <p role="alert" className="text-sm text-red-800">
          {failure}
        </p>
      )}
      {review && own.phase === 'review' ? (
        <div className="rounded-lg border border-brand-200 bg-brand-50 p-4">
          <p className="text-sm font-semibold text-slate-900">
            <Trans>La tua recensione</Trans>
          </p>
          <ul>
            <ReviewItem review={review} />
          </ul>
          <div className="flex gap-3 text-sm">
            <button
              type="button"
              className="font-medium text-brand-800 underline focus-visible:outline-2 focus-visible:outline-brand-700"
              onClick={() => send({ type: 'review.edit' })}
            >
              <Trans>Modifica la recensione</Trans>
            </button>
            <button
              type="button"
              disabled={own.busy}
              className="font-medium text-red-800 underline focus-visible:outline-2 focus-visible:outline-brand-700"
              onClick={() => send({ type: 'review.remove' })}
            >
              <Trans>Elimina la recensione</Trans>
            </button>
          </div>
        </div>
      ) : review ? (
        form
      ) : (
        <>
          <h3 className="font-semibold text-slate-900">
            <Trans>Hai seguito questo corso? Raccontalo agli altri.</Trans>
          </h3>
          {form}
        </>
      )}
    </div>
  )
}

/**
 * The reviews section of a course page, from the page's course-review actor (useCourseReviews):
 * the page's header reads the same actor's figures, so they move with this section's.
 */
export function CourseReviews({ reviews }: { reviews: ReviewsActor }) {
  const { t } = useLingui()
  const { list } = reviews.view
  const { send } = reviews
  const summary = list.phase === 'shown' ? list.summary : null

  return (
    <section aria-labelledby="course-reviews" className="mt-10 space-y-6">
      <h2 id="course-reviews" className="text-xl font-bold text-slate-900">
        <Trans>Recensioni</Trans>
      </h2>
      {summary && summary.count > 0 && <Summary summary={summary} />}
      <MyReview reviews={reviews} />
      {list.phase === 'failure' && (
        <div role="alert" className="flex items-center gap-3 text-sm text-red-800">
          <Trans>Non è stato possibile caricare le recensioni.</Trans>
          <Button outline onClick={() => send({ type: 'reviews.retry' })}>
            <Trans>Riprova</Trans>
          </Button>
        </div>
      )}
      {list.phase === 'loading' && (
        <p className="text-sm text-slate-600">{t`Caricamento delle recensioni…`}</p>
      )}
      {list.phase === 'empty' && (
        <p className="text-slate-700">
          <Trans>Questo corso non ha ancora recensioni.</Trans>
        </p>
      )}
      {list.items.length > 0 && (
        <ul className="divide-y divide-slate-200" aria-label={t`Recensioni degli studenti`}>
          {list.items.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}
      {list.moreFailed && (
        <p role="alert" className="text-sm text-red-800">
          <Trans>Non è stato possibile caricare altre recensioni. Riprova.</Trans>
        </p>
      )}
      {list.canLoadMore && (
        <Button outline disabled={list.loadingMore} onClick={() => send({ type: 'reviews.more' })}>
          <Trans>Mostra altre recensioni</Trans>
        </Button>
      )}
    </section>
  )
}
