/** A text whose matched words the server marked (contracts/search MARK_START … MARK_END), as <mark>. */
import { MARK_END, MARK_START } from '../../../../contracts/search/schemas'

export function Highlight({ text }: { text: string }) {
  const parts = text.split(MARK_START)
  return (
    <>
      {parts.map((part, index) => {
        if (index === 0) return part
        const [marked, rest = ''] = part.split(MARK_END)
        return (
          <span key={index}>
            <mark className="rounded bg-amber-100 px-0.5 text-inherit">{marked}</mark>
            {rest}
          </span>
        )
      })}
    </>
  )
}

/** The text without its marks (for labels and titles). */
export const plain = (text: string) => text.split(MARK_START).join('').split(MARK_END).join('')
