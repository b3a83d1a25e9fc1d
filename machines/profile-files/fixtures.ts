/** A profile's files as the media area answers them. */
import type { Media } from '../../contracts/media/schemas'

export const cvPdf: Media = {
  id: 9,
  collection: 'cv',
  mime: 'application/pdf',
  size: 4096,
  width: null,
  height: null,
  name: 'cv.pdf',
  url: '/media/files/9/cv.pdf',
  created_at: '2026-11-29T09:00:00.000Z',
}
