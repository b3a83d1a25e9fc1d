/**
 * A profile as others see it (/{id}, /s/{id}) and as its owner edits it (/me, `owner` given):
 * the header, then one card per section in page order; a section with nothing in it is left out
 * for others and offered for filling in to the owner. What the role adds — a trainer's courses and
 * reviews, a student's certificates, an HR user's company and listings — closes the page.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { MyProfile, PublicProfile } from '../../../../contracts/profiles/profile'
import { ITEM_SECTIONS, type ItemSection } from '../../../../contracts/profiles/sections'
import { formatDate, formatPrice, formatRating } from '../../../shared/lib/format'
import { useLocale } from '../../../shared/i18n/use-locale'
import { RouteLink } from '../../../shared/lib/routing'
import { Avatar } from '../../../shared/ui/avatar'
import { Icon } from '../../../shared/ui/icon'
import { Rating } from '../../../shared/ui/rating'
import { SECTION_TITLES } from '../section-labels'
import { EntryView, ProfileCard, TagList } from './entry-list'
import { lazySection } from '../../../shared/lib/lazy-section'
import { PresentationVideoPlayer } from './presentation-video-player'

// The owner's editors (/me) in chunks of their own: a visitor's profile never downloads them.
const SectionEditor = lazySection(() => import('./section-editor').then((m) => m.SectionEditor))
const AboutEditor = lazySection(() => import('./owner-editors').then((m) => m.AboutEditor))
const FilesEditor = lazySection(() => import('./owner-editors').then((m) => m.FilesEditor))
const TagsEditor = lazySection(() => import('./owner-editors').then((m) => m.TagsEditor))
const PresentationVideoEditor = lazySection(() =>
  import('./presentation-video').then((m) => m.PresentationVideoEditor),
)

export interface OwnerControls {
  profile: MyProfile
  onChanged: () => void
}

const ROLE_LABEL = {
  trainer: <Trans>Formatore</Trans>,
  student: <Trans>Studente</Trans>,
  hr: <Trans>HR</Trans>,
  admin: <Trans>Team di Aula</Trans>,
} as const

function ProfileHeader({ profile, children }: { profile: PublicProfile; children?: ReactNode }) {
  const links = Object.entries(profile.social_media).filter(([, url]) => url)
  return (
    <header className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <div
        className="h-32 bg-gradient-to-r from-brand-100 to-brand-300 bg-cover bg-center sm:h-44"
        style={profile.cover_url ? { backgroundImage: `url(${profile.cover_url})` } : undefined}
      />
      <div className="px-5 pb-5">
        <div className="-mt-12 flex items-end gap-4">
          <span className="rounded-full border-4 border-white bg-white">
            <Avatar name={profile.full_name} url={profile.avatar_url} size={96} />
          </span>
        </div>
        <h1 className="mt-3 text-2xl font-bold text-slate-900">{profile.full_name}</h1>
        <p className="text-sm font-medium text-brand-800">{ROLE_LABEL[profile.role]}</p>
        {profile.payoff && <p className="mt-1 text-slate-800">{profile.payoff}</p>}
        {(profile.city || profile.region) && (
          <p className="mt-1 text-sm text-slate-600">
            {[profile.city, profile.region].filter(Boolean).join(', ')}
          </p>
        )}
        {profile.role === 'trainer' && (
          <div className="mt-2">
            <Rating average={profile.average_reviews} count={profile.review_number} />
          </div>
        )}
        {links.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-3 text-sm">
            {links.map(([name, url]) => (
              <li key={name}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer nofollow me"
                  className="inline-flex items-center gap-1 underline"
                >
                  <Icon type="globe" size="xs" />
                  {name === 'website' ? <Trans>Sito web</Trans> : name}
                </a>
              </li>
            ))}
          </ul>
        )}
        {children}
      </div>
    </header>
  )
}

function TrainerCourses({ profile }: { profile: PublicProfile }) {
  const { t } = useLingui()
  const locale = useLocale()
  if (profile.courses.length === 0) return null
  return (
    <ProfileCard id="section-courses" title={t`Corsi`}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {profile.courses.map((course) => (
          <li key={course.id} className="rounded-lg border border-slate-200 p-3">
            <RouteLink
              name="course-slug"
              params={{ slug: course.slug }}
              className="font-semibold text-slate-900 underline"
            >
              {course.title}
            </RouteLink>
            {course.subtitle && <p className="text-sm text-slate-700">{course.subtitle}</p>}
            <div className="mt-1 flex flex-wrap items-center gap-3 text-sm text-slate-700">
              <Rating average={course.average_reviews} count={course.review_number} />
              <span>{formatPrice(course.price_cents, locale) ?? <Trans>Gratis</Trans>}</span>
              <span>
                <Plural value={course.enrolments_count} one="# iscritto" other="# iscritti" />
              </span>
            </div>
          </li>
        ))}
      </ul>
    </ProfileCard>
  )
}

function TrainerReviews({ profile }: { profile: PublicProfile }) {
  const { t } = useLingui()
  const locale = useLocale()
  if (profile.reviews.length === 0) return null
  return (
    <ProfileCard id="section-reviews" title={t`Recensioni`}>
      <p className="mb-3 text-sm text-slate-800">
        <Trans>
          Media {formatRating(profile.average_reviews, locale)} su 5 ·{' '}
          <Plural value={profile.review_number} one="# recensione" other="# recensioni" />
        </Trans>
      </p>
      <ul className="space-y-4">
        {profile.reviews.map((review) => (
          <li key={review.id}>
            <p className="text-sm font-medium text-slate-900">
              {'★'.repeat(review.rating)}
              <span className="sr-only">
                <Plural value={review.rating} one="# stella su 5" other="# stelle su 5" />
              </span>
              <span className="ml-2">{review.author.full_name}</span>
              <span className="ml-2 font-normal text-slate-600">· {review.course.title}</span>
            </p>
            <p className="text-sm text-slate-700">{review.text}</p>
            <p className="text-xs text-slate-600">{formatDate(review.created_at, locale)}</p>
          </li>
        ))}
      </ul>
    </ProfileCard>
  )
}

function Certificates({ profile }: { profile: PublicProfile }) {
  const { t } = useLingui()
  const locale = useLocale()
  if (profile.certificates.length === 0) return null
  return (
    <ProfileCard id="section-certificates" title={t`Certificati dei corsi`}>
      <ul className="space-y-2">
        {profile.certificates.map((certificate) => (
          <li key={certificate.code} className="text-sm">
            <RouteLink
              name="certificate-code"
              params={{ code: certificate.code }}
              className="font-semibold underline"
            >
              {certificate.course_title}
            </RouteLink>
            <span className="text-slate-700">
              {' '}
              · {certificate.trainer_name} · {formatDate(certificate.issued_at, locale)}
            </span>
          </li>
        ))}
      </ul>
    </ProfileCard>
  )
}

function Company({ profile }: { profile: PublicProfile }) {
  const { t } = useLingui()
  const locale = useLocale()
  const company = profile.company
  if (!company) return null
  return (
    <ProfileCard id="section-company" title={t`Azienda`}>
      <p className="font-semibold text-slate-900">{company.ragione_sociale}</p>
      {company.payoff && <p className="text-sm text-slate-700">{company.payoff}</p>}
      {company.city && <p className="text-sm text-slate-600">{company.city}</p>}
      <h3 className="mt-4 text-sm font-semibold text-slate-900">
        <Trans>Offerte di lavoro aperte</Trans>
      </h3>
      {company.job_listings.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>Nessuna offerta aperta in questo momento.</Trans>
        </p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {company.job_listings.map((listing) => (
            <li key={listing.id}>
              <RouteLink name="joblistings-id" params={{ id: listing.id }} className="underline">
                {listing.title}
              </RouteLink>
              <span className="text-slate-600">
                {' '}
                · {listing.remote ? t`da remoto` : listing.city}
                {listing.published_at && ` · ${formatDate(listing.published_at, locale)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </ProfileCard>
  )
}

function Documents({ profile }: { profile: PublicProfile }) {
  const { t } = useLingui()
  const files = [...profile.media.cv, ...profile.media.certs, ...profile.media.master]
  if (files.length === 0) return null
  return (
    <ProfileCard id="section-media" title={t`Documenti`}>
      <ul className="space-y-1 text-sm">
        {files.map((file) => (
          <li key={file.id}>
            <a href={file.url} target="_blank" rel="noopener" className="underline">
              {file.name}
            </a>
          </li>
        ))}
      </ul>
    </ProfileCard>
  )
}

export function ProfileView({ profile, owner }: { profile: PublicProfile; owner?: OwnerControls }) {
  const { t, i18n } = useLingui()
  const title = (section: keyof typeof SECTION_TITLES) => i18n._(SECTION_TITLES[section])
  const entriesOf = (section: ItemSection) =>
    profile[section] as unknown as (Record<string, unknown> & { id: number })[]

  const itemCard = (section: ItemSection) => {
    const entries = entriesOf(section)
    if (!owner && entries.length === 0) return null
    return (
      <ProfileCard key={section} id={`section-${section}`} title={title(section)}>
        {owner ? (
          <SectionEditor
            section={section}
            entries={entries}
            title={title(section)}
            onChanged={owner.onChanged}
          />
        ) : (
          <ul className="space-y-4">
            {entries.map((entry) => (
              <li key={entry.id}>
                <EntryView section={section} entry={entry} />
              </li>
            ))}
          </ul>
        )}
      </ProfileCard>
    )
  }
  const tagCard = (section: 'competences' | 'skills' | 'interests') => {
    const tags = profile[section]
    if (!owner && tags.length === 0) return null
    return (
      <ProfileCard key={section} id={`section-${section}`} title={title(section)}>
        {owner && section !== 'interests' ? (
          <TagsEditor name={section} label={title(section)} tags={tags} onChanged={owner.onChanged} />
        ) : tags.length > 0 ? (
          <TagList tags={tags} />
        ) : (
          <p className="text-sm text-slate-600">
            <Trans>Scegli i tuoi interessi dal catalogo nell’onboarding.</Trans>
          </p>
        )}
      </ProfileCard>
    )
  }

  const about = [profile.bio, profile.mission].some(Boolean) || owner
  return (
    <div className="space-y-5">
      <ProfileHeader profile={profile}>
        {owner && (
          <div className="mt-4">
            <AboutEditor profile={owner.profile} onChanged={owner.onChanged} />
          </div>
        )}
      </ProfileHeader>
      {about && (
        <ProfileCard id="section-about" title={t`Chi sono`}>
          {profile.bio && <p className="whitespace-pre-line text-slate-800">{profile.bio}</p>}
          {profile.mission && (
            <p className="mt-3 text-slate-800">
              <span className="font-semibold">
                <Trans>Missione:</Trans>
              </span>{' '}
              {profile.mission}
            </p>
          )}
          {owner && !profile.bio && !profile.mission && (
            <p className="text-sm text-slate-600">
              <Trans>Racconta chi sei con «Modifica presentazione e link».</Trans>
            </p>
          )}
        </ProfileCard>
      )}
      {(profile.presentation || profile.presentation_video || owner) && (
        <ProfileCard id="section-presentation" title={title('presentation')}>
          {!owner && <PresentationVideoPlayer profile={profile} />}
          {profile.presentation ? (
            <p
              className={`whitespace-pre-line text-slate-800${profile.presentation_video && !owner ? ' mt-4' : ''}`}
            >
              {profile.presentation}
            </p>
          ) : (
            (owner || !profile.presentation_video) && (
              <p className="text-sm text-slate-600">
                <Trans>Nessun testo di presentazione ancora.</Trans>
              </p>
            )
          )}
          {owner && <PresentationVideoEditor profile={owner.profile} onChanged={owner.onChanged} />}
        </ProfileCard>
      )}
      {itemCard('experiences')}
      {itemCard('studies')}
      {tagCard('competences')}
      {tagCard('skills')}
      {itemCard('languages')}
      {tagCard('interests')}
      {ITEM_SECTIONS.filter((section) => !['experiences', 'studies', 'languages'].includes(section)).map(
        itemCard,
      )}
      {owner ? (
        <ProfileCard id="section-media" title={t`Foto e documenti`}>
          <FilesEditor profile={owner.profile} onChanged={owner.onChanged} />
        </ProfileCard>
      ) : (
        <Documents profile={profile} />
      )}
      <Certificates profile={profile} />
      <TrainerCourses profile={profile} />
      <TrainerReviews profile={profile} />
      <Company profile={profile} />
    </div>
  )
}
