/**
 * What saving each general step writes (PUT /api/onboarding/steps/:step): the profile, the user or
 * the billing information, checked with the step's schema of contracts/onboarding/schemas.ts. The
 * form as sent is kept with the step too, so the step fills in again after a reload.
 */
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import type { Locale } from '../../../contracts/core/constants.ts'
import { isReservedSlug } from '../../../contracts/core/routes.ts'
import { formatIssues, parseDate } from '../../../contracts/core/validation/index.ts'
import {
  onboardingSchemasFor,
  type OnboardingBody,
  type OnboardingSchemaName,
} from '../../../contracts/onboarding/schemas.ts'
import { type OnboardingStep } from '../../../contracts/onboarding/steps.ts'
import { SKILLS } from '../../../contracts/onboarding/skills.ts'
import type { Db } from '../../core/db/index.ts'
import { users, type UserRow } from '../../core/db/tables.ts'
import { validationError } from '../../core/http/errors.ts'
import { routeTable } from '../../core/route-table.ts'
import { saveBillingInformation } from '../accounts/index.ts'
import { saveWizardFields, slugTakenByOther } from '../profiles/index.ts'
import { say } from './messages.ts'

/** The schema of each step saved here; the other steps save through their own calls. */
export const STEP_SCHEMA_NAMES: Partial<Record<OnboardingStep, OnboardingSchemaName>> = {
  'identity-confirmed': 'StepDoneBody',
  'user-details': 'UserDetailsBody',
  'billing-information': 'BillingStepBody',
  biography: 'BiographyBody',
  mission: 'MissionBody',
  social: 'SocialBody',
  'hr-social': 'SocialBody',
  'skill-select': 'SkillsBody',
  // The files themselves go through POST /api/media as they are picked; all are optional (SPEC.md §4
  // counts them in the completion percentage, nothing more), so "next" only records the step.
  documents: 'StepDoneBody',
  'hr-details': 'HrDetailsBody',
  'profile-completed': 'StepDoneBody',
}

type Save = (db: Db, user: UserRow, values: never, locale: Locale) => Promise<void>

/** DD/MM/YYYY (or YYYY-MM-DD) to the date column's YYYY-MM-DD. */
function isoDate(value: string): string | null {
  const date = parseDate(value)
  if (!date) return null
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`
}

const empty = (value: string) => (value === '' ? null : value)

const SAVES: Partial<Record<OnboardingStep, Save>> = {
  'user-details': (async (db, user, values: OnboardingBody<'UserDetailsBody'>, locale) => {
    if (isReservedSlug(await routeTable(), values.slug))
      throw validationError({ slug: [say('slugReserved', locale)] }, locale)
    if (await slugTakenByOther(db, values.slug, user.id))
      throw validationError({ slug: [say('slugTaken', locale)] }, locale)
    const same = values.same_residency
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ first_name: values.first_name, last_name: values.last_name })
        .where(eq(users.id, user.id))
      await saveWizardFields(tx, user.id, {
        slug: values.slug,
        nickname: empty(values.nickname),
        birth_date: isoDate(values.birth_date),
        gender: values.gender,
        address: values.address,
        address_number: values.address_number,
        city: values.city,
        province: values.province,
        region: values.region,
        zip: values.zip,
        same_residency: same,
        shipping_address: same ? null : values.shipping_address,
        shipping_address_number: same ? null : values.shipping_address_number,
        shipping_city: same ? null : values.shipping_city,
        shipping_province: same ? null : values.shipping_province,
        shipping_region: same ? null : values.shipping_region,
        shipping_zip: same ? null : values.shipping_zip,
      })
    })
  }) as Save,

  'billing-information': (async (db, user, values: OnboardingBody<'BillingStepBody'>) => {
    const row = {
      type: values.type,
      first_name: empty(values.first_name),
      last_name: empty(values.last_name),
      fiscal_name: empty(values.fiscal_name),
      fiscal_code: empty(values.fiscal_code),
      p_iva: empty(values.p_iva),
      unique_id: empty(values.unique_id),
      pec: empty(values.pec),
      address: values.address,
      address_number: values.address_number,
      city: values.city,
      province: values.province,
      zip: values.zip,
      fiscal_type: empty(values.fiscal_type),
      inps: empty(values.inps),
      vat: empty(values.vat),
      retention_tax: empty(values.retention_tax),
    }
    await db.transaction(async (tx) => {
      await saveBillingInformation(tx, user.id, row)
      // The step's schema asks for everything an invoice needs.
      await tx
        .update(users)
        .set({ invoice_data_complete: true, fiscal_data_complete: true })
        .where(eq(users.id, user.id))
    })
  }) as Save,

  biography: (async (db, user, values: OnboardingBody<'BiographyBody'>) => {
    await saveWizardFields(db, user.id, { bio: values.bio })
  }) as Save,

  mission: (async (db, user, values: OnboardingBody<'MissionBody'>) => {
    await saveWizardFields(db, user.id, { mission: values.mission, payoff: values.payoff })
  }) as Save,

  social: saveSocial,
  'hr-social': saveSocial,

  'skill-select': (async (db, user, values: OnboardingBody<'SkillsBody'>) => {
    const names = SKILLS.filter((skill) => values.skills.includes(skill.id)).map((skill) => skill.it)
    await saveWizardFields(db, user.id, { skills: names, competences: names })
  }) as Save,

  'hr-details': (async (db, user, values: OnboardingBody<'HrDetailsBody'>) => {
    await db
      .update(users)
      .set({
        hr_data: {
          ragione_sociale: values.ragione_sociale,
          p_iva: values.p_iva,
          codice_rea: empty(values.codice_rea),
        },
      })
      .where(eq(users.id, user.id))
  }) as Save,

  'profile-completed': (async (db, user) => {
    await db
      .update(users)
      .set(user.role === 'hr' ? { hr_wizard_complete: true } : { wizard_complete: true })
      .where(eq(users.id, user.id))
  }) as Save,
}

async function saveSocialLinks(db: Db, user: UserRow, values: OnboardingBody<'SocialBody'>) {
  const links = Object.fromEntries(Object.entries(values).filter(([, url]) => url !== ''))
  await saveWizardFields(db, user.id, { social_media: links })
}
function saveSocial(db: Db, user: UserRow, values: never) {
  return saveSocialLinks(db, user, values)
}

/** Checks the form with the step's schema (422 per field) and writes it; answers what to keep. */
export async function saveStep(
  db: Db,
  user: UserRow,
  step: OnboardingStep,
  body: Record<string, unknown>,
  locale: Locale,
): Promise<Record<string, unknown>> {
  const name = STEP_SCHEMA_NAMES[step]
  if (!name) throw validationError({ step: [say('stepNeedsData', locale)] }, locale)
  const result = v.safeParse(onboardingSchemasFor(locale)[name], body, { lang: locale })
  if (!result.success) throw validationError(formatIssues(result.issues), locale)
  await SAVES[step]?.(db, user, result.output as never, locale)
  return result.output as Record<string, unknown>
}
