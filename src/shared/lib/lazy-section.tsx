/**
 * A part of a page that lives in its own chunk, typically the data section (resource machine, API
 * client, cards): the page's shell — heading, filters, links — renders and works from the page
 * chunk alone, and the section's download starts as soon as the shell has mounted.
 *
 * Not React.lazy, on purpose: lazy starts the download while the page renders, so it races the
 * shell to be counted as "before interactive", and a Suspense fallback shown while a page is being
 * revealed lets React hold the whole commit back (up to 300 ms) to batch reveals. Here the shell
 * commits first, then its mount effect starts the download; the fallback shows meanwhile.
 *
 * A page drawn by the server (./hydration.ts) is the exception: there the section suspends until
 * its chunk is in, inside a Suspense boundary of its own. The server's render waits for it, so the
 * markup holds the section, not its skeleton; the browser hydrates the shell at once (it is
 * interactive with the page chunk alone, as without the server), keeps the section's markup as the
 * server drew it, downloads the chunk once the shell is interactive and then hydrates the section.
 */
import { Suspense, use, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { renderMode, useDrawsServerMarkup } from './hydration'
import { whenInteractive } from './interactive'

export type SectionProps<P> = P & {
  /** What stands in while the chunk downloads (usually the section's skeleton). */
  fallback?: ReactNode
}

export function lazySection<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<SectionProps<P>> {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined

  const start = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined // a later mount may try again (e.g. after the chunk-reload guard declined)
        throw error
      },
    )
    return pending
  }

  /** Hydrating: the chunk, asked for once the shell is interactive (one promise, as `use` wants). */
  let afterShell: Promise<ComponentType<P>> | undefined
  const startAfterShell = () => (afterShell ??= whenInteractive().then(start))

  function LazySection(props: SectionProps<P>) {
    return (
      <Suspense fallback={props.fallback ?? null}>
        <SectionLoader {...props} />
      </Suspense>
    )
  }

  function SectionLoader({ fallback = null, ...props }: SectionProps<P>) {
    // once downloaded, later mounts (navigating back) render the section straight away
    const [Section, setSection] = useState<ComponentType<P> | undefined>(() => loaded)
    // the server's markup holds the section: wait for the chunk rather than draw the fallback
    // (React takes a section over after the page's shell, in a render of its own: hydration.ts)
    const drawing = useDrawsServerMarkup()
    const Drawn =
      !Section && drawing ? use(renderMode() === 'server' ? start() : startAfterShell()) : undefined
    const [failure, setFailure] = useState<{ error: unknown }>()

    useEffect(() => {
      if (Section) return
      let active = true
      start().then(
        (component) => active && setSection(() => component),
        (error: unknown) => active && setFailure({ error }),
      )
      return () => {
        active = false
      }
    }, [Section])

    // a failed chunk goes to the app's error boundary, which reloads on a new deploy
    if (failure) throw failure.error
    const Shown = Section ?? Drawn
    return Shown ? <Shown {...(props as P)} /> : fallback
  }
  return LazySection
}
