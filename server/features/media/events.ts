/**
 * What media tells the other areas (issue 33): a picture (an avatar or a cover) stored for a user,
 * or removed. Published with `publish` (core/domain-events.ts) inside the transaction that writes
 * the media row; profiles subscribes (the profile shows the new picture, or no longer the removed
 * one), so media writes no profile itself and does not import the profiles area.
 */
import { publish, type EventTx } from '../../core/domain-events.ts'

export interface PictureEvent {
  user_id: number
  picture: 'avatar' | 'cover'
  /** The stored image's URL (mediaUrl). */
  url: string
}

declare module '../../core/domain-events.ts' {
  interface DomainEvents {
    /** The user's new avatar or cover, replacing the previous one. */
    'media.picture_stored': PictureEvent
    /** An avatar or cover deleted: whatever still shows this URL shows none. */
    'media.picture_removed': PictureEvent
  }
}

export async function publishPictureStored(tx: EventTx, event: PictureEvent): Promise<void> {
  await publish(tx, 'media.picture_stored', event)
}

export async function publishPictureRemoved(tx: EventTx, event: PictureEvent): Promise<void> {
  await publish(tx, 'media.picture_removed', event)
}
