/**
 * The support ticket's files (issue 19 "attachments"): a file picker, the chosen files listed with
 * their name, size and a remove button (the multipart call that sends them with the ticket,
 * reporting the share uploaded so far, is sendTicketWithFiles in api.ts, run by actors.ts). The picker refuses at once what the server would (more than
 * TICKET_ATTACHMENTS_MAX files, one over TICKET_ATTACHMENT_MAX_BYTES, a type not offered); the
 * server still reads each file's type from its bytes and answers 422 on `attachments`.
 * (Owned by the support area: the help page's form is the only user.)
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import {
  TICKET_ATTACHMENT_ACCEPT,
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_ATTACHMENT_TYPES,
  TICKET_ATTACHMENTS_MAX,
} from '../../../contracts/support/tickets'
import { Button } from '../../shared/ui/button'
import { FieldError } from '../../shared/ui/form-fields'

const TYPES: readonly string[] = Object.values(TICKET_ATTACHMENT_TYPES)
const EXTENSIONS = /\.(jpe?g|png|webp|pdf)$/i
const MAX_MB = TICKET_ATTACHMENT_MAX_BYTES / 1024 / 1024

/** 1,2 MB, 340 KB, in the page's language. */
export function formatSize(bytes: number, locale: string): string {
  if (bytes >= 1024 * 1024)
    return `${(bytes / 1024 / 1024).toLocaleString(locale, { maximumFractionDigits: 1 })} MB`
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString(locale)} KB`
}

export interface TicketAttachmentsProps {
  files: readonly File[]
  onFiles: (files: File[]) => void
  /** The server's message about the files (a 422 on `attachments`). */
  error?: string
  disabled?: boolean
}

/** The picker and the list of chosen files; a choice adds to the list, up to the limit. */
export function TicketAttachments({ files, onFiles, error, disabled }: TicketAttachmentsProps) {
  const { t, i18n } = useLingui()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string>()
  const shown = problem ?? error

  const add = (picked: File[]) => {
    const kept = [...files]
    const refused: string[] = []
    for (const file of picked) {
      const name = file.name
      if (!(TYPES.includes(file.type) || EXTENSIONS.test(name)))
        refused.push(t`Il file «${name}» non è un’immagine JPEG, PNG o WebP né un PDF.`)
      else if (file.size > TICKET_ATTACHMENT_MAX_BYTES)
        refused.push(t`Il file «${name}» supera ${MAX_MB} MB.`)
      else if (file.size === 0) refused.push(t`Il file «${name}» è vuoto.`)
      else if (kept.length >= TICKET_ATTACHMENTS_MAX)
        refused.push(t`Puoi allegare al massimo ${TICKET_ATTACHMENTS_MAX} file.`)
      else if (!kept.some((other) => other.name === name && other.size === file.size)) kept.push(file)
    }
    setProblem(refused[0])
    onFiles(kept)
  }

  const remove = (index: number) => {
    setProblem(undefined)
    onFiles(files.filter((_, at) => at !== index))
    // the focus stays in the picker instead of falling to the page (once it is enabled again)
    setTimeout(() => input.current?.focus())
  }

  const full = files.length >= TICKET_ATTACHMENTS_MAX
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        <Trans>Allegati</Trans>
      </label>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        <Trans>
          Fino a {TICKET_ATTACHMENTS_MAX} file: immagini JPEG, PNG o WebP e PDF, {MAX_MB} MB ciascuno.
        </Trans>
      </p>
      <input
        ref={input}
        id={id}
        name="attachments"
        type="file"
        multiple
        accept={TICKET_ATTACHMENT_ACCEPT}
        disabled={disabled || full}
        aria-invalid={shown ? true : undefined}
        aria-describedby={[`${id}-hint`, shown ? `${id}-error` : ''].filter(Boolean).join(' ')}
        className="mt-2 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800 hover:file:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60"
        onChange={(event) => {
          add(Array.from(event.target.files ?? []))
          // the same file may be chosen again after it was removed
          event.target.value = ''
        }}
      />
      <FieldError id={`${id}-error`} message={shown} />
      <p className="sr-only" aria-live="polite">
        <Plural
          value={files.length}
          _0="Nessun file allegato"
          one="# file allegato"
          other="# file allegati"
        />
      </p>
      {files.length > 0 && (
        <ul
          className="mt-3 divide-y divide-slate-200 rounded-md border border-slate-200"
          data-testid="ticket-files"
        >
          {files.map((file, index) => {
            const name = file.name
            return (
              <li key={`${name}-${file.size}-${index}`} className="flex items-center gap-3 px-3 py-2 text-sm">
                <span className="min-w-0 flex-1 truncate text-slate-900" title={name}>
                  {name}
                </span>
                <span className="shrink-0 text-slate-600">{formatSize(file.size, i18n.locale)}</span>
                <Button
                  type="button"
                  outline
                  className="shrink-0 px-2 py-1 text-xs"
                  disabled={disabled}
                  aria-label={t`Rimuovi ${name}`}
                  onClick={() => remove(index)}
                >
                  <Trans>Rimuovi</Trans>
                </Button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
