import { Trans, useLingui } from '@lingui/react/macro'
import { COURSE_SEARCH_MAX_LENGTH } from '../../../../contracts/core/constants'
import { Button, buttonClasses } from '../../../shared/ui/button'
import { Icon } from '../../../shared/ui/icon'
import { LoadingSection } from '../../../shared/ui/loading-section'
import { lazySection } from '../../../shared/lib/lazy-section'
import { RouteLink, useNavigate, useRouteUrl, withQuery, type PageProps } from '../../../shared/lib/routing'
import { HomeSkeleton } from '../components/home-skeleton'

// The latest courses, trainers and categories come with their own chunk (resource machine, API client).
const HomeData = lazySection(() => import('./home-data').then((m) => m.HomeData))

function HeroSearch() {
  const { t } = useLingui()
  const url = useRouteUrl()
  const navigate = useNavigate()
  return (
    <form
      role="search"
      action={url('courses')}
      className="mt-8 flex max-w-xl gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        const q = String(new FormData(event.currentTarget).get('q') ?? '').trim()
        navigate(withQuery(url('courses'), { q }))
      }}
    >
      <label htmlFor="home-search" className="sr-only">
        <Trans>Cerca un corso</Trans>
      </label>
      <input
        id="home-search"
        name="q"
        type="search"
        placeholder={t`Cosa vuoi imparare oggi?`}
        maxLength={COURSE_SEARCH_MAX_LENGTH}
        className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-4 py-2 text-slate-900 placeholder:text-slate-500"
      />
      <Button type="submit">
        <Icon type="search" size="sm" />
        <Trans>Cerca</Trans>
      </Button>
    </form>
  )
}

export function HomePage({ title }: PageProps) {
  const { t } = useLingui()

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            <Trans>
              Corsi online tenuti da professionisti, una rete di formatori e studenti e le offerte di lavoro
              delle aziende che cercano talenti.
            </Trans>
          </p>
          <HeroSearch />
          <div className="mt-6 flex flex-wrap gap-3">
            <RouteLink name="courses" className={buttonClasses({ rounded: true })}>
              <Trans>Esplora i corsi</Trans>
            </RouteLink>
            <RouteLink name="register-formatore" className={buttonClasses({ rounded: true, outline: true })}>
              <Trans>Insegna su Aula</Trans>
            </RouteLink>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <HomeData fallback={<LoadingSection label={t`Novità su Aula`} skeleton={<HomeSkeleton />} />} />
      </div>
    </>
  )
}
