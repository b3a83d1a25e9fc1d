/**
 * /instructor/course/create, the trainer's studio home: a title and a category make a draft course,
 * then the manage pages take over. Below, the trainer's own courses with what each still lacks, and
 * what they have earned.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { isApiError } from '../../../shared/api'
import { RouteLink, useNavigate, useRouteUrl, type PageProps } from '../../../shared/lib/routing'
import { useResource } from '../../../shared/lib/use-resource'
import { Button } from '../../../shared/ui/button'
import { FormAlert, SelectField, TextField } from '../../../shared/ui/form-fields'
import { PageHeader } from '../../../shared/ui/page-header'
import { ResourceView } from '../../../shared/ui/resource-view'
import { createCourse, fetchCategories, fetchMyCourses } from '../api'
import { ChecklistSummary } from '../components/checklist'
import { CourseStatusLabel } from '../components/course-status'
import { EarningsSection } from '../components/earnings'

export function CreateCoursePage({ title }: PageProps) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const url = useRouteUrl()
  const categories = useResource(fetchCategories)
  const mine = useResource(fetchMyCourses)
  const [name, setName] = useState('')
  const [category, setCategory] = useState('')
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const [failure, setFailure] = useState<string>()
  const [saving, setSaving] = useState(false)
  const locale = i18n.locale === 'en' ? 'en' : 'it'

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found: Record<string, string | undefined> = {
      title: name.trim() ? undefined : t`Scrivi il titolo del corso.`,
      category_id: category ? undefined : t`Scegli una categoria.`,
    }
    setErrors(found)
    if (found.title || found.category_id) return
    setSaving(true)
    setFailure(undefined)
    try {
      const course = await createCourse(name.trim(), Number(category))
      navigate(url('instructor-course-id-manage-heading', { id: course.id }))
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const fields = error.fieldErrors
        setErrors({ title: fields.title?.[0], category_id: fields.category_id?.[0] })
      } else setFailure(t`Non è stato possibile creare il corso. Riprova.`)
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-8 sm:px-6">
      <PageHeader title={title} />
      <form
        onSubmit={(event) => void submit(event)}
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
        <Button type="submit" disabled={saving}>
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
