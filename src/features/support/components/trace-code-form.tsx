import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../../shared/ui/button'
import { useNavigate, useRouteUrl, withQuery } from '../../../shared/lib/routing'
import { normaliseTraceCode } from '../trace-code'

/**
 * The field where support types the code a user reads out (issue 34): a valid code opens it on this
 * page (/dev?trace=CODE); anything else is refused in place, with the field keeping what was typed.
 */
export function TraceCodeForm({ current }: { current?: string }) {
  const { t } = useLingui()
  const id = useId()
  const navigate = useNavigate()
  const routeUrl = useRouteUrl()
  const [typed, setTyped] = useState(current ?? '')
  const [error, setError] = useState<string>()

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const code = normaliseTraceCode(typed)
    if (!code) {
      setError(t`Il codice deve avere la forma AULA-XXXX-XX.`)
      return
    }
    setError(undefined)
    setTyped(code)
    navigate(withQuery(routeUrl('dev'), { trace: code }))
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-wrap items-end gap-3">
      <div className="min-w-64">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          <Trans>Codice del flusso</Trans>
        </label>
        <input
          id={id}
          name="trace"
          value={typed}
          autoComplete="off"
          spellCheck={false}
          placeholder="AULA-XXXX-XX"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => setTyped(event.target.value)}
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono uppercase focus:outline-2 focus:outline-brand-700 aria-[invalid=true]:border-red-700"
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          <Trans>Il codice che l'utente legge dalla pagina di errore, per esempio AULA-7KX3-Q9.</Trans>
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-800">
            {error}
          </p>
        )}
      </div>
      <Button type="submit">
        <Trans>Apri il flusso</Trans>
      </Button>
    </form>
  )
}
