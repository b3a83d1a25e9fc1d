/**
 * How every area's e-mails are laid out: a template gives a subject and one list of lines in
 * Italian and English, and render builds the plain-text body and a small HTML body from the same
 * lines, so the two never say different things (a line that is a link becomes an anchor). The
 * account e-mails (accounts/mail-templates.ts), the purchase, refund and subscription e-mails
 * (payments) and the ticket e-mails (support) all use it.
 */
import type { Locale } from '../../../contracts/core/constants.ts'
import type { RenderedMail } from './mailer.ts'

export interface MailTemplate<V> {
  subject: Record<Locale, string>
  lines: (values: V) => Record<Locale, string[]>
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

export function render<V>(template: MailTemplate<V>, locale: Locale, values: V): RenderedMail {
  const lines = template.lines(values)[locale]
  const html = lines
    .map((line) =>
      /^https?:\/\//.test(line)
        ? `<p><a href="${escapeHtml(line)}">${escapeHtml(line)}</a></p>`
        : `<p>${escapeHtml(line)}</p>`,
    )
    .join('\n')
  return {
    subject: `Aula - ${template.subject[locale]}`,
    text: lines.join('\n\n'),
    html: `<!doctype html>\n<html lang="${locale}"><body>\n${html}\n</body></html>`,
  }
}
