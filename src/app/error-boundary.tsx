import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ErrorPage } from '../shared/ui/error-page'
import { clearAppError, handleFatalError, useAppError } from './app-error'

class CatchRender extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  componentDidCatch(error: unknown, _info: ErrorInfo): void {
    handleFatalError(error)
  }

  render(): ReactNode {
    // the app error state takes over from here; render nothing while it does (or while reloading)
    return this.state.failed ? null : this.props.children
  }
}

/**
 * Shows ErrorPage for a render error below it and for any global error. Clearing the error
 * remounts the tree, so the app starts fresh instead of re-rendering whatever broke.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const error = useAppError()
  if (error !== null) return <ErrorPage error={error} onReset={clearAppError} />
  return <CatchRender>{children}</CatchRender>
}
