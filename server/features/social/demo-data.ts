/**
 * The demo feed: posts written by the demo people (person keys), plus templates seed.ts fills in
 * with real courses and lessons.
 */

/** Post texts; seed.ts adds a few more that mention real courses. */
export const POST_TEXTS: { text: string; link_url?: string }[] = [
  {
    text: 'Oggi ho finito il mio primo cruscotto in Power Query: la chiusura del mese è passata da due giorni a mezza giornata.',
  },
  {
    text: 'Consiglio per chi presenta domani: prova ad alta voce almeno due volte, non basta rileggere le slide.',
  },
  { text: 'Cerchiamo tre tirocinanti per il team di recruiting a Milano, scrivetemi in privato!' },
  {
    text: 'Just finished my first Scrum retrospective as facilitator. Nobody looked at their phone, I call that a win.',
  },
  {
    text: 'Qualcuno ha esperienza con il regime forfettario e la gestione separata INPS? Ho un dubbio sulle scadenze di giugno.',
  },
  {
    text: 'Nuovo articolo sul blog: cinque errori comuni nei test di usabilità.',
    link_url: 'https://example.com/blog/errori-test-usabilita',
  },
  { text: 'Reminder: the free AWS workshop starts on Thursday at 18:00 CET. Bring your laptop!' },
  { text: 'Ho superato il colloquio tecnico! Grazie a chi mi ha aiutato a preparare l’esercizio su React.' },
  { text: 'Tre libri che consiglio a ogni nuovo responsabile: li trovate nel mio profilo.' },
  {
    text: 'La mail di phishing più credibile che abbia mai visto imitava la bolletta della luce. Occhio al mittente, sempre.',
  },
  { text: 'Sto cercando un gruppo di studio per il corso di Python, qualcuno a Padova?' },
  {
    text: 'Data tip: a line chart with twelve colours is not a chart, it is a puzzle. Highlight one series and grey the rest.',
  },
  {
    text: 'Finalmente online il nuovo sito di un agriturismo umbro che ho seguito: logo, etichette e grafica social.',
  },
  {
    text: 'Alla fiera di Verona oggi si parlava solo di logistica elettrica. Interessante vedere quante PMI si stanno muovendo.',
  },
  { text: 'Qualcuno ha consigli per preparare l’IELTS in tre mesi lavorando a tempo pieno?' },
  {
    text: 'Oggi in aula abbiamo simulato una trattativa con un fornitore difficile. Il segreto? Preparare bene le alternative.',
  },
  {
    text: 'Our team is hiring a customer success specialist who speaks English and Italian. Remote friendly!',
  },
  {
    text: 'Primo mese da team leader: le riunioni individuali settimanali sono la cosa più utile che abbia introdotto.',
  },
  {
    text: 'Ho aggiornato il mio portfolio con gli ultimi progetti di UX per la pubblica amministrazione.',
    link_url: 'https://example.com/portfolio',
  },
  {
    text: 'Domanda per i commercialisti: quali strumenti usate per la fattura elettronica dei clienti forfettari?',
  },
  {
    text: 'Kaizen non è un evento, è un’abitudine. Dieci minuti al giorno valgono più di un workshop all’anno.',
  },
  { text: 'Grazie a tutti per le recensioni al corso, siamo a oltre cento studenti!' },
  { text: 'Public speaking tip: pause before your key number. Silence makes people look up.' },
  {
    text: 'Sto imparando Figma da una settimana e ho già rifatto il prototipo dell’app della mia associazione.',
  },
  {
    text: 'A Bari stiamo cercando un export manager per i mercati del Nord Europa. Dettagli nelle offerte di lavoro.',
  },
  {
    text: 'Ho attivato l’autenticazione a due fattori su tutti gli account dopo il corso sulla sicurezza. Dieci minuti ben spesi.',
  },
  { text: 'Chi viene al meetup React di Bologna giovedì? Porto una demo sui test dei form.' },
  { text: 'Finished the Power BI course today: my sales dashboard finally fits on one screen.' },
  {
    text: 'Il mio consiglio per i colloqui: preparate due domande vere da fare all’azienda. Si nota subito chi lo fa.',
  },
  {
    text: 'Nuovo episodio del podcast sulla SEO locale per ristoranti e negozi.',
    link_url: 'https://example.com/podcast/seo-locale',
  },
]

export const POST_TEMPLATES_IT = [
  'Ho appena completato la lezione «{lesson}» del corso «{course}». Consigliatissima!',
  'Sto seguendo «{course}»: la lezione «{lesson}» mi ha chiarito parecchi dubbi.',
]
export const POST_TEMPLATES_EN = [
  'Just finished the lesson “{lesson}” from “{course}”. Highly recommended!',
  'Halfway through “{course}”: “{lesson}” was the most useful part so far.',
]

/** Authors of POST_TEXTS, in the same order (person keys). */
export const POST_AUTHORS = [
  'nicolo-sala',
  'elena-greco',
  'laura-conti',
  'aoife-murphy',
  'anna-de-santis',
  'chiara-romano',
  'oliver-bennett',
  'lorenzo-ferri',
  'martina-mancini',
  'simone-de-luca',
  'greta-monti',
  'daniel-hughes',
  'paola-moretti',
  'marta-zanetti',
  'rebecca-parisi',
  'marco-rossi',
  'irene-costa',
  'edoardo-gentile',
  'chiara-romano',
  'giovanni-caruso',
  'roberto-barbieri',
  'davide-bruno',
  'emily-carter',
  'alice-bianco',
  'antonio-lorusso',
  'camilla-lombardo',
  'luca-colombo',
  'ethan-price',
  'silvia-fontana',
  'andrea-santoro',
]

/** Comments the demo people leave under posts (seed.ts picks them with its own PRNG). */
export const COMMENT_TEXTS = [
  'Grazie per averlo condiviso!',
  'Verissimo, capita anche a me.',
  'Ottimo spunto, ne parliamo al prossimo incontro?',
  'Complimenti, bel traguardo!',
  'Great point, thanks for sharing.',
  'Mi segno il consiglio, utilissimo.',
  'Interessante: hai qualche risorsa da consigliare?',
  'Congratulations, well deserved!',
]

export const REPLY_TEXTS = ['Grazie a te!', 'Certo, scrivimi pure.', 'Thanks!', 'Volentieri, ne parliamo.']
