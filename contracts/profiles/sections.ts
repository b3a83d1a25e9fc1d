/**
 * The sections of a profile (SPEC.md §3 Profile, issue 16): which exist, which are lists of CV
 * entries kept in `profile_items`, which upload an image with each entry (SPEC.md §7: books,
 * case-history, collaborations and clients are multipart upserts), and the ones an owner may hide.
 */

/** Sections made of entries the owner adds, edits, deletes and orders. */
export const ITEM_SECTIONS = [
  'studies',
  'experiences',
  'languages',
  'books',
  'case_histories',
  'clients',
  'collaborations',
] as const
export type ItemSection = (typeof ITEM_SECTIONS)[number]

/** Sections whose entries are sent as multipart forms with an optional image. */
export const IMAGE_SECTIONS = ['books', 'case_histories', 'clients', 'collaborations'] as const
export type ImageSection = (typeof IMAGE_SECTIONS)[number]
export const isImageSection = (section: ItemSection): section is ImageSection =>
  (IMAGE_SECTIONS as readonly string[]).includes(section)

/** The URL segment of each item section (SPEC.md §7 names: case-history, books, clients, collaborations). */
export const SECTION_PATHS: Record<ItemSection, string> = {
  studies: 'studies',
  experiences: 'experiences',
  languages: 'languages',
  books: 'books',
  case_histories: 'case-history',
  clients: 'clients',
  collaborations: 'collaborations',
}

/** Every section a profile shows, in page order; the owner may hide any of them from others. */
export const PROFILE_SECTIONS = [
  'presentation',
  'experiences',
  'studies',
  'competences',
  'skills',
  'languages',
  'interests',
  'books',
  'case_histories',
  'clients',
  'collaborations',
  'certificates',
  'media',
] as const
export type ProfileSection = (typeof PROFILE_SECTIONS)[number]

/** How many entries one section holds. */
export const ITEMS_PER_SECTION = 50
/** The largest image an entry may carry (10 MB), cropped to this box. */
export const ITEM_IMAGE_MAX_BYTES = 10 * 1024 * 1024
export const ITEM_IMAGE_SIZE = { width: 600, height: 400 } as const
