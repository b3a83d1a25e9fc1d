/**
 * The FatturaPA XML of a paid order (issue 12), checked against the FPR12 rules that can be
 * checked without the XSD: well-formed nesting, the elements each parent needs in the order the
 * v1.2 schema lists them, lengths and patterns (CodiceDestinatario, CAP, Provincia, amounts with
 * two decimals), Imponibile + Imposta = Totale, and escaping. The validator is tested too, on
 * documents that break each rule, so that it cannot pass everything.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../accounts/factories.testing.ts'
import { asUser, buildTestApp, type TestApp } from '../../testing/helper.ts'
import { FATTURA_NAMESPACE } from './fattura.ts'
import { validateAgainstXsd } from './fattura-xsd.testing.ts'
import { CARD_DECLINED, purchase, type Billing } from './receipts.testing.ts'
import { orders } from './tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

// ---------------------------------------------------------------------------------------------
// A minimal XML reader: elements, attributes and text, refusing what is not well-formed

interface XmlElement {
  name: string
  attributes: Record<string, string>
  children: XmlElement[]
  text: string
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decode(text: string): string {
  if (/[<>]/.test(text)) throw new Error(`unescaped < or > in ${JSON.stringify(text)}`)
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(text)) throw new Error('a control character')
  return text.replace(/&([a-z]+);|&/g, (_match, name: string | undefined) => {
    if (!name || !(name in ENTITIES)) throw new Error(`unescaped & in ${JSON.stringify(text)}`)
    return ENTITIES[name]
  })
}

function parseXml(xml: string): XmlElement {
  const body = xml.replace(/^<\?xml [^?]*\?>\s*/, '')
  const stack: XmlElement[] = []
  let root: XmlElement | null = null
  const tokens = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g
  for (const token of body.matchAll(tokens)) {
    const [, closing, name, attributes, selfClosing, text, stray] = token
    if (stray) throw new Error('a < that opens no tag')
    if (text !== undefined) {
      if (stack.length === 0) {
        if (text.trim()) throw new Error('text outside the root element')
        continue
      }
      stack[stack.length - 1].text += decode(text)
      continue
    }
    if (closing) {
      const open = stack.pop()
      if (!open || open.name !== name) throw new Error(`</${name}> closes <${open?.name}>`)
      continue
    }
    const element: XmlElement = { name, attributes: {}, children: [], text: '' }
    for (const [, key, value] of attributes.matchAll(/([\w:.-]+)="([^"]*)"/g))
      element.attributes[key] = decode(value)
    if (stack.length > 0) stack[stack.length - 1].children.push(element)
    else if (root) throw new Error('a second root element')
    else root = element
    if (!selfClosing) stack.push(element)
  }
  if (stack.length > 0) throw new Error(`<${stack[stack.length - 1].name}> is never closed`)
  if (!root) throw new Error('no root element')
  return root
}

// ---------------------------------------------------------------------------------------------
// The FPR12 rules

/** Each parent's children in the schema's order: [name, required, repeatable]. */
type Slot = [name: string, required: boolean, repeatable?: boolean]
const SEQUENCES: Record<string, Slot[]> = {
  'p:FatturaElettronica': [
    ['FatturaElettronicaHeader', true],
    ['FatturaElettronicaBody', true, true],
  ],
  FatturaElettronicaHeader: [
    ['DatiTrasmissione', true],
    ['CedentePrestatore', true],
    ['RappresentanteFiscale', false],
    ['CessionarioCommittente', true],
    ['TerzoIntermediarioOSoggettoEmittente', false],
    ['SoggettoEmittente', false],
  ],
  DatiTrasmissione: [
    ['IdTrasmittente', true],
    ['ProgressivoInvio', true],
    ['FormatoTrasmissione', true],
    ['CodiceDestinatario', true],
    ['ContattiTrasmittente', false],
    ['PECDestinatario', false],
  ],
  IdTrasmittente: [
    ['IdPaese', true],
    ['IdCodice', true],
  ],
  IdFiscaleIVA: [
    ['IdPaese', true],
    ['IdCodice', true],
  ],
  CedentePrestatore: [
    ['DatiAnagrafici', true],
    ['Sede', true],
    ['StabileOrganizzazione', false],
    ['IscrizioneREA', false],
    ['Contatti', false],
    ['RiferimentoAmministrazione', false],
  ],
  'CedentePrestatore/DatiAnagrafici': [
    ['IdFiscaleIVA', true],
    ['CodiceFiscale', false],
    ['Anagrafica', true],
    ['AlboProfessionale', false],
    ['ProvinciaAlbo', false],
    ['NumeroIscrizioneAlbo', false],
    ['DataIscrizioneAlbo', false],
    ['RegimeFiscale', true],
  ],
  CessionarioCommittente: [
    ['DatiAnagrafici', true],
    ['Sede', true],
    ['StabileOrganizzazione', false],
    ['RappresentanteFiscale', false],
  ],
  'CessionarioCommittente/DatiAnagrafici': [
    ['IdFiscaleIVA', false],
    ['CodiceFiscale', false],
    ['Anagrafica', true],
  ],
  Sede: [
    ['Indirizzo', true],
    ['NumeroCivico', false],
    ['CAP', true],
    ['Comune', true],
    ['Provincia', false],
    ['Nazione', true],
  ],
  FatturaElettronicaBody: [
    ['DatiGenerali', true],
    ['DatiBeniServizi', true],
    ['DatiVeicoli', false],
    ['DatiPagamento', false, true],
    ['Allegati', false, true],
  ],
  DatiGenerali: [
    ['DatiGeneraliDocumento', true],
    ['DatiOrdineAcquisto', false, true],
    ['DatiContratto', false, true],
    ['DatiConvenzione', false, true],
    ['DatiRicezione', false, true],
    ['DatiFattureCollegate', false, true],
    ['DatiSAL', false, true],
    ['DatiDDT', false, true],
    ['DatiTrasporto', false],
    ['FatturaPrincipale', false],
  ],
  DatiGeneraliDocumento: [
    ['TipoDocumento', true],
    ['Divisa', true],
    ['Data', true],
    ['Numero', true],
    ['DatiRitenuta', false, true],
    ['DatiBollo', false],
    ['DatiCassaPrevidenziale', false, true],
    ['ScontoMaggiorazione', false, true],
    ['ImportoTotaleDocumento', false],
    ['Arrotondamento', false],
    ['Causale', false, true],
    ['Art73', false],
  ],
  DatiBeniServizi: [
    ['DettaglioLinee', true, true],
    ['DatiRiepilogo', true, true],
  ],
  DettaglioLinee: [
    ['NumeroLinea', true],
    ['TipoCessionePrestazione', false],
    ['CodiceArticolo', false, true],
    ['Descrizione', true],
    ['Quantita', false],
    ['UnitaMisura', false],
    ['DataInizioPeriodo', false],
    ['DataFinePeriodo', false],
    ['PrezzoUnitario', true],
    ['ScontoMaggiorazione', false, true],
    ['PrezzoTotale', true],
    ['AliquotaIVA', true],
    ['Ritenuta', false],
    ['Natura', false],
    ['RiferimentoAmministrazione', false],
    ['AltriDatiGestionali', false, true],
  ],
  DatiRiepilogo: [
    ['AliquotaIVA', true],
    ['Natura', false],
    ['SpeseAccessorie', false],
    ['Arrotondamento', false],
    ['ImponibileImporto', true],
    ['Imposta', true],
    ['EsigibilitaIVA', false],
    ['RiferimentoNormativo', false],
  ],
  DatiPagamento: [
    ['CondizioniPagamento', true],
    ['DettaglioPagamento', true, true],
  ],
  DettaglioPagamento: [
    ['Beneficiario', false],
    ['ModalitaPagamento', true],
    ['DataRiferimentoTerminiPagamento', false],
    ['GiorniTerminiPagamento', false],
    ['DataScadenzaPagamento', false],
    ['ImportoPagamento', true],
  ],
}

/** Patterns and maximum lengths of the leaves this invoice uses. */
const AMOUNT = /^-?\d{1,11}\.\d{2}$/
const LEAVES: Record<string, RegExp> = {
  IdPaese: /^[A-Z]{2}$/,
  IdCodice: /^[A-Z0-9]{1,28}$/,
  ProgressivoInvio: /^[A-Za-z0-9._-]{1,10}$/,
  FormatoTrasmissione: /^FPR12$/,
  CodiceDestinatario: /^[A-Z0-9]{7}$/,
  PECDestinatario: /^[^@\s]{1,200}@[^@\s]{1,55}$/,
  CodiceFiscale: /^[A-Z0-9]{11,16}$/,
  Denominazione: /^.{1,80}$/su,
  Nome: /^.{1,60}$/su,
  Cognome: /^.{1,60}$/su,
  RegimeFiscale: /^RF(0[1-9]|1[0-9])$/,
  Indirizzo: /^.{1,60}$/su,
  NumeroCivico: /^.{1,8}$/su,
  CAP: /^\d{5}$/,
  Comune: /^.{1,60}$/su,
  Provincia: /^[A-Z]{2}$/,
  Nazione: /^[A-Z]{2}$/,
  TipoDocumento: /^TD\d{2}$/,
  Divisa: /^[A-Z]{3}$/,
  Data: /^\d{4}-\d{2}-\d{2}$/,
  Numero: /^(?=.*\d).{1,20}$/su,
  ImportoTotaleDocumento: AMOUNT,
  NumeroLinea: /^\d{1,4}$/,
  Descrizione: /^.{1,1000}$/su,
  Quantita: /^\d{1,12}\.\d{2,8}$/,
  PrezzoUnitario: /^-?\d{1,11}\.\d{2,8}$/,
  PrezzoTotale: /^-?\d{1,11}\.\d{2,8}$/,
  AliquotaIVA: /^\d{1,3}\.\d{2}$/,
  ImponibileImporto: AMOUNT,
  Imposta: AMOUNT,
  EsigibilitaIVA: /^[DIS]$/,
  CondizioniPagamento: /^TP0[1-3]$/,
  ModalitaPagamento: /^MP\d{2}$/,
  ImportoPagamento: AMOUNT,
}

const cents = (value: string) => Math.round(Number(value) * 100)

function find(element: XmlElement, path: string): XmlElement[] {
  const [head, ...rest] = path.split('/')
  const found = element.children.filter((child) => child.name === head)
  return rest.length === 0 ? found : found.flatMap((child) => find(child, rest.join('/')))
}
const textAt = (root: XmlElement, path: string) => find(root, path)[0]?.text

/** Every FPR12 rule this test knows that the document breaks (empty: valid). */
function fatturaProblems(xml: string): string[] {
  let root: XmlElement
  try {
    root = parseXml(xml)
  } catch (error) {
    return [`not well-formed: ${(error as Error).message}`]
  }
  const problems: string[] = []
  if (root.name !== 'p:FatturaElettronica') problems.push(`root is ${root.name}`)
  if (root.attributes.versione !== 'FPR12') problems.push('versione is not FPR12')
  if (root.attributes['xmlns:p'] !== FATTURA_NAMESPACE) problems.push('wrong namespace')

  const walk = (element: XmlElement, parent: string | null) => {
    const sequence = SEQUENCES[`${parent}/${element.name}`] ?? SEQUENCES[element.name]
    if (element.name === 'Anagrafica') {
      const names = element.children.map((child) => child.name)
      const company = names[0] === 'Denominazione' && names.length === 1
      const person = names.length === 2 && names[0] === 'Nome' && names[1] === 'Cognome'
      if (!company && !person) problems.push(`Anagrafica holds ${names.join(', ')}`)
    } else if (sequence) {
      let at = 0
      const seen = new Set<string>()
      for (const child of element.children) {
        const index = sequence.findIndex(([name]) => name === child.name)
        if (index === -1) problems.push(`${element.name} may not hold ${child.name}`)
        else if (index < at) problems.push(`${element.name}: ${child.name} comes too late`)
        else if (seen.has(child.name) && !sequence[index][2])
          problems.push(`${element.name}: ${child.name} twice`)
        if (index >= 0) at = index
        seen.add(child.name)
      }
      for (const [name, required] of sequence)
        if (required && !seen.has(name)) problems.push(`${element.name} lacks ${name}`)
    } else if (element.children.length > 0) {
      problems.push(`${element.name} is not a known container`)
    } else {
      const pattern = LEAVES[element.name]
      if (!pattern) problems.push(`${element.name} is not a known element`)
      else if (!pattern.test(element.text))
        problems.push(`${element.name} "${element.text}" breaks ${pattern}`)
    }
    for (const child of element.children) walk(child, element.name)
  }
  walk(root, null)

  const buyerIds = find(root, 'FatturaElettronicaHeader/CessionarioCommittente/DatiAnagrafici')[0]
  if (buyerIds && !find(buyerIds, 'IdFiscaleIVA').length && !find(buyerIds, 'CodiceFiscale').length)
    problems.push('the buyer has neither IdFiscaleIVA nor CodiceFiscale')
  const pec = textAt(root, 'FatturaElettronicaHeader/DatiTrasmissione/PECDestinatario')
  const code = textAt(root, 'FatturaElettronicaHeader/DatiTrasmissione/CodiceDestinatario')
  if (pec !== undefined && code !== '0000000')
    problems.push('PECDestinatario goes with CodiceDestinatario 0000000')

  for (const body of find(root, 'FatturaElettronicaBody')) {
    const summaries = find(body, 'DatiBeniServizi/DatiRiepilogo')
    const taxable = summaries.reduce((sum, s) => sum + cents(textAt(s, 'ImponibileImporto') ?? 'NaN'), 0)
    const tax = summaries.reduce((sum, s) => sum + cents(textAt(s, 'Imposta') ?? 'NaN'), 0)
    for (const summary of summaries) {
      const expected =
        (Number(textAt(summary, 'ImponibileImporto')) * Number(textAt(summary, 'AliquotaIVA'))) / 100
      if (!(Math.abs(Number(textAt(summary, 'Imposta')) - expected) <= 0.01 + 1e-9))
        problems.push('Imposta is not ImponibileImporto × AliquotaIVA within one cent')
    }
    const lines = find(body, 'DatiBeniServizi/DettaglioLinee')
    const lineTotal = lines.reduce((sum, line) => sum + cents(textAt(line, 'PrezzoTotale') ?? 'NaN'), 0)
    if (lineTotal !== taxable) problems.push('the lines do not add up to ImponibileImporto')
    const total = textAt(body, 'DatiGenerali/DatiGeneraliDocumento/ImportoTotaleDocumento')
    if (total === undefined || cents(total) !== taxable + tax)
      problems.push('ImponibileImporto + Imposta is not ImportoTotaleDocumento')
    for (const payment of find(body, 'DatiPagamento/DettaglioPagamento/ImportoPagamento'))
      if (total !== undefined && cents(payment.text) !== cents(total))
        problems.push('the payment is not the total')
  }
  return problems
}

// ---------------------------------------------------------------------------------------------

const COMPANY: Billing = {
  type: 'giuridica',
  fiscal_name: 'Rossi & Figli <S.r.l.> "Best"',
  p_iva: '01234567897',
  fiscal_code: '01234567897',
  unique_id: 'M5uxcoo',
  address: "Corso d'Italia",
  address_number: '7/B',
  zip: '20122',
  city: 'Milano',
  province: 'mi',
}

const PERSON: Billing = {
  type: 'fisica',
  first_name: 'Giulia',
  last_name: 'Bianchi',
  fiscal_code: 'bncgli80a41h501c',
  address: 'Via Garibaldi',
  zip: '00184',
  city: 'Roma',
  province: 'RM',
}

const fattura = (token: string, orderId: number, headers: Record<string, string> = {}) =>
  t.app.inject(asUser(token, { method: 'GET', url: `/api/orders/${orderId}/fattura.xml`, headers }))

async function invoiceOf(billing: Billing, price = 4900) {
  const { buyer, orderId } = await purchase(t, { billing, price })
  const response = await fattura(buyer.token, orderId)
  expect(response.statusCode).toBe(200)
  return { response, xml: response.body, root: parseXml(response.body) }
}

describe('the FPR12 validator of this test', () => {
  it('finds the broken rule in documents made wrong on purpose', async () => {
    const { xml } = await invoiceOf(COMPANY)
    expect(fatturaProblems(xml)).toEqual([])
    const broken = (from: string | RegExp, to: string) => fatturaProblems(xml.replace(from, to))
    expect(broken('</CAP>', '</Cap>')[0]).toMatch(/not well-formed/)
    expect(broken(/<CodiceDestinatario>[^<]*</, '<CodiceDestinatario>ABC123<')).toEqual([
      expect.stringMatching(/^CodiceDestinatario "ABC123" breaks/),
    ])
    expect(broken('<CAP>20122</CAP>', '<CAP>2012</CAP>')).toEqual([expect.stringMatching(/^CAP/)])
    expect(broken('&amp;', '&')[0]).toMatch(/unescaped &/)
    expect(broken(/<Imposta>[^<]*</, '<Imposta>8.8<')).toContain(
      'Imposta "8.8" breaks /^-?\\d{1,11}\\.\\d{2}$/',
    )
    expect(broken(/<Imposta>[^<]*</, '<Imposta>8.85<')).toContain(
      'ImponibileImporto + Imposta is not ImportoTotaleDocumento',
    )
    expect(broken(/(<TipoDocumento>TD01<\/TipoDocumento>)(\s*)(<Divisa>EUR<\/Divisa>)/, '$3$2$1')).toContain(
      'DatiGeneraliDocumento: TipoDocumento comes too late',
    )
    expect(broken(/<Numero>[^<]*<\/Numero>/, '')).toContain('DatiGeneraliDocumento lacks Numero')
    expect(broken('versione="FPR12"', 'versione="FPA12"')).toContain('versione is not FPR12')
  })

  it('and the published XSD (xmllint) accepts the invoice and refuses a document that breaks it', async () => {
    const { xml } = await invoiceOf(COMPANY)
    expect(validateAgainstXsd(xml)).toEqual({ ok: true, errors: '' })
    const wrongType = validateAgainstXsd(xml.replace('<TipoDocumento>TD01<', '<TipoDocumento>TD99<'))
    expect(wrongType.ok).toBe(false)
    expect(wrongType.errors).toMatch(/TipoDocumento/)
    // DatiFattureCollegate after DatiBeniServizi's place: the schema's order matters.
    const misplaced = validateAgainstXsd(
      xml.replace(
        '</DatiGenerali>',
        '</DatiGenerali>\n<DatiFattureCollegate><IdDocumento>1</IdDocumento></DatiFattureCollegate>',
      ),
    )
    expect(misplaced.ok).toBe(false)
  })
})

describe('GET /api/orders/:id/fattura.xml', () => {
  it('builds a valid FPR12 invoice for a company with its SDI code, escaping its name', async () => {
    const { response, xml, root } = await invoiceOf(COMPANY)
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="fattura-\d{4}-\d+\.xml"$/)
    expect(fatturaProblems(xml)).toEqual([])
    expect(xml).toContain('Rossi &amp; Figli &lt;S.r.l.&gt; &quot;Best&quot;')
    expect(xml).toContain('Corso d&apos;Italia')

    const header = 'FatturaElettronicaHeader'
    expect(textAt(root, `${header}/DatiTrasmissione/CodiceDestinatario`)).toBe('M5UXCOO')
    expect(find(root, `${header}/DatiTrasmissione/PECDestinatario`)).toEqual([])
    const buyer = `${header}/CessionarioCommittente`
    expect(textAt(root, `${buyer}/DatiAnagrafici/IdFiscaleIVA/IdCodice`)).toBe('01234567897')
    expect(textAt(root, `${buyer}/DatiAnagrafici/Anagrafica/Denominazione`)).toBe(
      'Rossi & Figli <S.r.l.> "Best"',
    )
    expect(textAt(root, `${buyer}/Sede/Provincia`)).toBe('MI')
    expect(textAt(root, `${header}/CedentePrestatore/DatiAnagrafici/RegimeFiscale`)).toBe('RF01')

    const document = 'FatturaElettronicaBody/DatiGenerali/DatiGeneraliDocumento'
    expect(textAt(root, `${document}/TipoDocumento`)).toBe('TD01')
    expect(textAt(root, `${document}/Divisa`)).toBe('EUR')
    expect(textAt(root, `${document}/Numero`)).toMatch(/^\d{4}-\d{6}$/)
    expect(textAt(root, `${document}/ImportoTotaleDocumento`)).toBe('49.00')
    const summary = 'FatturaElettronicaBody/DatiBeniServizi/DatiRiepilogo'
    expect(textAt(root, `${summary}/AliquotaIVA`)).toBe('22.00')
    expect(textAt(root, `${summary}/ImponibileImporto`)).toBe('40.16')
    expect(textAt(root, `${summary}/Imposta`)).toBe('8.84')
  })

  it('drops control characters, which no XML document may contain', async () => {
    const { xml, root } = await invoiceOf({ ...COMPANY, fiscal_name: 'Verdi\u0001 S.p.A.\u001f' })
    expect(fatturaProblems(xml)).toEqual([])
    const name = 'FatturaElettronicaHeader/CessionarioCommittente/DatiAnagrafici/Anagrafica/Denominazione'
    expect(textAt(root, name)).toBe('Verdi S.p.A.')
  })

  it('sends a company with only a PEC to 0000000 with PECDestinatario', async () => {
    const { xml, root } = await invoiceOf({ ...COMPANY, unique_id: null, pec: 'rossi@pec.example.it' })
    expect(fatturaProblems(xml)).toEqual([])
    expect(textAt(root, 'FatturaElettronicaHeader/DatiTrasmissione/CodiceDestinatario')).toBe('0000000')
    expect(textAt(root, 'FatturaElettronicaHeader/DatiTrasmissione/PECDestinatario')).toBe(
      'rossi@pec.example.it',
    )
  })

  it('invoices a private person by codice fiscale, Nome and Cognome, to 0000000', async () => {
    const { xml, root } = await invoiceOf(PERSON, 1999)
    expect(fatturaProblems(xml)).toEqual([])
    const ids = 'FatturaElettronicaHeader/CessionarioCommittente/DatiAnagrafici'
    expect(textAt(root, `${ids}/CodiceFiscale`)).toBe('BNCGLI80A41H501C')
    expect(find(root, `${ids}/IdFiscaleIVA`)).toEqual([])
    expect(textAt(root, `${ids}/Anagrafica/Nome`)).toBe('Giulia')
    expect(textAt(root, `${ids}/Anagrafica/Cognome`)).toBe('Bianchi')
    expect(textAt(root, 'FatturaElettronicaHeader/DatiTrasmissione/CodiceDestinatario')).toBe('0000000')
    expect(textAt(root, 'FatturaElettronicaBody/DatiBeniServizi/DatiRiepilogo/ImponibileImporto')).toBe(
      '16.39',
    )
    expect(textAt(root, 'FatturaElettronicaBody/DatiBeniServizi/DatiRiepilogo/Imposta')).toBe('3.60')
  })

  it('stays valid for awkward totals (IVA within the one-cent tolerance)', async () => {
    for (const price of [1, 3, 99, 100_003]) {
      const { xml } = await invoiceOf(PERSON, price)
      expect({ price, problems: fatturaProblems(xml) }).toEqual({ price, problems: [] })
    }
  })

  it('answers 422 with a message for a buyer without Italian fiscal data, or with fields it cannot use', async () => {
    // Orders paid before billing data was required (issue 32 item 9) may carry such a snapshot.
    const withSnapshot = async (billing: Billing) => {
      const bought = await purchase(t, { billing: PERSON })
      await t.db
        .update(orders)
        .set({ billing_snapshot: billing as Record<string, string | null> })
        .where(eq(orders.id, bought.orderId))
      return bought
    }
    const none = await withSnapshot({ ...PERSON, fiscal_code: null })
    const refused = await fattura(none.buyer.token, none.orderId)
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors.fiscal_code).toEqual([
      'Per la fattura elettronica servono il codice fiscale o la partita IVA nei dati di fatturazione.',
    ])
    const english = await fattura(none.buyer.token, none.orderId, { 'accept-language': 'en' })
    expect(english.json().errors.fiscal_code).toEqual([
      'The electronic invoice needs a codice fiscale or a partita IVA in the billing information.',
    ])

    const incomplete = await withSnapshot({ ...PERSON, zip: '123', city: null, province: 'Roma' })
    const fields = await fattura(incomplete.buyer.token, incomplete.orderId)
    expect(fields.statusCode).toBe(422)
    expect(Object.keys(fields.json().errors).sort()).toEqual(['city', 'province', 'zip'])
  })

  it('answers 409 before payment and 404 to anyone but the owner', async () => {
    const unpaid = await purchase(t, { billing: PERSON, card: CARD_DECLINED })
    expect((await fattura(unpaid.buyer.token, unpaid.orderId)).statusCode).toBe(409)
    const paid = await purchase(t, { billing: PERSON })
    const stranger = await createUser(t.db)
    expect((await fattura(stranger.token, paid.orderId)).statusCode).toBe(404)
  })
})

// ---------------------------------------------------------------------------------------------
// Credit notes (issue 36)

describe('GET /api/orders/:id/credit-note.xml', () => {
  const refund = (adminToken: string, orderId: number) =>
    t.app.inject(
      asUser(adminToken, {
        method: 'POST',
        url: `/api/admin/orders/${orderId}/refund`,
        payload: { reason: 'Corso acquistato per errore' },
      }),
    )
  const creditNote = (token: string, orderId: number) =>
    t.app.inject(asUser(token, { method: 'GET', url: `/api/orders/${orderId}/credit-note.xml` }))

  it('is a TD04 valid against the XSD, pointing at the invoice it cancels, numbered in its own sequence', async () => {
    const admin = await createUser(t.db, { role: 'admin' })
    const first = await purchase(t, { billing: COMPANY })
    const second = await purchase(t, { billing: PERSON, price: 1999 })
    const invoice = parseXml((await fattura(first.buyer.token, first.orderId)).body)
    const document = 'FatturaElettronicaBody/DatiGenerali/DatiGeneraliDocumento'
    const invoiceNumber = textAt(invoice, `${document}/Numero`)
    const invoiceDate = textAt(invoice, `${document}/Data`)

    // Not refunded yet: no credit note.
    expect((await creditNote(first.buyer.token, first.orderId)).statusCode).toBe(409)
    expect((await refund(admin.token, first.orderId)).statusCode).toBe(200)
    expect((await refund(admin.token, second.orderId)).statusCode).toBe(200)

    const response = await creditNote(first.buyer.token, first.orderId)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(/filename="nota-di-credito-\d{4}-\d+\.xml"/)
    const xml = response.body
    expect(validateAgainstXsd(xml)).toEqual({ ok: true, errors: '' })
    const root = parseXml(xml)
    expect(textAt(root, `${document}/TipoDocumento`)).toBe('TD04')
    const number = textAt(root, `${document}/Numero`)
    expect(number).toMatch(/^NC-\d{4}-\d{6}$/)
    expect(textAt(root, `${document}/ImportoTotaleDocumento`)).toBe('49.00')
    const linked = 'FatturaElettronicaBody/DatiGenerali/DatiFattureCollegate'
    expect(textAt(root, `${linked}/IdDocumento`)).toBe(invoiceNumber)
    expect(textAt(root, `${linked}/Data`)).toBe(invoiceDate)
    expect(textAt(root, 'FatturaElettronicaHeader/DatiTrasmissione/ProgressivoInvio')).toMatch(/^NC\d{8}$/)

    // The second refund's credit note takes the next number of the credit notes' sequence.
    const other = parseXml((await creditNote(second.buyer.token, second.orderId)).body)
    const next = textAt(other, `${document}/Numero`)
    const sequence = (value: string) => Number(value.slice(-6))
    expect(next.slice(0, 8)).toBe(number.slice(0, 8))
    expect(sequence(next)).toBe(sequence(number) + 1)

    // The invoices' sequence is untouched: the next purchase's invoice follows the last one.
    const secondInvoice = textAt(
      parseXml((await fattura(second.buyer.token, second.orderId)).body),
      `${document}/Numero`,
    )
    const later = await purchase(t, { billing: PERSON })
    const laterInvoice = textAt(
      parseXml((await fattura(later.buyer.token, later.orderId)).body),
      `${document}/Numero`,
    )
    expect(sequence(laterInvoice)).toBe(sequence(secondInvoice) + 1)
    // The refunded order keeps its invoice.
    expect((await fattura(first.buyer.token, first.orderId)).statusCode).toBe(200)
    // Only its owner (and admins) get the credit note.
    const stranger = await createUser(t.db)
    expect((await creditNote(stranger.token, first.orderId)).statusCode).toBe(404)
  })
})
