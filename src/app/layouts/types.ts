import type { ReactNode } from 'react'

export interface LayoutProps {
  /** The localized title of the current route: the document title. */
  title: string
  children: ReactNode
}
