/**
 * /mysettings/help (SPEC.md §2 "/mysettings with child pages account, billing, help,
 * subscription"): the support ticket form of SPEC.md §1 and §7 "support ticket send", and the
 * "Invia il flusso al supporto" action of issue 11. Ticking "Allega il mio flusso" sends the flow
 * recorded in this visit first (POST /api/support/traces) and puts its code on the ticket, so
 * support can open the user's steps on /dev?trace=CODE from the ticket's mail. Files chosen in the
 * picker (../ticket-attachments) go with the ticket as multipart, with the upload's progress shown.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, type FormEvent } from 'react'
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
import { useSupportTicket } from '../actors'
import { submitChecked, useAlertText, useFocusRefused } from '../form-actors'
import { SettingsTabs } from '../components/settings-tabs'
import { formatSize, TicketAttachments } from '../ticket-attachments'
import { useTicketSchemas } from '../ticket-schemas'

// `attachments` holds no value: it is where the server's message about the files is shown.
const empty = { email: '', category: '', subject: '', message: '', attach_flow: false, attachments: '' }

type Ticket = ReturnType<typeof useSupportTicket>

function TicketForm({ email, ticket }: { email: string; ticket: Ticket }) {
  const { t, i18n } = useLingui()
  const schemas = useTicketSchemas()
  const { actor, view } = ticket
  const alert = useAlertText(view.alert)
  const ref = useFocusRefused(actor)
  const form = useForm({
    initial: { ...empty, email },
    mode: 'lazy',
    validate: ({ attach_flow: _, attachments: __, ...values }) => schemaErrors(schemas.TicketBody, values),
  })

  // machines/support-ticket (../actors.ts): the flow first when ticked (once per ticket), then the
  // ticket, with its files as multipart and the share uploaded shown while they go
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void submitChecked(
      form,
      ({ attach_flow, attachments: _, category, ...values }) =>
        actor.send({
          type: 'ticket.submit',
          ticket: { ...values, category: category as (typeof TICKET_CATEGORIES)[number] },
          attachFlow: attach_flow,
        }),
      () => actor.send({ type: 'ticket.invalid', errors: {} }),
    )
  }

  const field = (name: 'email' | 'category' | 'subject' | 'message') => ({
    name,
    value: form.values[name],
    error: form.errors[name] ?? view.errors[name],
    onValue: (value: string) => {
      form.set(name, value, name === 'category' ? 'choice' : 'input')
      if (name === 'category') actor.send({ type: 'ticket.edit', field: name })
    },
    onLeave: () => {
      form.blur(name)
      actor.send({ type: 'ticket.edit', field: name })
    },
  })

  return (
    <form ref={ref} noValidate className="mt-6 space-y-5" onSubmit={handleSubmit} aria-busy={view.busy}>
      <FormAlert>{alert}</FormAlert>
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
        files={view.files as readonly File[]}
        onFiles={(chosen) => {
          actor.send({ type: 'ticket.files', files: chosen })
          form.set('attachments', '', 'choice')
          actor.send({ type: 'ticket.edit', field: 'attachments' })
        }}
        error={form.errors.attachments ?? view.errors.attachments}
        disabled={view.busy}
      />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={view.waiting}>
          {view.busy && <Spinner size={16} />}
          {view.busy ? <Trans>Invio in corso…</Trans> : <Trans>Invia la richiesta</Trans>}
        </Button>
        {view.percent !== null && (
          <div className="flex min-w-48 flex-1 items-center gap-2 text-sm text-slate-700">
            <progress
              className="h-2 flex-1 accent-brand-700"
              max={100}
              value={view.percent}
              aria-label={t`Invio degli allegati`}
            />
            <span aria-hidden="true">{view.percent}%</span>
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
  // one ticket at a time; "Invia un'altra richiesta" starts a new one with a new form
  const ticket = useSupportTicket()
  const { receipt } = ticket.view

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
          <TicketSent receipt={receipt} onAnother={() => ticket.actor.send({ type: 'ticket.reset' })} />
        ) : isLoading && !user ? (
          // the route is for logged-in users: the form waits for the session to prefill the address
          <div className="mt-6 flex items-center gap-2 text-slate-700" role="status">
            <Spinner size={16} />
            <Trans>Caricamento…</Trans>
          </div>
        ) : (
          <TicketForm email={user?.email ?? ''} ticket={ticket} />
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
