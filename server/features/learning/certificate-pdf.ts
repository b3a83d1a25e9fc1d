/**
 * A course certificate as PDF (pdfkit, its built-in Helvetica): one landscape A4 page with the
 * learner, the course, its trainer, the date, the hours and the verification code, in the
 * language the certificate was issued in. The issue date is the file's date, so the same
 * certificate downloaded twice is the same file.
 */
import PDFDocument from 'pdfkit'
import type { Locale } from '../../../contracts/core/constants.ts'
import { formatDuration } from '../../../contracts/core/duration.ts'
import { createMessages } from '../../core/http/messages.ts'
import type { CertificateRow } from './personal.ts'

const { say } = createMessages({
  title: { it: 'Attestato di completamento', en: 'Certificate of completion' },
  certifies: { it: 'Si attesta che', en: 'This certifies that' },
  completed: { it: 'ha completato il corso', en: 'has completed the course' },
  trainer: { it: 'tenuto da {name}', en: 'taught by {name}' },
  duration: { it: 'Durata: {duration}', en: 'Length: {duration}' },
  date: { it: 'Data: {date}', en: 'Date: {date}' },
  code: { it: 'Codice di verifica: {code}', en: 'Verification code: {code}' },
  verify: { it: 'Verifica su {url}', en: 'Verify at {url}' },
})

export const certificateFilename = (row: CertificateRow) => `attestato-${row.code}.pdf`

export function renderCertificatePdf(row: CertificateRow, verifyUrl: string): Promise<Buffer> {
  const locale: Locale = row.language
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 64,
    lang: locale,
    info: {
      Title: `${say('title', locale)}: ${row.course_title}`,
      Author: 'Aula',
      CreationDate: row.issued_at,
    },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const width = doc.page.width - 128
  const date = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'it-IT', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(row.issued_at)
  doc
    .rect(32, 32, doc.page.width - 64, doc.page.height - 64)
    .lineWidth(2)
    .stroke('#1e3a8a')
  doc.moveDown(2)
  doc
    .font('Helvetica-Bold')
    .fontSize(30)
    .fillColor('#1e3a8a')
    .text(say('title', locale), { align: 'center', width })
  doc.moveDown(1.5)
  doc
    .font('Helvetica')
    .fontSize(14)
    .fillColor('#0f172a')
    .text(say('certifies', locale), { align: 'center', width })
  doc.moveDown(0.5)
  doc.font('Helvetica-Bold').fontSize(26).text(row.learner_name, { align: 'center', width })
  doc.moveDown(0.5)
  doc.font('Helvetica').fontSize(14).text(say('completed', locale), { align: 'center', width })
  doc.moveDown(0.5)
  doc.font('Helvetica-Bold').fontSize(20).text(row.course_title, { align: 'center', width })
  doc.moveDown(0.3)
  doc
    .font('Helvetica')
    .fontSize(13)
    .text(say('trainer', locale, { name: row.trainer_name }), { align: 'center', width })
  doc.moveDown(1.5)
  doc.fontSize(12)
  // The course's real length ('2 h 3 min'); a certificate issued before it was kept, its hours.
  const seconds = row.duration_seconds > 0 ? row.duration_seconds : row.hours * 3600
  doc.text(say('duration', locale, { duration: formatDuration(seconds) }), { align: 'center', width })
  doc.text(say('date', locale, { date }), { align: 'center', width })
  doc.moveDown(1.5)
  doc.fontSize(10).fillColor('#475569')
  doc.text(say('code', locale, { code: row.code }), { align: 'center', width })
  doc.text(say('verify', locale, { url: verifyUrl }), { align: 'center', width })
  doc.end()
  return done
}
