/**
 * A user's saved cards as the lists show them (issue 36): which one is the default, and which ones
 * should not be charged as they are (the last payment with it declined: `declined_at`, kept by a
 * trigger on orders, migration 0044; or its expiry past), so that the checkout preselects only a
 * card that can pay; and removing one (DELETE /api/payment-methods/{id}).
 *
 * The default card is the one renewals charge (the live subscription's card, Stripe's
 * invoice_settings.default_payment_method), else the newest usable card. Removing the
 * subscription's card moves the subscription to the newest usable card left, or to none: the
 * subscription page then asks for a card before the next renewal.
 */
import { and, desc, eq } from 'drizzle-orm'
import type { Locale } from '../../../contracts/core/constants.ts'
import type { CardProblem, SavedCard } from '../../../contracts/payments/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import { notFound } from '../../core/http/errors.ts'
import { createMessages } from '../../core/http/messages.ts'
import type { PaymentProvider } from './provider/types.ts'
import type { Tx } from './products.ts'
import { ownedSubscriptionOf } from './subscriptions.ts'
import { liveSubscription, savedPaymentMethods, userSubscriptions } from './tables.ts'

const { say } = createMessages({
  cardNotFound: {
    it: 'Questa carta non è tra le tue carte salvate.',
    en: 'This card is not one of your saved cards.',
  },
})

type CardRow = typeof savedPaymentMethods.$inferSelect

/** Whether the card's expiry (the end of its month) is before `now`. */
export function isExpired(card: { exp_month: number | null; exp_year: number | null }, now: Date): boolean {
  if (!card.exp_month || !card.exp_year) return false
  return card.exp_year * 12 + card.exp_month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1
}

async function liveSubscriptionOf(db: Db, userId: number) {
  const [sub] = await db
    .select({ id: userSubscriptions.id, pmid: userSubscriptions.pmid })
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.user_id, userId), liveSubscription()))
    .orderBy(desc(userSubscriptions.id))
    .limit(1)
  return sub
}

/** Each card with what is wrong with it, if anything, newest first. */
async function cardsWithProblems(db: Db | Tx, userId: number, now: Date) {
  const rows = await db
    .select()
    .from(savedPaymentMethods)
    .where(eq(savedPaymentMethods.user_id, userId))
    .orderBy(desc(savedPaymentMethods.id))
  return rows.map((row) => {
    const problem: CardProblem | undefined = row.declined_at
      ? 'declined'
      : isExpired(row, now)
        ? 'expired'
        : undefined
    return { row, problem }
  })
}

const toSavedCard = (row: CardRow, isDefault: boolean, problem: CardProblem | undefined): SavedCard => ({
  id: row.pmid,
  brand: row.brand,
  last4: row.last4,
  ...(row.payer_email ? { payer_email: row.payer_email } : {}),
  exp_month: row.exp_month ?? undefined,
  exp_year: row.exp_year ?? undefined,
  default: isDefault,
  ...(problem ? { problem } : {}),
})

/** The user's saved cards, newest first, with the default one and the ones not to charge marked. */
export async function savedCardsOf(db: Db, userId: number, now: Date): Promise<SavedCard[]> {
  const cards = await cardsWithProblems(db, userId, now)
  const sub = await liveSubscriptionOf(db, userId)
  const subscriptionCard = cards.find(({ row }) => sub?.pmid && row.pmid === sub.pmid)
  const defaultPmid = subscriptionCard?.row.pmid ?? cards.find(({ problem }) => !problem)?.row.pmid
  return cards.map(({ row, problem }) => toSavedCard(row, row.pmid === defaultPmid, problem))
}

/**
 * Removes one of the user's cards (another user's is 404, as one that does not exist); the live
 * subscription charging it moves to the newest usable card left, or to none. The card is detached
 * at the provider after the commit; a provider that fails then is logged, the card being already
 * unknown to Aula.
 */
export async function removeSavedCard(
  deps: { db: Db; provider: PaymentProvider | null; log: { warn: (data: object, message: string) => void } },
  userId: number,
  pmid: string,
  locale: Locale,
) {
  const { db, provider } = deps
  const now = provider ? await provider.now() : new Date()
  const removed = await db.transaction(async (tx) => {
    const [card] = await tx
      .delete(savedPaymentMethods)
      .where(and(eq(savedPaymentMethods.user_id, userId), eq(savedPaymentMethods.pmid, pmid)))
      .returning()
    if (!card) return null
    const next = (await cardsWithProblems(tx, userId, now)).find(({ problem }) => !problem)
    await tx
      .update(userSubscriptions)
      .set({ pmid: next?.row.pmid ?? null })
      .where(and(eq(userSubscriptions.user_id, userId), liveSubscription(), eq(userSubscriptions.pmid, pmid)))
    return card
  })
  if (!removed) throw notFound(say('cardNotFound', locale))
  if (provider)
    await provider
      .detachPaymentMethod(pmid)
      .catch((error: unknown) => deps.log.warn({ err: error, pmid }, 'detaching a removed card failed'))
  const cards = await savedCardsOf(db, userId, now)
  return {
    id: pmid,
    default_pmid: cards.find((card) => card.default)?.id ?? null,
    subscription: await ownedSubscriptionOf(db, userId, locale),
  }
}
