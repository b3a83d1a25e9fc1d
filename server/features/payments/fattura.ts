/**
 * The Italian electronic invoice (FatturaPA, format FPR12 for private buyers) of a paid order,
 * for buyers with Italian fiscal data. Built from the seller's details and the billing snapshot
 * of the order (receipts-data.ts); elements in the order the v1.2 schema lists them, each value
 * XML-escaped and cut to the schema's length.
 *
 * The receiving channel (CodiceDestinatario) follows the SdI's rules: the buyer's 7-character SDI
 * code; else '0000000' with the PEC address; else '0000000' (a private person, who finds the
 * invoice in their tax drawer).
 */
import type { Locale } from '../../../contracts/core/constants.ts'
import { IVA_RATE_PERCENT, type ReceiptData } from './receipts-data.ts'
import { fatturaBuyer, type Buyer } from './fattura-buyer.ts'
import { sayReceipt } from './receipts-messages.ts'

export const FATTURA_NAMESPACE = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2'
export { fatturaBuyer, NO_RECIPIENT_CODE, type Buyer } from './fattura-buyer.ts'

export function escapeXml(value: string): string {
  return (
    value
      // Control characters are not allowed anywhere in an XML 1.0 document, even escaped.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  )
}

/** The schema's lengths are in characters; a longer value would be refused by the SdI. */
const cut = (value: string, max: number) => [...value.trim()].slice(0, max).join('')

/** 1234 cents → '12.34': the schema's decimal with two digits. */
export const decimal = (cents: number) => (cents / 100).toFixed(2)

type Node = [name: string, content: string | Node[]] | null

function render(node: Node, depth: number): string {
  if (!node) return ''
  const [name, content] = node
  const pad = '  '.repeat(depth)
  if (typeof content === 'string') return `${pad}<${name}>${escapeXml(content)}</${name}>\n`
  return `${pad}<${name}>\n${content.map((child) => render(child, depth + 1)).join('')}${pad}</${name}>\n`
}

const optional = (name: string, value: string | null | undefined, max: number): Node =>
  value && value.trim() ? [name, cut(value, max)] : null

/**
 * A credit note (nota di credito) to render instead of the invoice: TipoDocumento TD04, its own
 * number and date, and DatiFattureCollegate naming the invoice it cancels (IdDocumento = the
 * invoice's Numero, Data = its date). The amounts are the invoice's, positive, as TD04 wants.
 */
export interface CreditNoteRef {
  /** e.g. NC-2026-000001 (its own yearly sequence). */
  number: string
  numberYear: number
  sequence: number
  issuedAt: Date
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10)

/** The header: who sends it and on which channel, the seller, the buyer. */
function fatturaHeader(data: ReceiptData, buyer: Buyer, progressive: string): Node {
  const { seller } = data
  return [
    'FatturaElettronicaHeader',
    [
      [
        'DatiTrasmissione',
        [
          [
            'IdTrasmittente',
            [
              ['IdPaese', seller.country],
              ['IdCodice', seller.vatNumber],
            ],
          ],
          ['ProgressivoInvio', progressive],
          ['FormatoTrasmissione', 'FPR12'],
          ['CodiceDestinatario', buyer.recipientCode],
          optional('PECDestinatario', buyer.pec, 256),
        ],
      ],
      [
        'CedentePrestatore',
        [
          [
            'DatiAnagrafici',
            [
              [
                'IdFiscaleIVA',
                [
                  ['IdPaese', seller.country],
                  ['IdCodice', seller.vatNumber],
                ],
              ],
              optional('CodiceFiscale', seller.fiscalCode, 16),
              ['Anagrafica', [['Denominazione', cut(seller.name, 80)]]],
              ['RegimeFiscale', seller.taxRegime],
            ],
          ],
          [
            'Sede',
            [
              ['Indirizzo', cut(seller.address, 60)],
              optional('NumeroCivico', seller.streetNumber, 8),
              ['CAP', seller.zip],
              ['Comune', cut(seller.city, 60)],
              optional('Provincia', seller.province, 2),
              ['Nazione', seller.country],
            ],
          ],
        ],
      ],
      [
        'CessionarioCommittente',
        [
          [
            'DatiAnagrafici',
            [
              buyer.vatNumber
                ? [
                    'IdFiscaleIVA',
                    [
                      ['IdPaese', 'IT'],
                      ['IdCodice', buyer.vatNumber],
                    ],
                  ]
                : null,
              optional('CodiceFiscale', buyer.fiscalCode, 16),
              [
                'Anagrafica',
                buyer.company
                  ? [['Denominazione', cut(buyer.company, 80)]]
                  : [
                      ['Nome', cut(buyer.firstName ?? '', 60)],
                      ['Cognome', cut(buyer.lastName ?? '', 60)],
                    ],
              ],
            ],
          ],
          [
            'Sede',
            [
              ['Indirizzo', cut(buyer.address, 60)],
              optional('NumeroCivico', buyer.streetNumber, 8),
              ['CAP', buyer.zip],
              ['Comune', cut(buyer.city, 60)],
              optional('Provincia', buyer.province, 2),
              ['Nazione', 'IT'],
            ],
          ],
        ],
      ],
    ],
  ]
}

/** The body: the document (an invoice, or a credit note naming it), its one line, the payment. */
function fatturaBody(data: ReceiptData, creditNote?: CreditNoteRef): Node {
  const { amounts } = data
  const invoiceDate = isoDate(data.paidAt)
  const date = creditNote ? isoDate(creditNote.issuedAt) : invoiceDate
  const description = sayReceipt(data.order.product_type, 'it', { title: data.productTitle })
  const rate = IVA_RATE_PERCENT.toFixed(2)

  return [
    'FatturaElettronicaBody',
    [
      [
        'DatiGenerali',
        [
          [
            'DatiGeneraliDocumento',
            [
              ['TipoDocumento', creditNote ? 'TD04' : 'TD01'],
              ['Divisa', 'EUR'],
              ['Data', date],
              ['Numero', creditNote ? creditNote.number : data.number],
              ['ImportoTotaleDocumento', decimal(amounts.totalCents)],
              creditNote ? ['Causale', cut(`Storno totale della fattura n. ${data.number}`, 200)] : null,
            ],
          ],
          creditNote
            ? [
                'DatiFattureCollegate',
                [
                  ['IdDocumento', data.number],
                  ['Data', invoiceDate],
                ],
              ]
            : null,
        ],
      ],
      [
        'DatiBeniServizi',
        [
          [
            'DettaglioLinee',
            [
              ['NumeroLinea', '1'],
              ['Descrizione', cut(description, 1000)],
              ['Quantita', '1.00'],
              ['PrezzoUnitario', decimal(amounts.taxableCents)],
              ['PrezzoTotale', decimal(amounts.taxableCents)],
              ['AliquotaIVA', rate],
            ],
          ],
          [
            'DatiRiepilogo',
            [
              ['AliquotaIVA', rate],
              ['ImponibileImporto', decimal(amounts.taxableCents)],
              ['Imposta', decimal(amounts.ivaCents)],
              ['EsigibilitaIVA', 'I'],
            ],
          ],
        ],
      ],
      // A credit note pays nothing: the refund goes back the way the invoice was paid.
      creditNote
        ? null
        : [
            'DatiPagamento',
            [
              ['CondizioniPagamento', 'TP02'],
              [
                'DettaglioPagamento',
                [
                  // MP05 bank transfer, MP08 payment card.
                  ['ModalitaPagamento', data.order.bank_reference ? 'MP05' : 'MP08'],
                  ['ImportoPagamento', decimal(amounts.totalCents)],
                ],
              ],
            ],
          ],
    ],
  ]
}

/** The invoice's XML (or its credit note's); a 422 when the buyer's billing information cannot make one. */
export function renderFatturaXml(data: ReceiptData, locale: Locale, creditNote?: CreditNoteRef): string {
  const buyer = fatturaBuyer(data.buyer, locale)
  // Unique per document, at most 10 characters: the year's number is (NC and 8 digits for a
  // credit note, so it never meets an invoice's, which are digits only).
  const progressive = creditNote
    ? `NC${`${creditNote.numberYear}${String(creditNote.sequence).padStart(6, '0')}`.slice(-8)}`
    : `${data.order.number_year}${String(data.order.number).padStart(6, '0')}`.slice(-10)
  const header = fatturaHeader(data, buyer, progressive)
  const body = fatturaBody(data, creditNote)

  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<p:FatturaElettronica versione="FPR12" xmlns:p="${FATTURA_NAMESPACE}" ` +
    'xmlns:ds="http://www.w3.org/2000/09/xmldsig#" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n' +
    render(header, 1) +
    render(body, 1) +
    '</p:FatturaElettronica>\n'
  )
}

export const fatturaFilename = (data: ReceiptData) =>
  `fattura-${data.order.number_year}-${data.order.number}.xml`

export const creditNoteFatturaFilename = (creditNote: CreditNoteRef) =>
  `nota-di-credito-${creditNote.numberYear}-${creditNote.sequence}.xml`
