/**
 * Payloads of the STUDIO area (issue 15, SPEC.md §2 "Instructor", §4 lesson free toggle and order,
 * §7 courses wizard steps, lessons insert/delete/order, video upload): a trainer's own courses as
 * the manage pages edit them, their lessons, and the state of a lesson's video. Messages of inputs
 * only the API checks are given in both languages (apiMessage); the SPA's forms say the same
 * through Lingui.
 */
import * as v from 'valibot'
import { apiMessage, apiText as text, inputRules } from '../core/input'
import { ID_MAX } from '../core/constants'

const { positiveInteger } = inputRules()

export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const
export type CourseLevel = (typeof COURSE_LEVELS)[number]

export const LESSON_KINDS = ['video', 'text', 'material'] as const

/**
 * Where a course stands: a draft nobody else sees, sent for review (an admin publishes it or
 * sends it back with a note), or published in the catalogue.
 */
export const COURSE_STATUSES = ['draft', 'in_review', 'published'] as const
export type CourseStatus = (typeof COURSE_STATUSES)[number]

/** The status a course's dates give. */
export function courseStatus(course: {
  published_at: Date | string | null
  submitted_at: Date | string | null
}): CourseStatus {
  if (course.published_at) return 'published'
  return course.submitted_at ? 'in_review' : 'draft'
}

/**
 * What a course still lacks before it can be published, one key per manage page (the price page
 * counts once saved, free included).
 */
export const CHECKLIST_ITEMS = ['goals', 'heading', 'lessons', 'presentation', 'price', 'recipients'] as const
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number]

/** A video's way from the first byte to playable (the lesson's latest upload). */
export const VIDEO_STATUSES = ['none', 'uploading', 'uploaded', 'processing', 'ready', 'failed'] as const
export type VideoStatus = (typeof VIDEO_STATUSES)[number]

export const STUDIO_LIMITS = {
  titleMax: 120,
  subtitleMax: 200,
  descriptionMax: 10_000,
  topicMax: 80,
  listItems: 20,
  listItemMax: 200,
  lessonBodyMax: 50_000,
  lessonsMax: 500,
  /** In euro cents: 9 999.99 €. */
  priceMaxCents: 999_999,
  /** The largest video an upload may announce (the server's UPLOAD_MAX_BYTES may lower it). */
  videoMaxBytes: 5 * 1024 ** 3,
} as const

export const VideoState = v.object({
  status: v.picklist(VIDEO_STATUSES),
  /** 0–100 while uploading (bytes received) or processing (transcoded); 100 when ready. */
  progress: v.number(),
  duration_seconds: v.nullable(v.number()),
  /** Where the trainer previews it (signed, expiring), when ready. */
  hls_url: v.nullable(v.string()),
  /** The poster frame, when ready. */
  poster_url: v.nullable(v.string()),
  /** Why it failed, in the caller's language. */
  error: v.nullable(v.string()),
  /** The tus upload of the latest attempt, to resume it. */
  upload_id: v.nullable(v.string()),
  file_name: v.nullable(v.string()),
})
export type VideoState = v.InferOutput<typeof VideoState>

/**
 * What the caller's video uploads take against their quotas (issue 32): unfinished uploads
 * (pending) and videos kept (stored); a new upload fits when pending + its size ≤ the pending
 * quota and stored + pending + its size ≤ the stored quota.
 */
export const UploadQuota = v.object({
  pending_bytes: v.number(),
  pending_quota_bytes: v.number(),
  stored_bytes: v.number(),
  stored_quota_bytes: v.number(),
  /** The largest one upload may be. */
  max_upload_bytes: v.number(),
})
export type UploadQuota = v.InferOutput<typeof UploadQuota>

/** A lesson's downloadable material: a PDF or an Office document (checked from its bytes). */
export const Material = v.object({
  id: v.number(),
  file_name: v.string(),
  mime: v.string(),
  size: v.number(),
  /** Where it downloads, for whoever may open the lesson. */
  url: v.string(),
})
export type Material = v.InferOutput<typeof Material>

/** A course's cover: the box it is cropped to (the catalogue shows it at 16:9) and its largest upload. */
export const COVER_SIZE = { width: 1280, height: 720 } as const
export const COVER_MAX_BYTES = 10 * 1024 * 1024

/** The largest material a trainer may attach (20 MB). */
export const MATERIAL_MAX_BYTES = 20 * 1024 * 1024
/** The most materials one lesson holds. */
export const MATERIALS_PER_LESSON = 20

export const StudioLesson = v.object({
  id: v.number(),
  title: v.string(),
  position: v.number(),
  kind: v.picklist(LESSON_KINDS),
  body: v.string(),
  free: v.boolean(),
  duration_seconds: v.number(),
  video: VideoState,
  materials: v.array(Material),
})
export type StudioLesson = v.InferOutput<typeof StudioLesson>

export const StudioCourse = v.object({
  id: v.number(),
  slug: v.string(),
  status: v.picklist(COURSE_STATUSES),
  title: v.string(),
  subtitle: v.string(),
  description: v.string(),
  language: v.picklist(['it', 'en']),
  level: v.nullable(v.picklist(COURSE_LEVELS)),
  category_id: v.number(),
  topic: v.string(),
  goals: v.array(v.string()),
  requirements: v.array(v.string()),
  recipients: v.array(v.string()),
  price_cents: v.number(),
  promo_price_cents: v.nullable(v.number()),
  promo_ends_at: v.nullable(v.string()),
  cover_url: v.nullable(v.string()),
  published_at: v.nullable(v.string()),
  /** When it was sent for review (null: not waiting for one). */
  submitted_at: v.nullable(v.string()),
  /** Why an admin sent it back, until it is sent again. */
  review_note: v.nullable(v.string()),
  lessons: v.array(StudioLesson),
  /** The whole course's materials (each lesson's are with the lesson). */
  materials: v.array(Material),
  /** The presentation video the course page plays, and its latest upload. */
  promo_video: VideoState,
  duration_seconds: v.number(),
  /** The manage pages still incomplete; publishing needs none. */
  missing: v.array(v.picklist(CHECKLIST_ITEMS)),
})
export type StudioCourse = v.InferOutput<typeof StudioCourse>

export const StudioCourseSummary = v.object({
  id: v.number(),
  slug: v.string(),
  status: v.picklist(COURSE_STATUSES),
  title: v.string(),
  lessons_count: v.number(),
  enrolments_count: v.number(),
  missing: v.array(v.picklist(CHECKLIST_ITEMS)),
  updated_at: v.string(),
})
export type StudioCourseSummary = v.InferOutput<typeof StudioCourseSummary>

// ---------------------------------------------------------------------------------------------
// Inputs

const list = (field: string) =>
  v.pipe(
    v.array(
      text(field, STUDIO_LIMITS.listItemMax, true),
      apiMessage({ it: `${field} è un elenco di testi.`, en: `${field} is a list of texts.` }),
    ),
    v.maxLength(
      STUDIO_LIMITS.listItems,
      apiMessage(
        { it: `${field}: al massimo {max} voci.`, en: `${field}: at most {max} items.` },
        { max: STUDIO_LIMITS.listItems },
      ),
    ),
  )

const cents = (field: string) =>
  v.pipe(
    v.number(apiMessage({ it: `${field} è un numero di centesimi.`, en: `${field} is a number of cents.` })),
    v.integer(
      apiMessage({
        it: `${field} è un numero intero di centesimi.`,
        en: `${field} is a whole number of cents.`,
      }),
    ),
    v.minValue(
      0,
      apiMessage({ it: `${field} non può essere negativo.`, en: `${field} cannot be negative.` }),
    ),
    v.maxValue(
      STUDIO_LIMITS.priceMaxCents,
      apiMessage({ it: 'Il prezzo massimo è 9.999,99 €.', en: 'The highest price is €9,999.99.' }),
    ),
  )

/** An ISO 8601 date and time ('2026-12-31T23:59:00Z'). */
const dateTime = (field: string) =>
  v.pipe(
    v.string(apiMessage({ it: 'Indica una data.', en: 'Give a date.' })),
    v.maxLength(40, apiMessage({ it: 'Indica una data.', en: 'Give a date.' })),
    v.isoTimestamp(
      apiMessage({
        it: `${field} è una data e ora ISO 8601 (2026-12-31T23:59:00Z).`,
        en: `${field} is an ISO 8601 date and time (2026-12-31T23:59:00Z).`,
      }),
    ),
  )

const categoryId = v.pipe(
  v.number(apiMessage({ it: 'Scegli una categoria.', en: 'Choose a category.' })),
  v.integer(apiMessage({ it: 'Scegli una categoria.', en: 'Choose a category.' })),
  v.minValue(1, apiMessage({ it: 'Scegli una categoria.', en: 'Choose a category.' })),
  v.maxValue(ID_MAX, apiMessage({ it: 'Scegli una categoria.', en: 'Choose a category.' })),
)

export const CreateCourseBody = v.object({
  title: text('title', STUDIO_LIMITS.titleMax, true),
  category_id: categoryId,
})
export type CreateCourseBody = v.InferOutput<typeof CreateCourseBody>

/** Every manage page sends its own fields; what is absent is left as it is. */
export const UpdateCourseBody = v.pipe(
  v.object({
    title: v.optional(text('title', STUDIO_LIMITS.titleMax, true)),
    subtitle: v.optional(text('subtitle', STUDIO_LIMITS.subtitleMax, false)),
    description: v.optional(text('description', STUDIO_LIMITS.descriptionMax, false)),
    language: v.optional(
      v.picklist(['it', 'en'], apiMessage({ it: 'La lingua è it o en.', en: 'The language is it or en.' })),
    ),
    level: v.optional(
      v.nullable(
        v.picklist(
          COURSE_LEVELS,
          apiMessage({
            it: 'Il livello è beginner, intermediate o advanced.',
            en: 'The level is beginner, intermediate or advanced.',
          }),
        ),
      ),
    ),
    category_id: v.optional(categoryId),
    topic: v.optional(text('topic', STUDIO_LIMITS.topicMax, false)),
    goals: v.optional(list('goals')),
    requirements: v.optional(list('requirements')),
    recipients: v.optional(list('recipients')),
    price_cents: v.optional(cents('price_cents')),
    promo_price_cents: v.optional(v.nullable(cents('promo_price_cents'))),
    promo_ends_at: v.optional(v.nullable(dateTime('promo_ends_at'))),
  }),
)
export type UpdateCourseBody = v.InferOutput<typeof UpdateCourseBody>

/** POST /api/admin/courses/:id/reject: what the trainer should change. */
export const RejectCourseBody = v.object({
  reason: text('reason', 2_000, true),
})

/** A course waiting in the admins' review queue. */
export const ReviewQueueItem = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  subtitle: v.string(),
  trainer: v.object({ id: v.number(), name: v.string(), email: v.string() }),
  lessons_count: v.number(),
  price_cents: v.number(),
  submitted_at: v.string(),
})
export type ReviewQueueItem = v.InferOutput<typeof ReviewQueueItem>

/** A course's discount code, as its trainer manages it on the price page. */
export const CourseCoupon = v.object({
  id: v.number(),
  /** Upper case; buyers type it in any case. */
  code: v.string(),
  kind: v.picklist(['percent', 'fixed']),
  /** Percent (1–100) or euro cents off. */
  amount: v.number(),
  valid_until: v.nullable(v.string()),
  max_redemptions: v.nullable(v.number()),
  /** How many purchases used it. */
  redemptions: v.number(),
  /** Still usable now (not expired, not used up). */
  active: v.boolean(),
  created_at: v.string(),
})
export type CourseCoupon = v.InferOutput<typeof CourseCoupon>

export const COUPON_CODE = /^[A-Z0-9][A-Z0-9_-]{2,31}$/i

export const CreateCouponBody = v.pipe(
  v.object({
    code: v.pipe(
      v.string(apiMessage({ it: 'Scrivi il codice.', en: 'Write the code.' })),
      v.trim(),
      v.regex(
        COUPON_CODE,
        apiMessage({
          it: 'Il codice ha da 3 a 32 lettere, cifre, - o _, e comincia con una lettera o una cifra.',
          en: 'The code has 3 to 32 letters, digits, - or _, and starts with a letter or a digit.',
        }),
      ),
      v.toUpperCase(),
    ),
    kind: v.picklist(
      ['percent', 'fixed'],
      apiMessage({ it: 'Il tipo è percent o fixed.', en: 'The kind is percent or fixed.' }),
    ),
    amount: v.pipe(
      v.number(apiMessage({ it: 'Scrivi lo sconto.', en: 'Write the discount.' })),
      v.integer(apiMessage({ it: 'Lo sconto è un numero intero.', en: 'The discount is a whole number.' })),
      v.minValue(
        1,
        apiMessage({ it: 'Lo sconto deve essere maggiore di zero.', en: 'The discount must be above zero.' }),
      ),
      v.maxValue(
        STUDIO_LIMITS.priceMaxCents,
        apiMessage({ it: 'Lo sconto è troppo alto.', en: 'The discount is too high.' }),
      ),
    ),
    valid_until: v.optional(v.nullable(dateTime('valid_until'))),
    max_redemptions: v.optional(
      v.nullable(
        v.pipe(
          v.number(apiMessage({ it: 'Indica un numero di utilizzi.', en: 'Give a number of uses.' })),
          v.integer(
            apiMessage({ it: 'Indica un numero intero di utilizzi.', en: 'Give a whole number of uses.' }),
          ),
          v.minValue(1, apiMessage({ it: 'Almeno un utilizzo.', en: 'At least one use.' })),
          v.maxValue(
            1_000_000,
            apiMessage({ it: 'Al massimo 1.000.000 di utilizzi.', en: 'At most 1,000,000 uses.' }),
          ),
        ),
      ),
    ),
  }),
  v.forward(
    v.check(
      (body) => body.kind !== 'percent' || body.amount <= 100,
      apiMessage({ it: 'Una percentuale va da 1 a 100.', en: 'A percentage goes from 1 to 100.' }),
    ),
    ['amount'],
  ),
)
export type CreateCouponBody = v.InferOutput<typeof CreateCouponBody>

/** The most coupons one course holds. */
export const COUPONS_PER_COURSE = 50

export const CreateLessonBody = v.object({
  title: text('title', STUDIO_LIMITS.titleMax, true),
})

export const UpdateLessonBody = v.object({
  title: v.optional(text('title', STUDIO_LIMITS.titleMax, true)),
  free: v.optional(v.boolean(apiMessage({ it: 'free è true o false.', en: 'free is true or false.' }))),
  kind: v.optional(
    v.picklist(
      LESSON_KINDS,
      apiMessage({ it: 'Il tipo è video, text o material.', en: 'The kind is video, text or material.' }),
    ),
  ),
  body: v.optional(text('body', STUDIO_LIMITS.lessonBodyMax, false)),
})

export const LessonOrderBody = v.object({
  ids: v.pipe(
    v.array(
      v.pipe(
        v.number(apiMessage({ it: 'ids è l’elenco delle lezioni.', en: 'ids is the list of the lessons.' })),
        v.integer(apiMessage({ it: 'ids è l’elenco delle lezioni.', en: 'ids is the list of the lessons.' })),
      ),
      apiMessage({ it: 'ids è l’elenco delle lezioni.', en: 'ids is the list of the lessons.' }),
    ),
    v.maxLength(STUDIO_LIMITS.lessonsMax, apiMessage({ it: 'Troppe lezioni.', en: 'Too many lessons.' })),
  ),
})

export const VideoInitBody = v.object({
  file_name: text('file_name', 255, true),
  size: v.pipe(
    v.number(apiMessage({ it: 'size è un numero di byte.', en: 'size is a number of bytes.' })),
    v.integer(apiMessage({ it: 'size è un numero intero di byte.', en: 'size is a whole number of bytes.' })),
    v.minValue(1, apiMessage({ it: 'Il file è vuoto.', en: 'The file is empty.' })),
  ),
  title: v.optional(text('title', STUDIO_LIMITS.titleMax, false)),
})

export const VideoInitAnswer = v.object({
  upload_id: v.string(),
  /** Where tus-js-client continues (uploadUrl). */
  upload_url: v.string(),
})

export const IdParams = v.object({ id: positiveInteger('id', ID_MAX) })
export const MaterialParams = v.object({
  id: positiveInteger('id', ID_MAX),
  materialId: positiveInteger('materialId', ID_MAX),
})
export const UploadIdParams = v.object({
  id: v.pipe(
    v.string(),
    v.regex(/^[A-Za-z0-9_-]{1,64}$/, apiMessage({ it: 'Caricamento sconosciuto.', en: 'Unknown upload.' })),
  ),
})

/** What a video is for: a lesson's video, or a course's presentation (promo) video. */
export interface VideoTarget {
  kind: 'lesson' | 'course'
  id: number
}

/**
 * What an upload is for: a VideoTarget, or (issue 16) the presentation video of a user's profile
 * (`id` is the user's id). Materials and the studio's pages know VideoTarget only.
 */
export interface UploadTarget {
  kind: VideoTarget['kind'] | 'profile'
  id: number
}

/** The tus Upload-Metadata key naming the target: lesson_id, course_id or profile_user_id. */
export const targetKey = (target: UploadTarget) =>
  target.kind === 'lesson' ? 'lesson_id' : target.kind === 'course' ? 'course_id' : 'profile_user_id'

/** The event on the uploader's private channel each time a video changes state (the target's key). */
export const VIDEO_STATUS_EVENT = 'video.status'
export const VideoStatusPush = v.object({
  lesson_id: v.optional(v.number()),
  course_id: v.optional(v.number()),
  profile_user_id: v.optional(v.number()),
  video: VideoState,
})
export type VideoStatusPush = v.InferOutput<typeof VideoStatusPush>

/** GET /api/instructor/earnings: what the trainer's courses have sold (succeeded orders). */
export const Earnings = v.object({
  currency: v.literal('EUR'),
  total_cents: v.number(),
  sales: v.number(),
  /** The last 12 months, oldest first, each with its sales per course (`YYYY-MM`, UTC). */
  months: v.array(
    v.object({
      month: v.string(),
      total_cents: v.number(),
      courses: v.array(v.object({ course_id: v.number(), cents: v.number(), sales: v.number() })),
    }),
  ),
  courses: v.array(
    v.object({ id: v.number(), title: v.string(), total_cents: v.number(), sales: v.number() }),
  ),
  latest: v.array(
    v.object({
      id: v.number(),
      course_id: v.number(),
      course_title: v.string(),
      /** First name and initial: the trainer sees who bought, not more. */
      buyer: v.string(),
      amount_cents: v.number(),
      paid_at: v.string(),
    }),
  ),
})
export type Earnings = v.InferOutput<typeof Earnings>
