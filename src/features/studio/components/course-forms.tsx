/**
 * The course manager's forms of the heading, goals, recipients, presentation and price pages: each
 * a SectionForm (machines/course-section) with its fields and its own checks before the save. Each
 * starts from the course the page's course manager holds (CourseManagerContext, actors.ts).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { SelectField, TextAreaField, TextField } from '../../../shared/ui/form-fields'
import { useCategories, useManagedCourse } from '../actors'
import { euros, linesOf, parseEuros, SectionForm } from './section-form'

export function GoalsForm() {
  const course = useManagedCourse()
  const { t } = useLingui()
  return (
    <SectionForm
      initial={{ goals: course.goals.join('\n'), requirements: course.requirements.join('\n') }}
      toBody={(v) => ({ goals: linesOf(v.goals), requirements: linesOf(v.requirements) })}
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
  )
}

export function RecipientsForm() {
  const course = useManagedCourse()
  const { t } = useLingui()
  return (
    <SectionForm
      initial={{ recipients: course.recipients.join('\n') }}
      toBody={(v) => ({ recipients: linesOf(v.recipients) })}
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
  )
}

export function DescriptionForm() {
  const course = useManagedCourse()
  const { t } = useLingui()
  return (
    <SectionForm
      initial={{ description: course.description }}
      toBody={(v) => ({ description: v.description })}
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
  )
}

export function PriceForm() {
  const course = useManagedCourse()
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  return (
    <SectionForm
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
        if (price === null || price === 0) errors.price_cents = t`Scrivi un prezzo in euro, ad esempio 29,90.`
        if (v.promo.trim() && promo === null)
          errors.promo_price_cents = t`Scrivi il prezzo in promozione in euro.`
        if (Object.keys(errors).length) return { errors }
        return {
          price_cents: price!,
          promo_price_cents: promo,
          promo_ends_at:
            promo !== null && v.promoEnds ? new Date(`${v.promoEnds}T23:59:59Z`).toISOString() : null,
        }
      }}
    >
      {({ values, set, errors }) => (
        <>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-900">
              <Trans>Il corso è</Trans>
            </legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="free" checked={values.free} onChange={() => set('free', true)} />
              <Trans>Gratuito</Trans>
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="free" checked={!values.free} onChange={() => set('free', false)} />
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
  )
}

export function HeadingForm() {
  const course = useManagedCourse()
  const { t, i18n } = useLingui()
  const categories = useCategories()
  const locale = i18n.locale === 'en' ? 'en' : 'it'
  return (
    <SectionForm
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
