/**
 * /privacy: the privacy notice of art. 13 GDPR the registration form asks to accept. The controller's
 * details (Aula S.r.l., address, VAT number, addresses to write to) are placeholders until the real
 * ones are known; what the text says about cookies and storage is what the app does.
 */
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { RouteLink, type PageProps } from '../../../shared/lib/routing'
import { LegalDocument, type LegalSection } from '../components/legal-document'

/** The version in force; change it with the text. */
export const PRIVACY_UPDATED = '2026-11-23'

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'titolare',
    heading: msg`Titolare del trattamento`,
    paragraphs: [
      msg`Il titolare del trattamento è Aula S.r.l., con sede legale in Via Esempio 1, 00100 Roma (RM), Partita IVA 00000000000. Per ogni richiesta sulla privacy scrivi a privacy@aula.example; il responsabile della protezione dei dati (DPO) è raggiungibile a dpo@aula.example.`,
    ],
  },
  {
    id: 'dati',
    heading: msg`Quali dati trattiamo`,
    items: [
      msg`Dati dell'account: nome, cognome, email, ruolo e password (conservata solo in forma cifrata).`,
      msg`Dati del profilo che scegli di pubblicare: foto, biografia, esperienze, competenze, interessi.`,
      msg`Dati di fatturazione: codice fiscale, partita IVA, indirizzo, PEC o codice destinatario.`,
      msg`Numero di telefono, per verificarlo con un codice.`,
      msg`Ciò che pubblichi e i messaggi che scambi con altri utenti.`,
      msg`Dati tecnici: indirizzo IP, data e ora degli accessi, tentativi di accesso non riusciti.`,
    ],
  },
  {
    id: 'finalita',
    heading: msg`Perché li trattiamo e su quale base giuridica`,
    items: [
      msg`Fornirti il servizio e gestire il tuo account, gli acquisti e gli abbonamenti: esecuzione del contratto (art. 6.1.b GDPR).`,
      msg`Emettere fatture e rispettare gli obblighi fiscali e contabili: obbligo di legge (art. 6.1.c GDPR).`,
      msg`Proteggere gli account e prevenire abusi e frodi: legittimo interesse (art. 6.1.f GDPR).`,
      msg`Inviarti la newsletter: il tuo consenso (art. 6.1.a GDPR), che puoi revocare in ogni momento.`,
    ],
  },
  {
    id: 'cookie',
    heading: msg`Cookie e memoria del browser`,
    paragraphs: [
      msg`Usiamo solo cookie tecnici, necessari al funzionamento: quello della sessione, quello che protegge i moduli dalle richieste contraffatte (XSRF-TOKEN) e quello della lingua scelta. Il browser ricorda inoltre se il menu laterale è aperto e quale menu mostra. Non usiamo cookie di profilazione né cookie pubblicitari di terze parti, per cui non ti chiediamo un consenso.`,
    ],
  },
  {
    id: 'destinatari',
    heading: msg`A chi comunichiamo i dati`,
    paragraphs: [
      msg`Ai fornitori che li trattano per nostro conto come responsabili del trattamento (hosting, invio delle email, pagamenti tramite Stripe) e alle autorità quando la legge lo impone. Le informazioni del profilo che rendi pubbliche sono visibili agli altri utenti e ai visitatori. Non vendiamo i tuoi dati.`,
    ],
  },
  {
    id: 'trasferimenti',
    heading: msg`Trasferimenti fuori dall'Unione europea`,
    paragraphs: [
      msg`Se un fornitore tratta dati fuori dallo Spazio economico europeo, lo fa sulla base di una decisione di adeguatezza della Commissione europea o delle clausole contrattuali standard da essa approvate.`,
    ],
  },
  {
    id: 'conservazione',
    heading: msg`Per quanto tempo li conserviamo`,
    items: [
      msg`Dati dell'account e del profilo: finché l'account è attivo e per 30 giorni dopo la sua chiusura.`,
      msg`Fatture e documenti contabili: 10 anni, come richiesto dall'art. 2220 del Codice civile.`,
      msg`Registri di sicurezza degli accessi: 12 mesi.`,
    ],
  },
  {
    id: 'diritti',
    heading: msg`I tuoi diritti`,
    paragraphs: [
      msg`Puoi chiedere in ogni momento l'accesso ai tuoi dati, la rettifica, la cancellazione, la limitazione del trattamento e la portabilità, opporti al trattamento basato sul legittimo interesse e revocare il consenso (artt. 15–22 GDPR), scrivendo a privacy@aula.example. Ti rispondiamo entro un mese. Hai anche il diritto di proporre reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it).`,
    ],
  },
  {
    id: 'minori',
    heading: msg`Minori`,
    paragraphs: [
      msg`Aula è riservata a chi ha almeno 14 anni, l'età a cui in Italia si può dare da soli il consenso ai servizi online.`,
    ],
  },
]

export function PrivacyPage({ title }: PageProps) {
  return (
    <LegalDocument
      title={title}
      updated={PRIVACY_UPDATED}
      intro={msg`Questa informativa spiega, ai sensi dell'art. 13 del Regolamento (UE) 2016/679 (GDPR), quali dati personali raccoglie Aula, perché e quali sono i tuoi diritti.`}
      sections={SECTIONS}
      footer={
        <p className="mt-10 border-t border-slate-200 pt-6 text-sm text-slate-700">
          <Trans>
            Le regole d'uso del servizio sono nei{' '}
            <RouteLink name="terms" className="underline">
              termini e condizioni
            </RouteLink>
            .
          </Trans>
        </p>
      }
    />
  )
}
