import { useEffect } from 'react'

export const SITE_NAME = 'Aula'

interface Title {
  text: string
  exact: boolean
}

// The route's title (set by the layout from the area's manifest) and, while a page that names
// itself is mounted, the page's own: it wins whichever effect ran last (a child's effects run
// before its layout's).
let routeTitle: Title | undefined
let ownTitle: Title | undefined

function apply() {
  const title = ownTitle ?? routeTitle
  if (!title) return
  document.title = title.exact || title.text === SITE_NAME ? title.text : `${title.text} · ${SITE_NAME}`
}

/** Sets document.title; `exact` skips the ' · Aula' suffix. */
export function usePageTitle(title: string | undefined, { exact = false }: { exact?: boolean } = {}): void {
  useEffect(() => {
    if (!title) return
    routeTitle = { text: title, exact }
    apply()
  }, [title, exact])
}

/**
 * A page whose state changes what it is (check-your-email once the address is verified) gives its
 * own title, in place of its route's while it is mounted; undefined keeps the route's.
 */
export function useOwnPageTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return
    ownTitle = { text: title, exact: false }
    apply()
    return () => {
      ownTitle = undefined
      apply()
    }
  }, [title])
}
