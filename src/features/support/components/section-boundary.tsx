import { Component, type ReactNode } from 'react'

/**
 * Keeps a part of /dev that fails to render (a trace the viewer does not understand) inside its
 * section: `fallback` shows with the error's message and the rest of the page stays (issue 34:
 * replay never leaves /dev). `resetKey` starts afresh, e.g. another code typed.
 */
export class SectionBoundary extends Component<
  { fallback: (message: string) => ReactNode; resetKey?: string; children: ReactNode },
  { error?: Error; resetKey?: string }
> {
  state: { error?: Error; resetKey?: string } = { resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  static getDerivedStateFromProps(props: { resetKey?: string }, state: { error?: Error; resetKey?: string }) {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey }
  }

  render() {
    return this.state.error ? this.props.fallback(this.state.error.message) : this.props.children
  }
}
