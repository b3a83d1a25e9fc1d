/**
 * The SPA's manual chunks (vite.config.ts, rolldown's codeSplitting groups). Each group takes the
 * modules its test matches and everything they import that an earlier group has not taken
 * (rolldown's includeDependenciesRecursively), so the order decides where a shared module lands:
 * a group listed too early takes what other pages share and makes them fetch its whole file.
 * scripts/chunk-groups.test.ts replays that capture on the source's imports and checks that what a
 * public page loads after interactive (the version check, the heart, the data sections) reaches
 * nothing of the doors' group (issue 37: every page fetched the 54 KiB doors chunk).
 */
export interface ChunkGroup {
  name: string
  test: RegExp
}

export const CHUNK_GROUPS: ChunkGroup[] = [
  // What every page runs before its first render and the lazy chunks share with the entry
  // (React, the router, Lingui, the route table, the session's store, the UI kit's icons,
  // buttons and skeletons): one file instead of a dozen small ones, each a round trip on a
  // slow network.
  {
    name: 'app',
    test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|@lingui[\\/](core|react)|use-sync-external-store|@messageformat)[\\/]|contracts[\\/](core[\\/](routes|constants)|[^\\/]+[\\/]routes)\.ts|src[\\/]shared[\\/](i18n[\\/](index|use-locale)|lib[\\/](route-table|routing|cookies|store|interactive|manifest|hydration)|ui[\\/](icon|icon-paths|button|skeleton))\.tsx?|src[\\/]session[\\/](session-store|session-services|navigation)\.ts|rolldown[\\/]runtime|vite[\\/](preload-helper|modulepreload-polyfill)/,
  },
  // What every form renders before its rules and API client arrive — the fields, the form
  // state, an API error's class, the accounts' limits and the doors' lazy loading — in one
  // file, or the groups below would take the limits and the error class and make a door
  // (login, registration, password reset) wait for the cards or the data chunk.
  {
    name: 'forms',
    test: /src[\\/]shared[\\/](ui[\\/](form-fields|pointer-press)\.tsx?|lib[\\/]use-form\.ts|api[\\/]api-error\.ts)|contracts[\\/]accounts[\\/]limits\.ts|src[\\/]features[\\/]accounts[\\/](lazy-module|password-updated|register-fields|terms)\.ts/,
  },
  // What anything that runs a machine or calls the server needs — xstate, the API client, the
  // input rules and valibot with them, the flow recorder, the resource machine of a page's data
  // section, the one-call machine (machines/request) — and the small machine parts shared across
  // areas (a call's error and its fields, the sidebar's types): one file after the page is
  // interactive, shared by the version check, the heart, the data sections and the doors. Before
  // the doors' group, or it takes them all (54 KiB on every page).
  {
    name: 'data',
    test: /node_modules[\\/](xstate|@xstate[\\/]react|ofetch|destr|ufo|valibot)[\\/]|src[\\/]shared[\\/](api[\\/]|lib[\\/](use-resource|page-query|flow-recorder)\.ts)|contracts[\\/](core[\\/](input|endpoint)|accounts[\\/]api-error-fields)\.ts|machines[\\/](request[\\/]|course-manager[\\/]call-error\.ts|sidebar[\\/]sidebar-type\.ts)/,
  },
  // The payloads the courses' calls name besides a course (an order, a purchase, the billing
  // entities, a person): the heart and the data sections share them with the session and the doors, so
  // they keep a file of their own; in the cards they would make a door fetch the course cards.
  {
    name: 'entities',
    test: /contracts[\\/]payments[\\/](index|orders|schemas)\.ts|contracts[\\/]accounts[\\/](index|entities)\.ts|contracts[\\/](core|profiles)[\\/]person\.ts/,
  },
  // The cards the public pages' data sections render and what they share (price, rating,
  // avatar, the payload schemas): one file beside the data chunk. Split by use, they formed a chain (section, card,
  // price, format) whose each link the browser finds only once the one before has arrived: a
  // round trip each on a slow network (first load, DESIGN.md §7). The shell's own UI (icons,
  // buttons, skeletons) sits in 'app' above, so this group, which takes its modules' imports
  // along, never drags it out of the entry. Formatting is shared with page shells (the legal
  // pages' dates): its own small file, or the cards group would take it and make those shells
  // wait for the cards and data.
  { name: 'format', test: /src[\\/]shared[\\/]lib[\\/]format\.ts/ },
  {
    name: 'cards',
    test: /src[\\/]features[\\/]public[\\/]components[\\/](person-card|company-card)\.tsx|src[\\/]shared[\\/]ui[\\/](course-card|avatar|rating|price)\.tsx|contracts[\\/](courses|public)[\\/]schemas\.ts/,
  },
  // The media's payloads (a CV, a document, an image): the job application, the profile's files
  // and the onboarding's documents share them with the doors, so they keep a file of their own.
  { name: 'media', test: /contracts[\\/]media[\\/]schemas\.ts/ },
  // The profiles' calls with their payloads (the session's own profile, a public profile, the
  // certificate's and the player's trainer) and the payments' calls (the session's subscription,
  // the HR offer): each in a file of its own, or the doors' group takes them and those pages fetch it.
  // A profile's reads (the public profile, the certificate's and the player's trainer) before the
  // rest: the profiles group would take them along with the onboarding's and settings' rules.
  { name: 'profile-view', test: /contracts[\\/]profiles[\\/]view-endpoints\.ts/ },
  { name: 'profiles', test: /contracts[\\/]profiles[\\/]endpoints\.ts/ },
  { name: 'payments', test: /contracts[\\/]payments[\\/]endpoints\.ts/ },
  // What a door fetches once its form is on screen (the session machine, the accounts' calls
  // and schemas, the rules, the login, the reset's run): one file after interactive instead of a
  // handful of small ones. Last, so it takes only what the groups above left: the doors' own.
  {
    name: 'doors',
    test: /src[\\/]features[\\/]accounts[\\/](login-actions|register-actions|door-rules|password-reset-flow|password-reset|login-code|api)\.ts/,
  },
]
