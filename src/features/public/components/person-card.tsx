import { Plural } from '@lingui/react/macro'
import type { StudentSummary, TrainerSummary } from '../../../../contracts/public/schemas'
import { Avatar } from '../../../shared/ui/avatar'
import { Rating } from '../../../shared/ui/rating'
import { RouteLink } from '../../../shared/lib/routing'

type Person = TrainerSummary | StudentSummary

function isTrainer(person: Person): person is TrainerSummary {
  return 'courses_count' in person
}

/** A trainer or student in a directory; the name links to the public profile (/{id}). */
export function PersonCard({ person, headingLevel = 3 }: { person: Person; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const tags = isTrainer(person) ? person.competences : person.interests
  return (
    // wrap-anywhere: a name or payoff typed as one long word wraps instead of widening the page.
    <article className="relative flex gap-4 rounded-xl border border-slate-200 bg-white p-4 wrap-anywhere shadow-sm transition-shadow hover:shadow-md">
      <Avatar name={person.full_name} url={person.avatar_url} size={56} />
      <div className="min-w-0 flex-1">
        <Heading className="text-base font-semibold">
          <RouteLink
            name="id"
            params={{ id: person.slug }}
            className="text-slate-900 no-underline after:absolute after:inset-0 hover:text-brand-800"
          >
            {person.full_name}
          </RouteLink>
        </Heading>
        {person.payoff && <p className="mt-0.5 text-sm text-slate-700">{person.payoff}</p>}
        {person.city && <p className="mt-0.5 text-sm text-slate-600">{person.city}</p>}
        {isTrainer(person) && (
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <Rating average={person.average_reviews} count={person.review_number} />
            <span className="text-sm text-slate-700">
              <Plural value={person.courses_count} one="# corso" other="# corsi" />
            </span>
          </div>
        )}
        {tags.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-1.5">
            {tags.slice(0, 4).map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
              >
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  )
}
