import { useEffect } from 'react'

export const SITE_NAME = 'Aula'

/** Sets document.title; `exact` skips the ' · Aula' suffix. */
export function usePageTitle(title: string | undefined, { exact = false }: { exact?: boolean } = {}): void {
  useEffect(() => {
    if (!title) return
    document.title = exact || title === SITE_NAME ? title : `${title} · ${SITE_NAME}`
  }, [title, exact])
}
