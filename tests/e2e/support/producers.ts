/**
 * Real actions through the API that end in a notification (issue 35's destinations spec): a
 * caller of its own per account, cards from the sandbox, a course made complete and sent for
 * review, a purchase whose 3-D Secure is failed, a listing published. Each answers what the spec
 * needs to find the subject on the page the notification opens.
 */
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type APIResponse,
} from '@playwright/test'
import { buyCourse, listCategories, listCourses } from '../../../contracts/courses/endpoints'
import { createJobListing } from '../../../contracts/jobs/endpoints'
import { sandboxCreatePaymentMethod } from '../../../contracts/payments/endpoints'
import {
  createStudioCourse,
  createStudioLesson,
  submitStudioCourse,
  updateStudioCourse,
  updateStudioLesson,
} from '../../../contracts/studio/endpoints'
import { apiCall, clientAddress } from './accounts'

/** An API caller holding a saved session (a demo role's or a spec's own account). */
export const apiAs = (baseURL: string, storageState: string): Promise<APIRequestContext> =>
  playwrightRequest.newContext({ baseURL, storageState, extraHTTPHeaders: clientAddress() })

/** The `data` of a successful answer (the status is checked with the body in the message). */
export async function dataOf<T>(response: APIResponse, status = [200, 201]): Promise<T> {
  const text = await response.text()
  expect(status, `${response.url()} answered ${response.status()}: ${text}`).toContain(response.status())
  return (JSON.parse(text) as { data: T }).data
}

/** A card tokenised by the sandbox (Stripe.js's part): its payment method id. */
export async function sandboxCard(api: APIRequestContext, number: string): Promise<string> {
  const card = await dataOf<{ id: string }>(
    await apiCall(api, sandboxCreatePaymentMethod, {
      data: { number, exp_month: 12, exp_year: 2034, cvc: '123' },
    }),
  )
  return card.id
}

export interface CatalogueCourse {
  id: number
  slug: string
  title: string
  price_cents: number
}

/** Paid courses of the public catalogue. */
export async function paidCourses(api: APIRequestContext): Promise<CatalogueCourse[]> {
  const response = await api.get(listCourses.path, { params: { perPage: 50 } })
  const { data } = (await response.json()) as { data: CatalogueCourse[] }
  return data.filter((course) => course.price_cents > 0)
}

/** Buys a course with a card; answers the order's state (succeeded, requires_action, …). */
export async function buyWithCard(api: APIRequestContext, courseId: number, pmid: string) {
  return dataOf<{ order_id: number; status: string; next_action_url?: string }>(
    await apiCall(api, buyCourse, {
      params: { id: courseId },
      data: { pmid, return_url: `/buy/course/${courseId}/payment-methods` },
    }),
  )
}

/**
 * Fails the 3-D Secure challenge of an order waiting for it, as the buyer would on the bank's page:
 * the provider's webhook then settles the order as not paid.
 */
export async function failChallenge(api: APIRequestContext, nextActionUrl: string): Promise<void> {
  const page = await api.get(nextActionUrl)
  expect(page.status()).toBe(200)
  const href = /id="fail" href="([^"]+)"/.exec(await page.text())?.[1]
  expect(href, 'the challenge page’s fail link').toBeDefined()
  // the page escapes every & < > " ' as a numeric reference
  const done = await api.get(
    href!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
  )
  expect(done.status()).toBe(200)
}

/**
 * A course of the calling trainer with everything the review asks for (heading, goals, a text
 * lesson, description, price, recipients), sent for review: every admin is told.
 */
export async function courseSentForReview(
  trainer: APIRequestContext,
  title: string,
  priceCents: number,
): Promise<number> {
  const categories = await trainer.get(listCategories.path)
  const [{ id: category_id }] = ((await categories.json()) as { data: { id: number }[] }).data
  const course = await dataOf<{ id: number }>(
    await apiCall(trainer, createStudioCourse, { data: { title, category_id } }),
  )
  const params = { id: course.id }
  await dataOf(
    await apiCall(trainer, updateStudioCourse, {
      params,
      data: {
        subtitle: 'Un corso breve per le prove',
        level: 'beginner',
        description: 'Che cosa si impara, lezione per lezione.',
        goals: ['Leggere un bilancio'],
        recipients: ['Chi inizia'],
        price_cents: priceCents,
      },
    }),
  )
  const lesson = await dataOf<{ id: number }>(
    await apiCall(trainer, createStudioLesson, { params, data: { title: 'Introduzione' } }),
  )
  await dataOf(
    await apiCall(trainer, updateStudioLesson, {
      params: { id: lesson.id },
      data: { kind: 'text', body: 'Il testo della prima lezione.' },
    }),
  )
  await dataOf(await apiCall(trainer, submitStudioCourse, { params }))
  return course.id
}

/** A published listing of the calling HR user or trainer. */
export async function publishedListing(owner: APIRequestContext, title: string): Promise<number> {
  const listing = await dataOf<{ id: number }>(
    await apiCall(owner, createJobListing, {
      data: {
        title,
        description: 'Analisi dei dati di vendita con SQL.',
        contract_type: 'full_time',
        seniority: 'junior',
        status: 'published',
      },
    }),
  )
  return listing.id
}
