/**
 * The sentence a notification shows, in the reader's language, built from its slug_type and data
 * (SPEC.md §3). A type this file does not know yet still reads as a notification, never as a code.
 */
import type { I18n } from '@lingui/core'
import { msg, select } from '@lingui/core/macro'
import {
  notificationDestination,
  type NotificationDestination,
} from '../../../contracts/notifications/destinations'
import type { Notification } from '../../../contracts/notifications/schemas'

const text = (value: unknown, otherwise: string) =>
  typeof value === 'string' && value.trim() !== '' ? value.slice(0, 200) : otherwise

export function notificationText(i18n: I18n, notification: Notification): string {
  const name = text(notification.data.name, i18n._(msg`Qualcuno`))
  const title = text(notification.data.title, '—')
  switch (notification.slug_type) {
    case 'new_follower':
      return i18n._(msg`${name} ha iniziato a seguirti.`)
    case 'post.mention':
      return notification.data.where === 'comment'
        ? i18n._(msg`${name} ti ha menzionato in un commento.`)
        : i18n._(msg`${name} ti ha menzionato in un post.`)
    case 'new_message':
      return i18n._(msg`Nuovo messaggio da ${name}.`)
    case 'partnership_request':
      return i18n._(msg`${name} ti ha chiesto una partnership.`)
    case 'partnership_accepted':
      return i18n._(msg`${name} ha accettato la tua partnership.`)
    case 'partnership_rejected':
      return i18n._(msg`${name} ha rifiutato la tua partnership.`)
    case 'partnership_cancelled':
      return i18n._(msg`${name} ha ritirato la richiesta di partnership.`)
    case 'partnership_terminated':
      return i18n._(msg`${name} ha terminato la partnership con te.`)
    case 'recommendation_received':
      return i18n._(msg`${name} ha scritto una raccomandazione per te: accettala per mostrarla sul profilo.`)
    case 'recommendation_accepted':
      return i18n._(msg`${name} ha accettato la tua raccomandazione.`)
    case 'competence_confirmed': {
      const competence = text(notification.data.competence, '—')
      return i18n._(msg`${name} ha confermato la tua competenza «${competence}».`)
    }
    case 'product_purchased': {
      // an extra feature's name in both languages; a course's title is its own
      const product = text(i18n.locale === 'en' ? notification.data.title_en : undefined, title)
      return i18n._(msg`Acquisto completato: ${product}.`)
    }
    case 'referral_reward': {
      const cents = notification.data.amount_cents
      return typeof cents === 'number' && Number.isFinite(cents)
        ? i18n._(
            msg`${name} ha fatto il primo acquisto con il tuo invito: hai guadagnato ${i18n.number(cents / 100, { style: 'currency', currency: 'EUR' })}.`,
          )
        : i18n._(msg`${name} ha fatto il primo acquisto con il tuo invito.`)
    }
    case 'payment_refunded': {
      const cents = notification.data.amount_cents
      // An order an admin refunded in full (issue 36), not a duplicate charge given back.
      if (notification.data.reason === 'requested_by_customer') {
        const product = text(i18n.locale === 'en' ? notification.data.title_en : undefined, title)
        return typeof cents === 'number' && Number.isFinite(cents)
          ? i18n._(
              msg`Il tuo ordine «${product}» è stato rimborsato: ${i18n.number(cents / 100, { style: 'currency', currency: 'EUR' })}. La nota di credito è tra i tuoi acquisti.`,
            )
          : i18n._(
              msg`Il tuo ordine «${product}» è stato rimborsato. La nota di credito è tra i tuoi acquisti.`,
            )
      }
      return typeof cents === 'number' && Number.isFinite(cents)
        ? i18n._(
            msg`Ti abbiamo rimborsato un addebito doppio di ${i18n.number(cents / 100, { style: 'currency', currency: 'EUR' })}.`,
          )
        : i18n._(msg`Ti abbiamo rimborsato un addebito doppio.`)
    }
    case 'card_expiring': {
      const last4 = notification.data.last4
      const month = notification.data.exp_month
      const year = notification.data.exp_year
      if (typeof last4 !== 'string' || !/^\d{4}$/.test(last4))
        return i18n._(msg`La tua carta scade prima del prossimo rinnovo: cambiala.`)
      const expiry =
        typeof month === 'number' && typeof year === 'number'
          ? `${String(month).padStart(2, '0')}/${year}`
          : '—'
      return i18n._(
        msg`La carta che termina con ${last4} scade (${expiry}) prima del prossimo rinnovo: cambiala.`,
      )
    }
    case 'subscription_active':
      return i18n._(msg`Il tuo abbonamento è attivo.`)
    case 'stripe_requires_payment_method':
      return i18n._(msg`Il pagamento non è andato a buon fine: aggiorna il metodo di pagamento.`)
    case 'course_submitted':
      return i18n._(msg`Il corso «${title}» attende la tua revisione.`)
    case 'course_approved':
      return i18n._(msg`Il tuo corso «${title}» è stato pubblicato.`)
    case 'course_rejected':
      return i18n._(msg`Il tuo corso «${title}» è tornato in bozza: leggi cosa cambiare.`)
    case 'job_application_received': {
      // agrees with the applicant's gender from the profile; neutral when the profile does not say
      const gender = notification.data.gender
      const form = gender === 'female' || gender === 'male' ? gender : 'other'
      return i18n._(
        msg`${name} ${select(form, { female: 'si è candidata', male: 'si è candidato', other: 'ha inviato una candidatura' })} alla tua offerta «${title}».`,
      )
    }
    case 'job_application_status':
      switch (notification.data.status) {
        case 'viewed':
          return i18n._(msg`La tua candidatura a «${title}» è stata vista.`)
        case 'shortlisted':
          return i18n._(msg`Sei nella rosa dei candidati per «${title}».`)
        case 'rejected':
          return i18n._(msg`La tua candidatura a «${title}» non è stata accolta.`)
        case 'hired':
          return i18n._(msg`La tua candidatura a «${title}» è stata scelta: congratulazioni!`)
        default:
          return i18n._(msg`La tua candidatura a «${title}» è cambiata.`)
      }
    case 'job_invitation':
      return i18n._(msg`${name} ti invita a candidarti per «${title}».`)
    case 'saved_search_matches': {
      const count = notification.data.count
      const search = text(notification.data.name, '—')
      return typeof count === 'number' && Number.isInteger(count) && count > 0
        ? i18n._(msg`Nuovi risultati per la ricerca salvata «${search}»: ${count}.`)
        : i18n._(msg`Nuovi risultati per la ricerca salvata «${search}».`)
    }
    case 'user_blocked':
      return i18n._(msg`Il tuo account è stato bloccato.`)
    case 'user_deactivated':
      return i18n._(msg`Il tuo account è stato disattivato.`)
    default:
      return i18n._(msg`Hai una nuova notifica.`)
  }
}

/**
 * Where a notification leads (contracts/notifications/destinations.ts, declared with the types):
 * a route, its parameters and maybe an anchor; null when its data lacks the subject.
 */
export function notificationLink(notification: Notification): NotificationDestination | null {
  return notificationDestination(notification)
}
