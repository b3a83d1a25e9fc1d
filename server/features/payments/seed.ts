/**
 * The payments demo catalogue: subscription plans for trainers and HR (monthly, quarterly with a
 * promo, annual suggested, a limited founders' plan; one for HR companies, one for students), the four extra features of SPEC.md §3, and
 * a few coupons (ESTATE25: 25% on everything; BENVENUTO10: €10 off any course; SCADUTO: expired).
 */
import { defineSeed } from '../../core/db/seeds.ts'
import { coupons, featureProducts, subscriptionPlans } from './tables.ts'

export const DEMO_COUPONS = { percent: 'ESTATE25', fixed: 'BENVENUTO10', expired: 'SCADUTO' } as const

/** The four extra features of SPEC.md §3, sold one by one. */
const DEMO_FEATURES: (typeof featureProducts.$inferInsert)[] = [
  {
    flag: 'chat',
    title_it: 'Chat',
    title_en: 'Chat',
    description_it: 'Messaggi diretti con studenti e aziende.',
    description_en: 'Direct messages with students and companies.',
    price_cents: 990,
  },
  {
    flag: 'posts',
    title_it: 'Post',
    title_en: 'Posts',
    description_it: 'Pubblica post nel feed.',
    description_en: 'Publish posts in the feed.',
    price_cents: 490,
  },
  {
    flag: 'diary',
    title_it: 'Diario',
    title_en: 'Diary',
    description_it: 'Il tuo diario di apprendimento.',
    description_en: 'Your learning diary.',
    price_cents: 390,
  },
  {
    flag: 'hr_visible',
    title_it: 'Visibilità alle aziende',
    title_en: 'Visible to companies',
    description_it: 'Le aziende ti trovano nelle ricerche.',
    description_en: 'Companies find you in their searches.',
    price_cents: 1490,
  },
]

export default defineSeed({
  after: ['courses'],
  async run(db, { daysAgo }) {
    await db.insert(subscriptionPlans).values([
      {
        slug: 'mensile',
        name_it: 'Mensile',
        name_en: 'Monthly',
        description_it: 'Profilo da formatore, corsi illimitati, messaggi.',
        description_en: 'Trainer profile, unlimited courses, messages.',
        features: ['courses', 'messages'],
        interval: 'month',
        interval_count: 1,
        price_cents: 1900,
        price_id: 'price_demo_monthly',
        product_id: 'prod_demo_trainer',
        position: 1,
      },
      {
        slug: 'trimestrale',
        name_it: 'Trimestrale',
        name_en: 'Quarterly',
        description_it: 'Come il mensile, tre mesi alla volta, in promozione.',
        description_en: 'Like the monthly plan, three months at a time, on promotion.',
        features: ['courses', 'messages'],
        interval: 'month',
        interval_count: 3,
        price_cents: 4900,
        promo_active: true,
        promo_price_cents: 3900,
        price_id: 'price_demo_quarterly',
        product_id: 'prod_demo_trainer',
        position: 2,
      },
      {
        slug: 'annuale',
        name_it: 'Annuale',
        name_en: 'Annual',
        description_it: 'Un anno intero: due mesi in regalo.',
        description_en: 'A whole year: two months free.',
        features: ['courses', 'messages', 'diary'],
        interval: 'year',
        interval_count: 1,
        price_cents: 19000,
        suggested: true,
        price_id: 'price_demo_annual',
        product_id: 'prod_demo_trainer',
        position: 3,
      },
      {
        slug: 'fondatori',
        name_it: 'Fondatori',
        name_en: 'Founders',
        description_it: 'Due anni a prezzo bloccato, per i primi 50.',
        description_en: 'Two years at a locked price, for the first 50.',
        features: ['courses', 'messages', 'diary', 'posts'],
        interval: 'year',
        interval_count: 2,
        price_cents: 29000,
        limited_qty: true,
        qty: 50,
        valid_from: daysAgo(30),
        price_id: 'price_demo_founders',
        product_id: 'prod_demo_trainer',
        position: 4,
      },
      // Issue 36: plans for the other audiences; an HR company is offered only its own.
      {
        slug: 'aziende-mensile',
        name_it: 'Aziende mensile',
        name_en: 'Companies monthly',
        description_it: 'Annunci di lavoro illimitati e messaggi diretti con i candidati.',
        description_en: 'Unlimited job listings and direct messages with candidates.',
        features: ['messages'],
        interval: 'month',
        interval_count: 1,
        price_cents: 4900,
        price_id: 'price_demo_companies_monthly',
        product_id: 'prod_demo_hr',
        audience: 'hr',
        position: 5,
      },
      {
        slug: 'aziende-annuale',
        name_it: 'Aziende annuale',
        name_en: 'Companies annual',
        description_it: 'Come il mensile, un anno intero: due mesi in regalo.',
        description_en: 'Like the monthly plan, a whole year: two months free.',
        features: ['messages'],
        interval: 'year',
        interval_count: 1,
        price_cents: 49000,
        suggested: true,
        price_id: 'price_demo_companies_annual',
        product_id: 'prod_demo_hr',
        audience: 'hr',
        position: 6,
      },
      {
        slug: 'studente-plus',
        name_it: 'Studente Plus',
        name_en: 'Student Plus',
        description_it: 'Il diario di apprendimento e i post nel feed.',
        description_en: 'The learning diary and posts in the feed.',
        features: ['diary', 'posts'],
        interval: 'month',
        interval_count: 1,
        price_cents: 500,
        price_id: 'price_demo_student',
        product_id: 'prod_demo_student',
        audience: 'student',
        position: 7,
      },
    ])
    await db.insert(featureProducts).values(DEMO_FEATURES)
    await db.insert(coupons).values([
      { code: DEMO_COUPONS.percent, kind: 'percent', amount: 25 },
      { code: DEMO_COUPONS.fixed, kind: 'fixed', amount: 1000, product_type: 'course' },
      { code: DEMO_COUPONS.expired, kind: 'percent', amount: 50, valid_until: daysAgo(1) },
    ])
  },
})
