/** The words of the jobs area's values (contract, seniority, states), in the reader's language. */
import type { I18n } from '@lingui/core'
import { msg, select } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type {
  ApplicationStatus,
  ContractType,
  ListingStatus,
  Seniority,
} from '../../../../contracts/jobs/schemas'

export const CONTRACT_LABELS: Record<ContractType, MessageDescriptor> = {
  full_time: msg`Tempo pieno`,
  part_time: msg`Part-time`,
  freelance: msg`Libera professione`,
  internship: msg`Stage`,
}

export const SENIORITY_LABELS: Record<Seniority, MessageDescriptor> = {
  junior: msg`Junior`,
  mid: msg`Intermedio`,
  senior: msg`Senior`,
  lead: msg`Responsabile`,
}

export const LISTING_STATUS_LABELS: Record<ListingStatus, MessageDescriptor> = {
  draft: msg`Bozza`,
  published: msg`Pubblicata`,
  closed: msg`Chiusa`,
}

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, MessageDescriptor> = {
  sent: msg`Inviata`,
  viewed: msg`Vista`,
  shortlisted: msg`In rosa`,
  rejected: msg`Non selezionata`,
  // a column or a state, not a person: the neutral form (applicationStatusLabel agrees with a person)
  hired: msg`Assunzione`,
}

/**
 * An application's state as said of its person: 'hired' agrees with the profile's gender
 * ('Assunta', 'Assunto'), neutral ('Assunzione') when the profile does not say.
 */
export function applicationStatusLabel(i18n: I18n, status: ApplicationStatus, gender: string | null = null) {
  if (status !== 'hired') return i18n._(APPLICATION_STATUS_LABELS[status])
  const form = gender === 'female' || gender === 'male' ? gender : 'other'
  return i18n._(msg`${select(form, { female: 'Assunta', male: 'Assunto', other: 'Assunzione' })}`)
}

export const APPLICATION_STATUS_CLASSES: Record<ApplicationStatus, string> = {
  sent: 'bg-slate-100 text-slate-800',
  viewed: 'bg-sky-100 text-sky-900',
  shortlisted: 'bg-amber-100 text-amber-900',
  rejected: 'bg-red-100 text-red-900',
  hired: 'bg-green-100 text-green-900',
}

/** "30.000–42.000 € lordi l'anno", "da 50.000 €", or null when no figure was given. */
export function salaryText(i18n: I18n, min: number | null, max: number | null): string | null {
  const euros = (n: number) =>
    i18n.number(n, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
  if (min !== null && max !== null) return i18n._(msg`${euros(min)}–${euros(max)} lordi l'anno`)
  if (min !== null) return i18n._(msg`da ${euros(min)} lordi l'anno`)
  if (max !== null) return i18n._(msg`fino a ${euros(max)} lordi l'anno`)
  return null
}

export function StatusBadge({ status, label }: { status: ApplicationStatus; label: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${APPLICATION_STATUS_CLASSES[status]}`}
    >
      {label}
    </span>
  )
}
