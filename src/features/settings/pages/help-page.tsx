/**
 * /mysettings/help (SPEC.md §2 "/mysettings with child pages account, billing, help,
 * subscription"): the support ticket form of SPEC.md §1 and §7 "support ticket send", and the
 * "Invia il flusso al supporto" action of issue 11. Ticking "Allega il mio flusso" sends the flow
 * recorded in this visit first (POST /api/support/traces) and puts its code on the ticket, so
 * support can open the user's steps on /dev?trace=CODE from the ticket's mail. Files chosen in the
 * picker (../ticket-attachments) go with the ticket as multipart, with the upload's progress shown.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import {
  TICKET_CATEGORIES,
  TICKET_EMAIL_MAX_LENGTH,
  TICKET_MESSAGE_MAX_LENGTH,
  TICKET_SUBJECT_MAX_LENGTH,
  ticketCategoryLabels,
  ticketFieldLabels,
  type TicketReceipt,
} from '../../../../contracts/support/tickets'
import { schemaErrors } from '../../../session/auth-schemas'
import { useSession } from '../../../session/session'
import type { PageProps } from '../../../shared/lib/routing'
import { useForm } from '../../../shared/lib/use-form'
import { Button } from '../../../shared/ui/button'
import {
  CheckboxField,
  FormAlert,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../shared/ui/form-fields'
import { SendFlowButton } from '../../../shared/ui/send-flow-button'
import { Spinner } from '../../../shared/ui/spinner'
import { useSendTicket } from '../actors'
import { SettingsTabs } from '../components/settings-tabs'
import { formatSize, TicketAttachments } from '../ticket-attachments'
import { useTicketSchemas } from '../ticket-schemas'

// `attachments` holds no value: it is where the server's message about the files is shown.
const empty = { email: '', category: '', subject: '', message: '', attach_flow: false, attachments: '' }

function TicketForm({ email, onSent }: { email: string; onSent: (receipt: TicketReceipt) => void }) {
  const { t, i18n } = useLingui()
  const schemas = useTicketSchemas()
  const form = useForm({
    initial: { ...empty, email },
    mode: 'lazy',
    validate: ({ attach_flow: _, attachments: __, ...values }) => schemaErrors(schemas.TicketBody, values),
  })
  const [files, setFiles] = useState<File[]>([])
  const sending = useSendTicket()
  // the share of the files uploaded, while they go (null: nothing to show)
  const [progress, setProgress] = useState<number | null>(null)
  // A flow already sent for this ticket is not sent again when the user corrects a field.
  const flowCode = useRef<string | null>(null)

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.submit(async ({ attach_flow, attachments: _, category, ...values }) => {
      let trace_code: string | null = null
      if (attach_flow) {
        if (!flowCode.current) {
          const { sendRecordedFlow } = await import('../../../shared/lib/flow-recorder-send')
          flowCode.current = await sendRecordedFlow()
        }
        trace_code = flowCode.current
      }
      const ticket = { ...values, category: category as (typeof TICKET_CATEGORIES)[number], trace_code }
      // with files: multipart, the share uploaded shown while they go
      if (files.length > 0) setProgress(0)
      try {
        onSent(await sending.send({ ticket, files, onProgress: setProgress }))
      } finally {
        setProgress(null)
      }
    })
  }

  const field = (name: 'email' | 'category' | 'subject' | 'message') => ({
    name,
    value: form.values[name],
    error: form.errors[name],
    onValue: (value: string) => form.set(name, value, name === 'category' ? 'choice' : 'input'),
    onLeave: () => form.blur(name),
  })

  return (
    <form noValidate className="mt-6 space-y-5" onSubmit={handleSubmit} aria-busy={form.submitting}>
      <FormAlert>{form.formError}</FormAlert>
      <TextField
        {...field('email')}
        type="email"
        label={i18n._(ticketFieldLabels.email)}
        autoComplete="email"
        inputMode="email"
        maxLength={TICKET_EMAIL_MAX_LENGTH}
        hint={t`Ti risponderemo a questo indirizzo.`}
      />
      <SelectField
        {...field('category')}
        label={i18n._(ticketFieldLabels.category)}
        placeholder={t`Scegli una categoria`}
        options={TICKET_CATEGORIES.map((value) => ({ value, label: i18n._(ticketCategoryLabels[value]) }))}
      />
      <TextField
        {...field('subject')}
        label={i18n._(ticketFieldLabels.subject)}
        maxLength={TICKET_SUBJECT_MAX_LENGTH}
      />
      <TextAreaField
        {...field('message')}
        label={i18n._(ticketFieldLabels.message)}
        maxLength={TICKET_MESSAGE_MAX_LENGTH}
        hint={t`Descrivi cosa stavi facendo e cosa è successo.`}
      />
      <CheckboxField
        name="attach_flow"
        checked={form.values.attach_flow}
        onChoice={(checked) => form.set('attach_flow', checked, 'choice')}
        label={
          <>
            <Trans>Allega il mio flusso</Trans>
            <span className="block text-xs text-slate-600">
              <Trans>
                I passi che hai fatto in questa visita, senza password, PIN, codici né dati di pagamento.
              </Trans>
            </span>
          </>
        }
      />
      <TicketAttachments
        files={files}
        onFiles={(chosen) => {
          setFiles(chosen)
          form.set('attachments', '', 'choice')
        }}
        error={form.errors.attachments}
        disabled={form.submitting}
      />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={form.submitting}>
          {form.submitting && <Spinner size={16} />}
          {form.submitting ? <Trans>Invio in corso…</Trans> : <Trans>Invia la richiesta</Trans>}
        </Button>
        {progress !== null && (
          <div className="flex min-w-48 flex-1 items-center gap-2 text-sm text-slate-700">
            <progress
              className="h-2 flex-1 accent-brand-700"
              max={100}
              value={Math.round(progress * 100)}
              aria-label={t`Invio degli allegati`}
            />
            <span aria-hidden="true">{Math.round(progress * 100)}%</span>
          </div>
        )}
      </div>
    </form>
  )
}

function TicketSent({ receipt, onAnother }: { receipt: TicketReceipt; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const { i18n } = useLingui()
  const { number, trace_code: code, attachments } = receipt
  return (
    <div role="status" className="mt-6 rounded-md border border-brand-200 bg-brand-50 p-5 text-brand-900">
      <h3
        ref={heading}
        tabIndex={-1}
        className="font-semibold focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <Trans>Richiesta inviata</Trans>
      </h3>
      <p className="mt-2">
        <Trans>
          Il numero della tua richiesta è{' '}
          <strong className="font-mono" data-testid="ticket-number">
            {number}
          </strong>
          . Ti risponderemo via email il prima possibile.
        </Trans>
      </p>
      {code && (
        <p className="mt-2 text-sm">
          <Trans>
            Flusso allegato: <span className="font-mono">{code}</span>
          </Trans>
        </p>
      )}
      {attachments.length > 0 && (
        <div className="mt-2 text-sm">
          <p>
            <Plural value={attachments.length} one="# file allegato:" other="# file allegati:" />
          </p>
          <ul className="mt-1 list-disc pl-5" data-testid="ticket-attachments">
            {attachments.map((file, index) => (
              <li key={index}>
                {file.name} <span className="text-brand-800">({formatSize(file.size, i18n.locale)})</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Button outline className="mt-4" onClick={onAnother}>
        <Trans>Invia un'altra richiesta</Trans>
      </Button>
    </div>
  )
}

export function HelpPage({ title }: PageProps) {
  const { user, isLoading } = useSession()
  const [receipt, setReceipt] = useState<TicketReceipt>()
  // A new form (fresh values) after "Invia un'altra richiesta".
  const [formKey, setFormKey] = useState(0)

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="mb-4 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <SettingsTabs />
      <p className="mt-2 text-slate-700">
        <Trans>Hai un problema o una domanda? Scrivici: un operatore ti risponderà via email.</Trans>
      </p>

      <section aria-labelledby="help-ticket" className="mt-8 rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="help-ticket" className="text-xl font-semibold text-slate-900">
          <Trans>Richiesta di assistenza</Trans>
        </h2>
        {receipt ? (
          <TicketSent
            receipt={receipt}
            onAnother={() => {
              setReceipt(undefined)
              setFormKey((key) => key + 1)
            }}
          />
        ) : isLoading && !user ? (
          // the route is for logged-in users: the form waits for the session to prefill the address
          <div className="mt-6 flex items-center gap-2 text-slate-700" role="status">
            <Spinner size={16} />
            <Trans>Caricamento…</Trans>
          </div>
        ) : (
          <TicketForm key={formKey} email={user?.email ?? ''} onSent={setReceipt} />
        )}
      </section>

      <section aria-labelledby="help-flow" className="mt-8 rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="help-flow" className="text-xl font-semibold text-slate-900">
          <Trans>Il flusso della tua visita</Trans>
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          <Trans>
            Se l'assistenza te lo chiede, invia i passi che hai fatto in questa visita e comunica il codice
            che ricevi. Password, PIN, codici e dati di pagamento non vengono mai inviati.
          </Trans>
        </p>
        <SendFlowButton className="mt-4" />
      </section>
    </div>
  )
}
