import { useLingui } from '@lingui/react'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Notification } from '../../../contracts/notifications/schemas'
import { activateLocale, i18n, loadEveryCatalogPart } from '../../shared/i18n'
import { renderWithApp } from '../../shared/testing/render'
import {
  notificationLink,
  notificationRegistry,
  notificationText,
  notificationTexts,
  notificationTextsFromModules,
} from './notification-text'

afterEach(cleanup)

const note = (slug_type: string, data: Record<string, unknown>): Notification => ({
  id: 1,
  slug_type,
  data,
  read_at: null,
  created_at: '2026-11-23T10:00:00.000Z',
})

function Text({ notification }: { notification: Notification }) {
  const { i18n } = useLingui()
  return <p>{notificationText(i18n, notification)}</p>
}

/** Every field some declared payload has, so each text has what it reads. */
const SAMPLE = {
  name: 'Sofia Esposito',
  title: 'Luce naturale',
  user_id: 9,
  slug: 'sofia-esposito',
  order_id: 3,
  product_type: 'course',
  amount_cents: 500,
  last4: '4242',
  exp_month: 3,
  exp_year: 2027,
  job_listing_id: 12,
  status: 'viewed',
  competence: 'Negoziazione',
  post_id: 4,
  count: 2,
}

describe('the texts of the declared notifications (issue 33)', () => {
  it('every declared type has a text, collected from src/features/<area>/notification-texts.ts, and nothing else has one', () => {
    const declared = notificationRegistry.declarations.map((d) => d.type).sort()
    expect(declared.length).toBeGreaterThan(0)
    expect([...notificationTexts.keys()].sort()).toEqual(declared)
    // and a link, or a declaration that it leads nowhere
    for (const declaration of notificationRegistry.declarations)
      expect(declaration.link === null || typeof declaration.link === 'function', declaration.type).toBe(true)
  })

  it('every declared type reads in Italian and in English, and an undeclared type (an old row) reads as a notification', async () => {
    const read = async (locale: 'it' | 'en') => {
      await loadEveryCatalogPart(locale)
      await activateLocale(locale)
      const texts = new Map(
        notificationRegistry.declarations.map((d) => [d.type, notificationText(i18n, note(d.type, SAMPLE))]),
      )
      return { texts, generic: notificationText(i18n, note('who_knows', SAMPLE)) }
    }
    const itRead = await read('it')
    const en = await read('en')
    expect(itRead.generic).toBe('Hai una nuova notifica.')
    expect(en.generic).toBe('You have a new notification.')
    expect(notificationLink(note('who_knows', SAMPLE))).toBeNull()
    for (const [type, italian] of itRead.texts) {
      const english = en.texts.get(type)!
      expect(italian, type).not.toBe(itRead.generic)
      expect(english, type).not.toBe(en.generic)
      // a message without its English translation would fall back to the Italian
      expect(english, type).not.toBe(italian)
    }
  })

  it('refuses a texts file without a text for a declaration, or one written twice', () => {
    const [area] = notificationRegistry.declarations
    const declarations = { [area.key]: area }
    expect(() =>
      notificationTextsFromModules({ 'x/notification-texts.ts': { default: { declarations, texts: {} } } }),
    ).toThrow(new RegExp(`no text for ${area.area}.${area.key}`))
    const set = { declarations, texts: { [area.key]: () => 'x' } }
    expect(() =>
      notificationTextsFromModules({ 'x/notification-texts.ts': { default: [set, set] } }),
    ).toThrow(/written twice/)
    expect(() => notificationTextsFromModules({ 'x/notification-texts.ts': {} })).toThrow(
      /must export default defineNotificationTexts/,
    )
  })
})

describe('notificationText', () => {
  it('tells of a saved search’s new results with their count, in both languages, and leads to /search', async () => {
    const matches = note('saved_search_matches', { saved_search_id: 4, name: 'Excel', count: 3 })
    await renderWithApp(<Text notification={matches} />)
    expect(screen.getByText('Nuovi risultati per la ricerca salvata «Excel»: 3.')).toBeTruthy()
    cleanup()
    await renderWithApp(<Text notification={matches} />, { locale: 'en' })
    expect(screen.getByText('New results for the saved search “Excel”: 3.')).toBeTruthy()
    expect(notificationLink(matches)).toEqual({ route: 'search' })
  })

  it('tells that the subscription’s card expires before the renewal, in both languages, and leads to the subscription page', async () => {
    const expiring = note('card_expiring', { brand: 'visa', last4: '4242', exp_month: 3, exp_year: 2027 })
    await renderWithApp(<Text notification={expiring} />)
    expect(
      screen.getByText('La carta che termina con 4242 scade (03/2027) prima del prossimo rinnovo: cambiala.'),
    ).toBeTruthy()
    cleanup()
    await renderWithApp(<Text notification={expiring} />, { locale: 'en' })
    expect(
      screen.getByText('Your card ending in 4242 expires (03/2027) before your next renewal: change it.'),
    ).toBeTruthy()
    expect(notificationLink(expiring)).toEqual({ route: 'mysettings-subscription' })
  })

  it('says a duplicate charge was refunded, with the amount in the reader’s format', async () => {
    await renderWithApp(<Text notification={note('payment_refunded', { order_id: 3, amount_cents: 5900 })} />)
    expect(screen.getByText(/^Ti abbiamo rimborsato un addebito doppio di 59,00\s€\.$/)).toBeTruthy()
    cleanup()
    await renderWithApp(
      <Text notification={note('payment_refunded', { order_id: 3, amount_cents: 5900 })} />,
      {
        locale: 'en',
      },
    )
    expect(screen.getByText('We refunded a duplicate charge of €59.00.')).toBeTruthy()
    cleanup()
    await renderWithApp(<Text notification={note('payment_refunded', { order_id: 3 })} />)
    expect(screen.getByText('Ti abbiamo rimborsato un addebito doppio.')).toBeTruthy()
  })

  it('says an order was refunded, naming it, and leads to its row on /mypurchases', async () => {
    const refunded = note('payment_refunded', {
      order_id: 12,
      amount_cents: 4900,
      reason: 'requested_by_customer',
      title: 'Luce naturale',
    })
    await renderWithApp(<Text notification={refunded} />)
    expect(
      screen.getByText(
        /^Il tuo ordine «Luce naturale» è stato rimborsato: 49,00\s€\. La nota di credito è tra i tuoi acquisti\.$/,
      ),
    ).toBeTruthy()
    cleanup()
    await renderWithApp(<Text notification={refunded} />, { locale: 'en' })
    expect(
      screen.getByText(
        'Your order “Luce naturale” has been refunded: €49.00. The credit note is in your purchases.',
      ),
    ).toBeTruthy()
    expect(notificationLink(refunded)).toEqual({ route: 'mypurchases', hash: 'order-12' })
  })

  it('tells of a course’s review: sent, published, sent back, in both languages', async () => {
    const data = { course_id: 7, title: 'Luce naturale' }
    for (const [type, it, en] of [
      [
        'course_submitted',
        'Il corso «Luce naturale» attende la tua revisione.',
        'The course “Luce naturale” is waiting for your review.',
      ],
      [
        'course_approved',
        'Il tuo corso «Luce naturale» è stato pubblicato.',
        'Your course “Luce naturale” is published.',
      ],
      [
        'course_rejected',
        'Il tuo corso «Luce naturale» è tornato in bozza: leggi cosa cambiare.',
        'Your course “Luce naturale” is back to draft: read what to change.',
      ],
    ] as const) {
      await renderWithApp(<Text notification={note(type, data)} />)
      expect(screen.getByText(it)).toBeTruthy()
      cleanup()
      await renderWithApp(<Text notification={note(type, data)} />, { locale: 'en' })
      expect(screen.getByText(en)).toBeTruthy()
      cleanup()
    }
  })

  it('names the product bought, an extra feature in the reader’s language', async () => {
    const course = note('product_purchased', { order_id: 3, product_type: 'course', title: 'Luce naturale' })
    await renderWithApp(<Text notification={course} />)
    expect(screen.getByText('Acquisto completato: Luce naturale.')).toBeTruthy()
    cleanup()
    const feature = note('product_purchased', {
      product_type: 'feature',
      title: 'Messaggi',
      title_en: 'Messages',
    })
    await renderWithApp(<Text notification={feature} />, { locale: 'en' })
    expect(screen.getByText('Purchase complete: Messages.')).toBeTruthy()
    cleanup()
    await renderWithApp(<Text notification={feature} />)
    expect(screen.getByText('Acquisto completato: Messaggi.')).toBeTruthy()
  })

  it('agrees an application with the applicant’s gender, neutral when the profile does not say', async () => {
    const cases: [string | null, string][] = [
      ['female', 'Giada Walker si è candidata alla tua offerta «Analista».'],
      ['male', 'Giada Walker si è candidato alla tua offerta «Analista».'],
      [null, 'Giada Walker ha inviato una candidatura alla tua offerta «Analista».'],
    ]
    for (const [gender, it] of cases) {
      const received = note('job_application_received', {
        job_listing_id: 2,
        title: 'Analista',
        name: 'Giada Walker',
        gender,
      })
      await renderWithApp(<Text notification={received} />)
      expect(screen.getByText(it)).toBeTruthy()
      cleanup()
      await renderWithApp(<Text notification={received} />, { locale: 'en' })
      expect(screen.getByText('Giada Walker applied to your job listing “Analista”.')).toBeTruthy()
      cleanup()
    }
  })
})
