/**
 * The subscription lifecycle (issue 36): the features a plan switches on, and the e-mails of a
 * renewal that fails, is retried and ends.
 *
 * A plan's features (`subscription_plans.features`) map to the user's feature flags
 * (`planFeatureFlags`): they are on while the subscription is `active` or `past_due` (the grace of
 * the retries), and off once it ends, unless the user bought the feature on its own (a paid
 * feature order), so a feature is on if any source grants it. Each subscription remembers the
 * flags it turned on (`features_granted`), so ending it turns off only those.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Locale } from '../../../contracts/core/constants.ts'
import {
  FEATURE_FLAGS,
  planFeatureFlags,
  type FeatureFlag,
  type OwnedSubscription,
  type PlanAudience,
} from '../../../contracts/payments/plans.ts'
import { users } from '../../core/db/tables.ts'
import type { Db } from '../../core/db/index.ts'
import type { Mailer } from '../../core/mail/mailer.ts'
import { render } from '../../core/mail/render.ts'
import { toSubscription, type Tx } from './products.ts'
import { featureProducts, orders, subscriptionPlans, userSubscriptions } from './tables.ts'

/** Statuses in which a subscription grants its plan's features (past_due: the retries' grace). */
export const GRANTING_STATUSES = ['active', 'past_due'] as const

/**
 * Sets the user's flags to what their sources grant: the plan of the granting subscription, if
 * any, plus every feature bought on its own. Flags no subscription of Aula's turned on (an admin's,
 * a seed's) are left as they are. In the caller's transaction.
 */
export async function syncPlanFeatures(tx: Tx | Db, userId: number): Promise<void> {
  const subs = await tx
    .select({
      id: userSubscriptions.id,
      status: userSubscriptions.status,
      granted: userSubscriptions.features_granted,
      features: subscriptionPlans.features,
    })
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.plan_id))
    .where(eq(userSubscriptions.user_id, userId))
  const live = subs.find((sub) => (GRANTING_STATUSES as readonly string[]).includes(sub.status))
  const target = live ? planFeatureFlags(live.features) : []
  const before = new Set(subs.flatMap((sub) => sub.granted))
  if (target.length === 0 && before.size === 0) return
  const bought = await tx
    .select({ flag: featureProducts.flag })
    .from(orders)
    .innerJoin(featureProducts, eq(featureProducts.id, orders.product_id))
    .where(
      and(eq(orders.user_id, userId), eq(orders.product_type, 'feature'), eq(orders.status, 'succeeded')),
    )
  const keep = new Set<string>([...target, ...bought.map((row: { flag: string }) => row.flag)])
  const off = [...before].filter(
    (flag): flag is FeatureFlag => !keep.has(flag) && (FEATURE_FLAGS as readonly string[]).includes(flag),
  )
  const changes: Record<string, boolean> = {}
  for (const flag of off) changes[flag] = false
  for (const flag of target) changes[flag] = true
  if (Object.keys(changes).length > 0)
    await tx
      .update(users)
      .set({ features: sql`${users.features} || ${JSON.stringify(changes)}::jsonb` })
      .where(eq(users.id, userId))
  const others = subs.filter((sub) => sub.id !== live?.id && sub.granted.length > 0).map((sub) => sub.id)
  if (others.length > 0)
    await tx
      .update(userSubscriptions)
      .set({ features_granted: [] })
      .where(inArray(userSubscriptions.id, others))
  if (live)
    await tx
      .update(userSubscriptions)
      .set({ features_granted: target })
      .where(eq(userSubscriptions.id, live.id))
}

// ---------------------------------------------------------------------------------------------
// E-mails

interface Template<V> {
  subject: Record<Locale, string>
  lines: (values: V) => Record<Locale, string[]>
}

interface MailValues {
  name: string
  plan: string
  url: string
  /** The next retry's date, in the user's language; null after the last one. */
  retry: string | null
}

export const SUBSCRIPTION_MAILS = {
  paymentFailed: {
    subject: {
      it: 'Il rinnovo del tuo abbonamento non è riuscito',
      en: 'Your subscription renewal failed',
    },
    lines: ({ name, plan, url, retry }) => ({
      it: [
        `Ciao ${name},`,
        `non siamo riusciti ad addebitare il rinnovo del piano ${plan} sulla tua carta.`,
        retry
          ? `Riproveremo il ${retry}. Nel frattempo l'abbonamento resta attivo: per pagare subito aggiungi una nuova carta e impostala come predefinita.`
          : "Era l'ultimo tentativo.",
        url,
      ],
      en: [
        `Hi ${name},`,
        `we could not charge the renewal of your ${plan} plan to your card.`,
        retry
          ? `We will try again on ${retry}. Your subscription stays active meanwhile: to pay now, add a new card and make it your default.`
          : 'That was the last attempt.',
        url,
      ],
    }),
  } satisfies Template<MailValues>,
  ended: {
    subject: { it: 'Il tuo abbonamento è terminato', en: 'Your subscription has ended' },
    lines: ({ name, plan, url }) => ({
      it: [
        `Ciao ${name},`,
        `non siamo riusciti ad addebitare il rinnovo del piano ${plan} dopo quattro tentativi, quindi l'abbonamento è terminato e le sue funzioni sono disattivate.`,
        'Puoi abbonarti di nuovo quando vuoi da qui:',
        url,
      ],
      en: [
        `Hi ${name},`,
        `we could not charge the renewal of your ${plan} plan after four attempts, so the subscription has ended and its features are off.`,
        'You can subscribe again whenever you like from here:',
        url,
      ],
    }),
  } satisfies Template<MailValues>,
  // Cancelled at period end (issue 36): the period is over, as the user asked.
  endedAtPeriodEnd: {
    subject: { it: 'Il tuo abbonamento è terminato', en: 'Your subscription has ended' },
    lines: ({ name, plan, url }) => ({
      it: [
        `Ciao ${name},`,
        `come avevi chiesto, l'abbonamento al piano ${plan} è terminato alla fine del periodo pagato e le sue funzioni sono disattivate. Non ti addebiteremo altri rinnovi.`,
        'Puoi abbonarti di nuovo quando vuoi da qui:',
        url,
      ],
      en: [
        `Hi ${name},`,
        `as you asked, your ${plan} plan ended with the period you paid for and its features are off. You will not be charged again.`,
        'You can subscribe again whenever you like from here:',
        url,
      ],
    }),
  } satisfies Template<MailValues>,
}

export interface SubscriptionMail {
  mailer: Mailer
  publicUrl: string
}

/** Writes one of the subscription e-mails to the outbox, in the user's language. */
export async function sendSubscriptionMail(
  target: Db,
  mail: SubscriptionMail,
  kind: keyof typeof SUBSCRIPTION_MAILS,
  values: { userId: number; planId: number; subscriptionId: number; retry: Date | null; attempt: number },
): Promise<void> {
  const [user] = await target
    .select({ email: users.email, first_name: users.first_name, locale: users.locale })
    .from(users)
    .where(eq(users.id, values.userId))
  const [plan] = await target
    .select({ name_it: subscriptionPlans.name_it, name_en: subscriptionPlans.name_en })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, values.planId))
  if (!user || !plan) return
  const locale = user.locale
  const prefix = `${mail.publicUrl}${locale === 'en' ? '/en' : ''}`
  const url =
    kind === 'ended' || kind === 'endedAtPeriodEnd'
      ? `${prefix}/onboarding/subscriptions`
      : `${prefix}/mysettings/subscription`
  const retry = values.retry
    ? new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'it-IT', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Europe/Rome',
      }).format(values.retry)
    : null
  await mail.mailer.send(target, {
    to: user.email,
    ...render(SUBSCRIPTION_MAILS[kind], locale, {
      name: user.first_name,
      plan: locale === 'en' ? plan.name_en : plan.name_it,
      url,
      retry,
    }),
    meta: {
      kind: `subscription_${kind}`,
      subscription_id: values.subscriptionId,
      attempt: values.attempt,
      url,
    },
  })
}

// ---------------------------------------------------------------------------------------------
// The user's subscription, as GET /api/subscriptions/owned answers it

/** The user's subscription that is not over (active, past due, awaiting a transfer), or null. */
export async function ownedSubscriptionOf(
  db: Db,
  userId: number,
  locale: Locale,
): Promise<OwnedSubscription | null> {
  const [row] = await db
    .select()
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.plan_id))
    .where(and(eq(userSubscriptions.user_id, userId), sql`${userSubscriptions.status} <> 'canceled'`))
  if (!row) return null
  const sub = row.user_subscriptions
  const [next] = sub.next_plan_id
    ? await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, sub.next_plan_id))
    : []
  return {
    id: sub.id,
    subscription: toSubscription(row.subscription_plans, locale),
    status: sub.status,
    current_period_end: sub.current_period_end.toISOString(),
    cancel_at_period_end: sub.cancel_at_period_end,
    next_subscription: next ? toSubscription(next, locale) : null,
    pmid: sub.pmid,
    next_retry_at: sub.status === 'past_due' ? (sub.next_retry_at?.toISOString() ?? null) : null,
    failed_attempts: sub.dunning_attempts,
  }
}

/**
 * Which plans a caller is offered: the audience asked for, else an HR user's are the HR plans
 * (an HR company is not offered trainer plans), everyone else's the trainer plans.
 */
export function audienceOf(
  asked: PlanAudience | undefined,
  user: { roles: readonly string[] } | null,
): PlanAudience {
  if (asked) return asked
  return user?.roles.includes('hr') && !user.roles.includes('trainer') ? 'hr' : 'trainer'
}
