/**
 * Cards that expire before the next renewal (issue 36), announced ahead: a daily job
 * (`payments.card-expiry`, services.ts; the dev clock runs it too) finds each active, recurring
 * subscription that renews, whose card (the renewals' default card) runs out before the month of
 * its next renewal (a card is valid to the end of its expiry month, as `isExpired` reads it), and
 * tells its user once: the e-mail (card-expiry-mail.ts) and the `card_expiring` notification,
 * which opens /mysettings/subscription where the card is changed.
 *
 * Once per card per expiry: the card's `expiry_announced` takes the expiry ('2027-01') with a
 * conditional update, in the transaction that writes the e-mail, so a second run (or a second
 * worker at the same moment) finds it announced. A card whose expiry changes is announced again.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Locale } from '../../../contracts/core/constants.ts'
import { PAYMENT_NOTIFICATIONS } from '../../../contracts/payments/notifications.ts'
import type { Db } from '../../core/db/index.ts'
import { users } from '../../core/db/tables.ts'
import { cardExpiringMail } from './card-expiry-mail.ts'
import type { PaymentsContext } from './orders.ts'
import { isExpired } from './saved-cards.ts'
import { savedPaymentMethods, subscriptionPlans, userSubscriptions } from './tables.ts'

/** Announces the cards that run out before their subscription's next renewal; answers how many. */
export async function announceExpiringCards(ctx: PaymentsContext): Promise<number> {
  const { db } = ctx
  const rows = await db
    .select({
      card: savedPaymentMethods,
      subscriptionId: userSubscriptions.id,
      renewal: userSubscriptions.current_period_end,
      plan_it: subscriptionPlans.name_it,
      plan_en: subscriptionPlans.name_en,
    })
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.plan_id))
    .innerJoin(
      savedPaymentMethods,
      and(
        eq(savedPaymentMethods.pmid, userSubscriptions.pmid),
        eq(savedPaymentMethods.user_id, userSubscriptions.user_id),
      ),
    )
    .where(
      and(
        eq(userSubscriptions.status, 'active'),
        eq(userSubscriptions.cancel_at_period_end, false),
        eq(subscriptionPlans.recurring, true),
        // The card's last month is before the renewal's (UTC, as isExpired), and not announced yet.
        sql`${savedPaymentMethods.exp_year} * 12 + ${savedPaymentMethods.exp_month}
          < extract(year from ${userSubscriptions.current_period_end} at time zone 'UTC')::int * 12
            + extract(month from ${userSubscriptions.current_period_end} at time zone 'UTC')::int`,
        sql`${savedPaymentMethods.expiry_announced} is distinct from
          ${savedPaymentMethods.exp_year}::text || '-' || lpad(${savedPaymentMethods.exp_month}::text, 2, '0')`,
      ),
    )
  let announced = 0
  for (const row of rows) {
    const { card } = row
    // Still valid in the renewal's month: it pays the renewal.
    if (!isExpired(card, row.renewal)) continue
    const expiry = `${card.exp_year}-${String(card.exp_month).padStart(2, '0')}`
    const sent = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(savedPaymentMethods)
        .set({ expiry_announced: expiry })
        .where(
          and(
            eq(savedPaymentMethods.id, card.id),
            sql`${savedPaymentMethods.expiry_announced} is distinct from ${expiry}`,
          ),
        )
        .returning({ id: savedPaymentMethods.id })
      if (!claimed) return false
      const [user] = await tx
        .select({ email: users.email, first_name: users.first_name, locale: users.locale })
        .from(users)
        .where(eq(users.id, card.user_id))
      if (!user || !ctx.mail) return true
      const locale: Locale = user.locale === 'en' ? 'en' : 'it'
      const url = `${ctx.mail.publicUrl}${locale === 'en' ? '/en' : ''}/mysettings/subscription`
      await ctx.mail.mailer.send(tx as unknown as Db, {
        to: user.email,
        ...cardExpiringMail(locale, {
          name: user.first_name,
          plan: locale === 'en' ? row.plan_en : row.plan_it,
          brand: card.brand,
          last4: card.last4,
          exp_month: card.exp_month!,
          exp_year: card.exp_year!,
          renewal: row.renewal,
          url,
        }),
        meta: { kind: 'card_expiring', pmid: card.pmid, expiry, subscription_id: row.subscriptionId, url },
      })
      return true
    })
    if (!sent) continue
    announced += 1
    await ctx
      .notify(card.user_id, PAYMENT_NOTIFICATIONS.cardExpiring.type, {
        brand: card.brand,
        last4: card.last4,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        renewal: row.renewal.toISOString(),
        subscription_id: row.subscriptionId,
      })
      .catch(() => {})
  }
  return announced
}
