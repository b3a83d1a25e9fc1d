/** A trainer's course, its lessons, materials and discount codes, as the studio's tests play with them. */
import type {
  CourseCoupon,
  Material,
  StudioCourse,
  StudioLesson,
  VideoState,
} from '../../contracts/studio/schemas'

const noVideo: VideoState = {
  status: 'none',
  progress: 0,
  duration_seconds: null,
  hls_url: null,
  poster_url: null,
  error: null,
  upload_id: null,
  file_name: null,
} as VideoState

export const handout: Material = {
  id: 31,
  file_name: 'dispensa.pdf',
  mime: 'application/pdf',
  size: 20480,
  url: '/api/materials/31',
}

export const slides: Material = { ...handout, id: 32, file_name: 'slide.pptx', size: 512 }

export const firstLesson: StudioLesson = {
  id: 11,
  title: 'Introduzione',
  position: 1,
  kind: 'video',
  body: '',
  free: true,
  duration_seconds: 0,
  video: noVideo,
  materials: [],
}

export const secondLesson: StudioLesson = {
  ...firstLesson,
  id: 12,
  title: 'Esercizi',
  position: 2,
  kind: 'text',
  body: 'Leggi e prova.',
  free: false,
  materials: [handout],
}

/** What the server answers for a lesson added with this title. */
export const addedLesson: StudioLesson = {
  ...firstLesson,
  id: 13,
  title: 'Conclusioni',
  position: 3,
  free: false,
}

export const draftCourse: StudioCourse = {
  id: 7,
  slug: 'fotografia-di-base',
  status: 'draft',
  title: 'Fotografia di base',
  subtitle: '',
  description: '',
  language: 'it',
  level: null,
  category_id: 1,
  topic: 'Fotografia',
  goals: [],
  requirements: [],
  recipients: [],
  price_cents: 0,
  promo_price_cents: null,
  promo_ends_at: null,
  cover_url: null,
  published_at: null,
  submitted_at: null,
  review_note: null,
  lessons: [firstLesson, secondLesson],
  materials: [],
  promo_video: noVideo,
  duration_seconds: 600,
  missing: ['goals', 'heading'],
}

/** Nothing missing: it can be sent for review. */
export const completeCourse: StudioCourse = { ...draftCourse, missing: [], subtitle: 'Dalla A alla Z' }
export const inReviewCourse: StudioCourse = {
  ...completeCourse,
  status: 'in_review',
  submitted_at: '2026-11-29T10:00:00.000Z',
}
export const publishedCourse: StudioCourse = {
  ...completeCourse,
  status: 'published',
  published_at: '2026-11-29T11:00:00.000Z',
}

export const launchCoupon: CourseCoupon = {
  id: 41,
  code: 'LANCIO30',
  kind: 'percent',
  amount: 30,
  valid_until: null,
  max_redemptions: null,
  redemptions: 0,
  active: true,
  created_at: '2026-11-01T09:00:00.000Z',
}

/** Used once: ending it expires it instead of removing it. */
export const usedCoupon: CourseCoupon = {
  ...launchCoupon,
  id: 42,
  code: 'AMICI10',
  kind: 'fixed',
  amount: 1000,
  redemptions: 1,
}

/** The server's refusals as the API client raises them. */
export const refusals = {
  network: { status: undefined },
  server: { status: 503 },
  conflict: { status: 409, serverMessage: 'Il corso è già in revisione.' },
  fields: (field: string, message: string) => ({
    status: 422,
    serverMessage: 'Dati non validi',
    fieldErrors: { [field]: [message] },
  }),
}
