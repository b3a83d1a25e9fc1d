/**
 * /instructor/course/create, the trainer's studio home: a title and a category make a draft course,
 * then the manage pages take over. Below, the trainer's own courses with what each still lacks, and
 * what they have earned. The lists load through the resource machine and the draft is made by a
 * request actor (studio/actors.ts): the view reads their view mappers.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { RouteLink, useNavigate, useRouteUrl, type PageProps } from '../../../shared/lib/routing'
import { Button } from '../../../shared/ui/button'
import { FormAlert, SelectField, TextField } from '../../../shared/ui/form-fields'
import { PageHeader } from '../../../shared/ui/page-header'
import { ResourceView } from '../../../shared/ui/resource-view'
import { useCategories, useCreateCourse, useMyCourses } from '../actors'
import { ChecklistSummary } from '../components/checklist'
import { CourseStatusLabel } from '../components/course-status'
import { EarningsSection } from '../components/earnings'

export function CreateCoursePage({ title }: PageProps) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const url = useRouteUrl()
  const categories = useCategories()
  const mine = useMyCourses()
  const creation = useCreateCourse()
  const [name, setName] = useState('')
  const [category, setCategory] = useState('')
  // the form's own checks, before anything is sent
  const [missing, setMissing] = useState<Record<string, string | undefined>>({})
  const locale = i18n.locale === 'en' ? 'en' : 'it'
  const refusal = creation.view.error
  const refusedFields = refusal?.status === 422 ? (refusal.fields ?? {}) : undefined
  const errors = refusedFields
    ? { title: refusedFields.title, category_id: refusedFields.category_id }
    : missing
  const failure = refusal && !refusedFields ? t`Non è stato possibile creare il corso. Riprova.` : undefined

  function submit(event: FormEvent) {
    event.preventDefault()
    const found: Record<string, string | undefined> = {
      title: name.trim() ? undefined : t`Scrivi il titolo del corso.`,
      category_id: category ? undefined : t`Scegli una categoria.`,
    }
    setMissing(found)
    if (found.title || found.category_id) {
      creation.reset()
      return
    }
    creation.send({ title: name.trim(), categoryId: Number(category) }).then(
      (course) => navigate(url('instructor-course-id-manage-heading', { id: course.id })),
      () => {
        // the request's view holds the refusal
      },
    )
  }

  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-8 sm:px-6">
      <PageHeader title={title} />
      <form
        onSubmit={submit}
        noValidate
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-6"
      >
        {failure && <FormAlert>{failure}</FormAlert>}
        <TextField
          name="title"
          label={t`Titolo del corso`}
          value={name}
          maxLength={120}
          error={errors.title}
          hint={t`Lo potrai cambiare in seguito.`}
          onValue={setName}
          onLeave={() => {}}
        />
        <SelectField
          name="category_id"
          label={t`Categoria`}
          value={category}
          placeholder={categories.data ? t`Scegli una categoria` : t`Caricamento delle categorie…`}
          error={errors.category_id}
          options={(categories.data ?? []).map((item) => ({
            value: String(item.id),
            label: item.name[locale],
          }))}
          onValue={setCategory}
        />
        <Button type="submit" disabled={creation.view.busy}>
          <Trans>Crea il corso</Trans>
        </Button>
      </form>

      <section aria-labelledby="my-courses" className="space-y-3">
        <h2 id="my-courses" className="text-lg font-semibold text-slate-900">
          <Trans>I tuoi corsi</Trans>
        </h2>
        <ResourceView
          resource={mine}
          label={t`I tuoi corsi`}
          empty={<Trans>Non hai ancora creato corsi.</Trans>}
        >
          {(courses) => (
            <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {courses.map((course) => (
                <li key={course.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <div>
                    <RouteLink
                      name="instructor-course-id"
                      params={{ id: course.id }}
                      className="font-semibold text-brand-800 underline"
                    >
                      {course.title}
                    </RouteLink>
                    <p className="text-sm text-slate-700">
                      <CourseStatusLabel status={course.status} /> ·{' '}
                      <Plural value={course.lessons_count} one="# lezione" other="# lezioni" /> ·{' '}
                      <Plural value={course.enrolments_count} one="# iscritto" other="# iscritti" />
                    </p>
                  </div>
                  <ChecklistSummary missing={course.missing} />
                </li>
              ))}
            </ul>
          )}
        </ResourceView>
      </section>

      <EarningsSection />
    </div>
  )
}
