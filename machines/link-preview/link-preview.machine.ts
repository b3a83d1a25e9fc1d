/*
 * A link's preview while the author writes it (the composer, issue 17): 600 ms after the last change
 * to something that looks like a link, the server fetches its Open Graph data (GET
 * /api/feed/url-preview, guarded and cached there). A change meanwhile starts over, and leaving the
 * loading state aborts the call, so no stale answer lands.
 *
 *   ┌──────┐ link.change [isLink] ┌────────────┐ after previewDelay ┌─────────┐ done ┌───────┐
 *   │ idle │ ───────────────────▶ │ debouncing │ ─────────────────▶ │ loading │ ───▶ │ shown │
 *   └──────┘                      └────────────┘                    └─────────┘ ─┐   └───────┘
 *      ▲  link.change, from any state: a link → debouncing anew; else → idle     └ error ─▶ none
 */
import { assign, fromPromise, setup } from 'xstate'
import type { LinkPreview } from '../../contracts/social/schemas'

export interface LinkPreviewContext {
  /** The link as the preview asks for it, when it looks like one. */
  url: string | null
  /** The server's answer (null: it has none for that page). */
  preview: LinkPreview | null
}

export type LinkPreviewEvent = { type: 'link.change'; link: string }

const LINK = /^https?:\/\/\S+\.\S+/i
/** The link as the preview asks for it: trimmed, and only when it looks like one. */
export const wantedLink = (link: string) => (LINK.test(link.trim()) ? link.trim() : null)

export const linkPreviewMachine = setup({
  types: {
    context: {} as LinkPreviewContext,
    events: {} as LinkPreviewEvent,
    tags: {} as 'busy',
  },
  actors: {
    fetchPreview: fromPromise<LinkPreview | null, { url: string }>(async () => {
      throw new Error('linkPreviewMachine: provide the `fetchPreview` actor')
    }),
  },
  delays: { previewDelay: 600 },
  guards: {
    isLink: (_, params: { link: string }) => wantedLink(params.link) !== null,
  },
}).createMachine({
  id: 'linkPreview',
  context: { url: null, preview: null },
  initial: 'idle',
  on: {
    'link.change': [
      {
        guard: { type: 'isLink', params: ({ event }) => ({ link: event.link }) },
        target: '.debouncing',
        reenter: true,
        actions: assign({ url: ({ event }) => wantedLink(event.link), preview: null }),
      },
      { target: '.idle', actions: assign({ url: null, preview: null }) },
    ],
  },
  states: {
    idle: {},
    debouncing: { after: { previewDelay: 'loading' } },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchPreview',
        src: 'fetchPreview',
        input: ({ context }) => ({ url: context.url ?? '' }),
        onDone: { target: 'shown', actions: assign({ preview: ({ event }) => event.output }) },
        onError: 'none',
      },
    },
    shown: {},
    none: {},
  },
})
