/**
 * /terms: the terms of service the registration form asks to accept. The company details are the
 * controller's placeholders (Aula S.r.l., its address and VAT number) until the real ones are known.
 */
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { RouteLink, type PageProps } from '../../../shared/lib/routing'
import { LegalDocument, type LegalSection } from '../components/legal-document'

/** The version in force; change it with the text. */
export const TERMS_UPDATED = '2026-11-23'

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'chi-siamo',
    heading: msg`Chi siamo`,
    paragraphs: [
      msg`Aula è un servizio di Aula S.r.l., con sede legale in Via Esempio 1, 00100 Roma (RM), Partita IVA 00000000000 («Aula», «noi»). Per qualsiasi domanda puoi scriverci a supporto@aula.example.`,
    ],
  },
  {
    id: 'oggetto',
    heading: msg`Oggetto del servizio`,
    paragraphs: [
      msg`Aula è una piattaforma per imparare e lavorare: corsi online, profili professionali, una bacheca, messaggi diretti e offerte di lavoro. Questi termini regolano l'uso di tutti i suoi servizi. Registrandoti li accetti; se non li accetti puoi comunque consultare le pagine pubbliche, ma non usare i servizi riservati agli utenti registrati.`,
    ],
  },
  {
    id: 'account',
    heading: msg`Il tuo account`,
    paragraphs: [
      msg`Per registrarti devi avere almeno 14 anni e fornire dati veri e aggiornati. Ogni persona può avere un solo account per ruolo.`,
      msg`Sei responsabile della riservatezza della tua password e di ciò che avviene con il tuo account. Se sospetti un accesso non autorizzato cambia subito la password e avvisaci.`,
    ],
  },
  {
    id: 'ruoli',
    heading: msg`Studenti, formatori e aziende`,
    items: [
      msg`Gli studenti acquistano e seguono i corsi e possono lasciare una recensione sui corsi seguiti.`,
      msg`I formatori pubblicano corsi e materiali di cui hanno tutti i diritti e ne rispondono; con un abbonamento accedono alle funzioni a pagamento per i formatori.`,
      msg`Le aziende (HR) pubblicano offerte di lavoro reali e usano i dati dei candidati solo per la selezione a cui si riferiscono.`,
    ],
  },
  {
    id: 'pagamenti',
    heading: msg`Acquisti, abbonamenti e recesso`,
    paragraphs: [
      msg`I prezzi sono indicati in euro, IVA inclusa quando dovuta. I pagamenti sono elaborati da un fornitore esterno (Stripe): Aula non conserva i dati completi della tua carta.`,
      msg`Per i contenuti digitali il diritto di recesso di 14 giorni previsto dal Codice del consumo (D.Lgs. 206/2005) si perde quando, con il tuo consenso espresso, inizi a seguire il corso. Gli abbonamenti si rinnovano alla scadenza finché non li disdici dalle impostazioni del tuo account.`,
    ],
  },
  {
    id: 'regole',
    heading: msg`Regole di comportamento`,
    paragraphs: [
      msg`Non puoi pubblicare contenuti illeciti, offensivi, discriminatori o che violano diritti altrui, inviare pubblicità non richiesta né tentare di accedere ad account o dati di altri. Possiamo rimuovere i contenuti che violano queste regole e, nei casi gravi o ripetuti, sospendere o chiudere l'account, dopo averti informato quando la legge lo richiede.`,
    ],
  },
  {
    id: 'contenuti',
    heading: msg`Contenuti e proprietà intellettuale`,
    paragraphs: [
      msg`I contenuti che pubblichi restano tuoi: ci concedi solo la licenza non esclusiva e gratuita necessaria a mostrarli sulla piattaforma finché restano pubblicati. Il marchio Aula, il software e la grafica della piattaforma appartengono ad Aula S.r.l.`,
    ],
  },
  {
    id: 'responsabilita',
    heading: msg`Responsabilità`,
    paragraphs: [
      msg`Facciamo il possibile perché il servizio sia disponibile e sicuro, ma non possiamo garantire che sia sempre privo di interruzioni o errori. Nei limiti consentiti dalla legge non rispondiamo dei contenuti pubblicati dagli utenti né degli accordi presi tra di loro.`,
    ],
  },
  {
    id: 'modifiche',
    heading: msg`Modifiche e chiusura dell'account`,
    paragraphs: [
      msg`Possiamo aggiornare questi termini: ti avviseremo delle modifiche importanti via email almeno 15 giorni prima che entrino in vigore. Puoi chiudere il tuo account in qualsiasi momento.`,
    ],
  },
  {
    id: 'legge',
    heading: msg`Legge applicabile e controversie`,
    paragraphs: [
      msg`Questi termini sono regolati dalla legge italiana. Se sei un consumatore è competente il giudice del luogo in cui risiedi; puoi anche rivolgerti alla piattaforma europea per la risoluzione delle controversie online (ODR).`,
    ],
  },
]

export function TermsPage({ title }: PageProps) {
  return (
    <LegalDocument
      title={title}
      updated={TERMS_UPDATED}
      intro={msg`Questi termini e condizioni sono il contratto tra te e Aula: leggili prima di registrarti.`}
      sections={SECTIONS}
      footer={
        <p className="mt-10 border-t border-slate-200 pt-6 text-sm text-slate-700">
          <Trans>
            Come trattiamo i tuoi dati personali è spiegato nell'
            <RouteLink name="privacy" className="underline">
              informativa sulla privacy
            </RouteLink>
            .
          </Trans>
        </p>
      }
    />
  )
}
