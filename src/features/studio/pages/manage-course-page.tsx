/**
 * /instructor/course/{id} and its manage pages (goals, heading, lessons, materials, presentation,
 * price, recipients): one course of the trainer, a tab per page with its checklist mark, the
 * page's own form, and publishing once nothing is missing. Leaving a page with unsaved changes asks
 * first.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useState, type MouseEvent } from 'react'
import type { StudioCourse } from '../../../../contracts/studio/schemas'
import { useSession } from '../../../session/session-store'
import { isApiError } from '../../../shared/api'
import { RouteLink, useNavigate, useRouteUrl, type PageProps } from '../../../shared/lib/routing'
import { useResource } from '../../../shared/lib/use-resource'
import { formatDuration } from '../../../shared/lib/format'
import { Button } from '../../../shared/ui/button'
import { useConfirm } from '../../../shared/ui/confirm-dialog'
import { FormAlert, SelectField, TextAreaField, TextField } from '../../../shared/ui/form-fields'
import { PageHeader } from '../../../shared/ui/page-header'
import { ResourceView } from '../../../shared/ui/resource-view'
import { fetchCategories, fetchStudioCourse, submitCourse, unpublishCourse } from '../api'
import { Checklist } from '../components/checklist'
import { CouponsEditor } from '../components/coupons-editor'
import { CoverPicker } from '../components/cover-picker'
import { PromoVideo } from '../components/promo-video'
import { CourseStatusLabel, STATUS_CLASSES } from '../components/course-status'
import { LessonsEditor } from '../components/lessons-editor'
import { MaterialsEditor } from '../components/materials-editor'
import { euros, linesOf, parseEuros, SectionForm } from '../components/section-form'

const SECTIONS = ['heading', 'goals', 'lessons', 'materials', 'presentation', 'price', 'recipients'] as const
type Section = (typeof SECTIONS)[number] | 'overview'

function sectionOf(routeName: string): Section {
  const match = /^instructor-course-id-manage-(\w+)$/.exec(routeName)
  return (SECTIONS as readonly string[]).includes(match?.[1] ?? '') ? (match![1] as Section) : 'overview'
}

export function ManageCoursePage({ route, params, title }: PageProps) {
  const { t } = useLingui()
  const id = Number(params.id)
  const course = useResource(fetchStudioCourse, { id })
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader title={title} />
      <ResourceView resource={course} label={t`Il corso`}>
        {(loaded) => <CourseManager key={loaded.id} initial={loaded} section={sectionOf(route.name)} />}
      </ResourceView>
    </div>
  )
}

function CourseManager({ initial, section }: { initial: StudioCourse; section: Section }) {
  const { t, i18n } = useLingui()
  const { user } = useSession()
  const url = useRouteUrl()
  const navigate = useNavigate()
  const { confirm, confirmDialog } = useConfirm()
  const [course, setCourse] = useState(initial)
  const [dirty, setDirty] = useState(false)
  const [publishError, setPublishError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const onDirty = useCallback((value: boolean) => setDirty(value), [])
  const labels: Record<Section, string> = {
    overview: t`Riepilogo`,
    heading: t`Intestazione`,
    goals: t`Obiettivi`,
    lessons: t`Lezioni`,
    materials: t`Materiali`,
    presentation: t`Presentazione`,
    price: t`Prezzo`,
    recipients: t`Destinatari`,
  }

  async function leave(event: MouseEvent<HTMLAnchorElement>, href: string) {
    if (!dirty) return
    event.preventDefault()
    const yes = await confirm({
      title: t`Uscire senza salvare?`,
      text: t`Le modifiche non salvate di questa pagina andranno perse.`,
      yes: t`Esci senza salvare`,
      no: t`Resta`,
    })
    if (yes) {
      setDirty(false)
      navigate(href)
    }
  }

  async function changeStatus() {
    setBusy(true)
    setPublishError(undefined)
    try {
      setCourse(course.status === 'draft' ? await submitCourse(course.id) : await unpublishCourse(course.id))
    } catch (error) {
      setPublishError(
        (isApiError(error) && error.serverMessage) ||
          t`Non è stato possibile cambiare lo stato del corso. Riprova.`,
      )
    } finally {
      setBusy(false)
    }
  }

  const locale = i18n.locale
  const saved = (updated: StudioCourse) => setCourse(updated)

  /** A lesson changed: the server says again what is missing (the tabs' marks, the submit button). */
  async function refreshChecklist() {
    try {
      const fresh = await fetchStudioCourse({ id: course.id }, new AbortController().signal)
      setCourse((current) => ({
        ...current,
        missing: fresh.missing,
        duration_seconds: fresh.duration_seconds,
      }))
    } catch {
      // the marks catch up with the next save or load
    }
  }

  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-xl font-semibold text-slate-900">{course.title}</p>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_CLASSES[course.status]}`}
          data-course-status={course.status}
        >
          <CourseStatusLabel status={course.status} />
        </span>
        <Button
          outline={course.status !== 'draft'}
          disabled={busy || (course.status === 'draft' && course.missing.length > 0)}
          onClick={() => void changeStatus()}
        >
          {
            {
              draft: t`Invia in revisione`,
              in_review: t`Ritira la richiesta`,
              published: t`Ritira dalla pubblicazione`,
            }[course.status]
          }
        </Button>
        {course.status === 'published' && (
          <RouteLink
            name="course-slug"
            params={{ slug: course.slug }}
            className="text-sm text-brand-800 underline"
          >
            <Trans>Vedi nel catalogo</Trans>
          </RouteLink>
        )}
      </div>
      {course.status === 'in_review' && (
        <p className="text-sm text-slate-700" role="status">
          <Trans>
            Un amministratore controlla il corso prima di pubblicarlo: riceverai una notifica. Puoi continuare
            a modificarlo nel frattempo.
          </Trans>
        </p>
      )}
      {course.status === 'draft' && course.review_note && (
        <div
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
          data-review-note
        >
          <p className="font-semibold">
            <Trans>Da rivedere prima della pubblicazione:</Trans>
          </p>
          <p className="mt-1 whitespace-pre-line">{course.review_note}</p>
        </div>
      )}
      {publishError && <FormAlert>{publishError}</FormAlert>}

      <div className="grid gap-6 lg:grid-cols-[14rem_1fr]">
        <nav aria-label={t`Pagine del corso`} className="space-y-4">
          <ul className="space-y-1">
            {(['overview', ...SECTIONS] as const).map((item) => {
              const name =
                item === 'overview' ? 'instructor-course-id' : `instructor-course-id-manage-${item}`
              const href = url(name, { id: course.id })
              const done = item !== 'overview' && item !== 'materials' && !course.missing.includes(item)
              return (
                <li key={item}>
                  <RouteLink
                    name={name}
                    params={{ id: course.id }}
                    aria-current={item === section ? 'page' : undefined}
                    onClick={(event) => void leave(event, href)}
                    className={`flex items-center justify-between rounded-md px-3 py-2 text-sm ${item === section ? 'bg-brand-50 font-semibold text-brand-900' : 'text-slate-800 hover:bg-slate-100'}`}
                  >
                    {labels[item]}
                    {done && (
                      <span aria-label={t`completato`} className="text-green-700">
                        ✓
                      </span>
                    )}
                  </RouteLink>
                </li>
              )
            })}
          </ul>
        </nav>

        <section
          aria-labelledby="section-title"
          className="space-y-4 rounded-xl border border-slate-200 bg-white p-6"
        >
          <h2 id="section-title" className="text-lg font-semibold text-slate-900">
            {labels[section]}
          </h2>

          {section === 'overview' && (
            <div className="space-y-4">
              <p className="text-slate-700">
                {course.missing.length === 0 ? (
                  <Trans>Il corso è completo.</Trans>
                ) : (
                  <Trans>Per pubblicare il corso completa queste pagine:</Trans>
                )}
              </p>
              <Checklist courseId={course.id} missing={course.missing} />
              <p className="text-sm text-slate-600">
                <Plural value={course.lessons.length} one="# lezione" other="# lezioni" /> ·{' '}
                <Trans>durata totale {formatDuration(course.duration_seconds)}</Trans>
              </p>
            </div>
          )}

          {section === 'heading' && <HeadingForm course={course} onSaved={saved} onDirty={onDirty} />}

          {section === 'goals' && (
            <SectionForm
              course={course}
              initial={{ goals: course.goals.join('\n'), requirements: course.requirements.join('\n') }}
              toBody={(v) => ({ goals: linesOf(v.goals), requirements: linesOf(v.requirements) })}
              onSaved={saved}
              onDirty={onDirty}
            >
              {({ values, set, errors }) => (
                <>
                  <TextAreaField
                    name="goals"
                    label={t`Cosa saprà fare chi segue il corso`}
                    hint={t`Un obiettivo per riga (al massimo 20).`}
                    value={values.goals}
                    error={errors.goals}
                    onValue={(value) => set('goals', value)}
                    onLeave={() => {}}
                  />
                  <TextAreaField
                    name="requirements"
                    label={t`Requisiti`}
                    hint={t`Cosa serve sapere o avere prima di iniziare, uno per riga.`}
                    value={values.requirements}
                    error={errors.requirements}
                    onValue={(value) => set('requirements', value)}
                    onLeave={() => {}}
                  />
                </>
              )}
            </SectionForm>
          )}

          {section === 'recipients' && (
            <SectionForm
              course={course}
              initial={{ recipients: course.recipients.join('\n') }}
              toBody={(v) => ({ recipients: linesOf(v.recipients) })}
              onSaved={saved}
              onDirty={onDirty}
            >
              {({ values, set, errors }) => (
                <TextAreaField
                  name="recipients"
                  label={t`A chi è rivolto il corso`}
                  hint={t`Un destinatario per riga, ad esempio «Chi inizia con la fotografia».`}
                  value={values.recipients}
                  error={errors.recipients}
                  onValue={(value) => set('recipients', value)}
                  onLeave={() => {}}
                />
              )}
            </SectionForm>
          )}

          {section === 'presentation' && (
            <>
              <SectionForm
                course={course}
                initial={{ description: course.description }}
                toBody={(v) => ({ description: v.description })}
                onSaved={saved}
                onDirty={onDirty}
              >
                {({ values, set, errors }) => (
                  <>
                    <TextAreaField
                      name="description"
                      label={t`Descrizione del corso`}
                      hint={t`Cosa contiene il corso e perché seguirlo.`}
                      rows={8}
                      maxLength={10000}
                      value={values.description}
                      error={errors.description}
                      onValue={(value) => set('description', value)}
                      onLeave={() => {}}
                    />
                  </>
                )}
              </SectionForm>
              <CoverPicker course={course} onChanged={saved} />
              {user && (
                <PromoVideo
                  course={course}
                  userId={user.id}
                  onChanged={(promo) => setCourse((current) => ({ ...current, promo_video: promo }))}
                />
              )}
            </>
          )}

          {section === 'price' && (
            <>
              <SectionForm
                course={course}
                initial={{
                  free: course.price_cents === 0,
                  price: euros(course.price_cents || null, locale),
                  promo: euros(course.promo_price_cents, locale),
                  promoEnds: course.promo_ends_at ? course.promo_ends_at.slice(0, 10) : '',
                }}
                toBody={(v) => {
                  if (v.free) return { price_cents: 0, promo_price_cents: null, promo_ends_at: null }
                  const price = parseEuros(v.price)
                  const promo = v.promo.trim() ? parseEuros(v.promo) : null
                  const errors: Record<string, string> = {}
                  if (price === null || price === 0)
                    errors.price_cents = t`Scrivi un prezzo in euro, ad esempio 29,90.`
                  if (v.promo.trim() && promo === null)
                    errors.promo_price_cents = t`Scrivi il prezzo in promozione in euro.`
                  if (Object.keys(errors).length) return { errors }
                  return {
                    price_cents: price!,
                    promo_price_cents: promo,
                    promo_ends_at:
                      promo !== null && v.promoEnds
                        ? new Date(`${v.promoEnds}T23:59:59Z`).toISOString()
                        : null,
                  }
                }}
                onSaved={saved}
                onDirty={onDirty}
              >
                {({ values, set, errors }) => (
                  <>
                    <fieldset className="space-y-2">
                      <legend className="text-sm font-medium text-slate-900">
                        <Trans>Il corso è</Trans>
                      </legend>
                      <label className="flex items-center gap-2">
                        <input
                          type="radio"
                          name="free"
                          checked={values.free}
                          onChange={() => set('free', true)}
                        />
                        <Trans>Gratuito</Trans>
                      </label>
                      <label className="flex items-center gap-2">
                        <input
                          type="radio"
                          name="free"
                          checked={!values.free}
                          onChange={() => set('free', false)}
                        />
                        <Trans>A pagamento</Trans>
                      </label>
                    </fieldset>
                    {!values.free && (
                      <>
                        <TextField
                          name="price"
                          label={t`Prezzo (€)`}
                          inputMode="decimal"
                          value={values.price}
                          error={errors.price_cents}
                          onValue={(value) => set('price', value)}
                          onLeave={() => {}}
                        />
                        <TextField
                          name="promo"
                          label={t`Prezzo in promozione (€, facoltativo)`}
                          inputMode="decimal"
                          value={values.promo}
                          error={errors.promo_price_cents}
                          onValue={(value) => set('promo', value)}
                          onLeave={() => {}}
                        />
                        <TextField
                          name="promoEnds"
                          type="date"
                          label={t`La promozione finisce il (facoltativo)`}
                          value={values.promoEnds}
                          error={errors.promo_ends_at}
                          onValue={(value) => set('promoEnds', value)}
                          onLeave={() => {}}
                        />
                      </>
                    )}
                  </>
                )}
              </SectionForm>
              <CouponsEditor courseId={course.id} />
            </>
          )}

          {section === 'lessons' && user && (
            <LessonsEditor
              courseId={course.id}
              lessons={course.lessons}
              userId={user.id}
              onLessons={(lessons) => {
                setCourse((current) => ({ ...current, lessons }))
                void refreshChecklist()
              }}
            />
          )}

          {section === 'materials' && (
            <div className="space-y-4 text-slate-700">
              <p>
                <Trans>
                  Ogni lezione può avere i suoi materiali da scaricare: PDF e documenti Word, Excel o
                  PowerPoint, fino a 20 MB ciascuno.
                </Trans>
              </p>
              <div className="space-y-2 rounded-lg border border-slate-200 p-4">
                <p className="font-medium text-slate-900">
                  <Trans>Materiali di tutto il corso</Trans>
                </p>
                <p className="text-slate-600">
                  <Trans>Li scarica chi segue il corso, da qualsiasi lezione.</Trans>
                </p>
                <MaterialsEditor
                  target={{ kind: 'course', id: course.id }}
                  label={t`Materiali del corso`}
                  pickerLabel={t`Allega un materiale a tutto il corso`}
                  materials={course.materials}
                  onMaterials={(materials) => setCourse((current) => ({ ...current, materials }))}
                />
              </div>
              {course.lessons.length === 0 ? (
                <p>
                  <Trans>Aggiungi una lezione per darle i suoi materiali.</Trans>
                </p>
              ) : (
                <ul className="space-y-4">
                  {course.lessons.map((lesson) => (
                    <li key={lesson.id} className="space-y-2 rounded-lg border border-slate-200 p-4">
                      <p className="font-medium text-slate-900">
                        {lesson.position}. {lesson.title}
                      </p>
                      <MaterialsEditor
                        target={{ kind: 'lesson', id: lesson.id }}
                        label={t`Materiali della lezione ${lesson.title}`}
                        pickerLabel={t`Allega un materiale alla lezione ${lesson.title}`}
                        materials={lesson.materials}
                        onMaterials={(materials) =>
                          setCourse((current) => ({
                            ...current,
                            lessons: current.lessons.map((item) =>
                              item.id === lesson.id ? { ...item, materials } : item,
                            ),
                          }))
                        }
                      />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </section>
      </div>
      {confirmDialog}
    </>
  )
}

function HeadingForm({
  course,
  onSaved,
  onDirty,
}: {
  course: StudioCourse
  onSaved: (course: StudioCourse) => void
  onDirty: (dirty: boolean) => void
}) {
  const { t, i18n } = useLingui()
  const categories = useResource(fetchCategories)
  const locale = i18n.locale === 'en' ? 'en' : 'it'
  return (
    <SectionForm
      course={course}
      initial={{
        title: course.title,
        subtitle: course.subtitle,
        language: course.language as string,
        level: course.level ?? '',
        category_id: String(course.category_id),
        topic: course.topic,
      }}
      toBody={(v) =>
        v.title.trim()
          ? {
              title: v.title,
              subtitle: v.subtitle,
              language: v.language as 'it' | 'en',
              level: (v.level || null) as 'beginner' | 'intermediate' | 'advanced' | null,
              category_id: Number(v.category_id),
              topic: v.topic,
            }
          : { errors: { title: t`Scrivi il titolo del corso.` } }
      }
      onSaved={onSaved}
      onDirty={onDirty}
    >
      {({ values, set, errors }) => (
        <>
          <TextField
            name="title"
            label={t`Titolo`}
            maxLength={120}
            value={values.title}
            error={errors.title}
            onValue={(value) => set('title', value)}
            onLeave={() => {}}
          />
          <TextField
            name="subtitle"
            label={t`Sottotitolo`}
            maxLength={200}
            value={values.subtitle}
            error={errors.subtitle}
            onValue={(value) => set('subtitle', value)}
            onLeave={() => {}}
          />
          <SelectField
            name="language"
            label={t`Lingua del corso`}
            value={values.language}
            options={[
              { value: 'it', label: t`Italiano` },
              { value: 'en', label: t`Inglese` },
            ]}
            onValue={(value) => set('language', value)}
          />
          <SelectField
            name="level"
            label={t`Livello`}
            value={values.level}
            placeholder={t`Scegli un livello`}
            error={errors.level}
            options={[
              { value: 'beginner', label: t`Principiante` },
              { value: 'intermediate', label: t`Intermedio` },
              { value: 'advanced', label: t`Avanzato` },
            ]}
            onValue={(value) => set('level', value)}
          />
          <SelectField
            name="category_id"
            label={t`Categoria`}
            value={values.category_id}
            error={errors.category_id}
            options={(categories.data ?? []).map((item) => ({
              value: String(item.id),
              label: item.name[locale],
            }))}
            onValue={(value) => set('category_id', value)}
          />
          <TextField
            name="topic"
            label={t`Argomento`}
            maxLength={80}
            value={values.topic}
            error={errors.topic}
            hint={t`Ad esempio «React» o «Parlare in pubblico».`}
            onValue={(value) => set('topic', value)}
            onLeave={() => {}}
          />
        </>
      )}
    </SectionForm>
  )
}
