/**
 * The acknowledgement of a support ticket (issue 36): the user is told, in their language (it/en),
 * that the request arrived, with its number and subject and where the answer will come. Plain text
 * and HTML from one list of lines (server/core/mail/render.ts). Written to the outbox in the
 * transaction that stores the ticket (tickets.ts), so one ticket gets one acknowledgement.
 */
import type { Locale } from '../../../contracts/core/constants.ts'
import type { RenderedMail } from '../../core/mail/mailer.ts'
import { render } from '../../core/mail/render.ts'

export interface TicketReceivedValues {
  name: string
  number: string
  subject: string
  /** Where support will answer: the ticket's reply address. */
  replyTo: string
  url: string
}

export function ticketReceivedMail(locale: Locale, values: TicketReceivedValues): RenderedMail {
  return render(
    {
      subject: {
        it: `Abbiamo ricevuto la tua richiesta [${values.number}]`,
        en: `We have received your request [${values.number}]`,
      },
      lines: () => ({
        it: [
          `Ciao ${values.name},`,
          `abbiamo ricevuto la tua richiesta di assistenza n. ${values.number}: «${values.subject}».`,
          `Ti risponderemo il prima possibile a ${values.replyTo}. Se scrivi di nuovo sullo stesso problema, indica il numero ${values.number}.`,
          'Nel frattempo trovi le risposte alle domande più frequenti qui:',
          values.url,
        ],
        en: [
          `Hi ${values.name},`,
          `we have received your support request no. ${values.number}: “${values.subject}”.`,
          `We will answer at ${values.replyTo} as soon as we can. If you write again about the same problem, mention number ${values.number}.`,
          'Meanwhile, the answers to the most frequent questions are here:',
          values.url,
        ],
      }),
    },
    locale,
    values,
  )
}
