/**
 * A link preview's image (issue 17): our own WebP copy of the page's og:image (the server never
 * hands out the remote address, which would tell the linked site who reads the feed), in a box of
 * the thumbnail's fixed 1.91:1 shape, so the card keeps its size while the image loads.
 */
import { useLingui } from '@lingui/react/macro'
import type { LinkPreview } from '../../../../../contracts/social/schemas'

function hostOf(url: string): string {
  try {
    return new URL(url).hostname
  } catch {
    return url
  }
}

export function PreviewImage({ preview }: { preview: LinkPreview }) {
  const { t } = useLingui()
  if (!preview.image_url) return null
  const title = preview.title
  const host = hostOf(preview.url)
  return (
    <span className="mb-2 block aspect-[40/21] w-full overflow-hidden rounded-md border border-slate-200 bg-slate-200">
      <img
        src={preview.image_url}
        alt={title ? t`Immagine dell’anteprima: ${title}` : t`Immagine dell’anteprima di ${host}`}
        width={600}
        height={315}
        loading="lazy"
        decoding="async"
        className="block h-full w-full object-cover"
      />
    </span>
  )
}
