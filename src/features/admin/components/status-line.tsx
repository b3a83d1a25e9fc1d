/**
 * The page's announcement after an action: read out, and it takes the focus, since the item acted
 * on may leave the list (the keyboard goes on from there).
 */
import { useEffect, useRef } from 'react'

export function StatusLine({ text }: { text: string }) {
  const element = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (
      text &&
      !element.current?.contains(document.activeElement) &&
      document.activeElement === document.body
    )
      element.current?.focus()
  }, [text])
  return (
    <p
      ref={element}
      role="status"
      tabIndex={-1}
      className="min-h-5 text-sm font-medium text-slate-800 outline-none"
    >
      {text}
    </p>
  )
}
