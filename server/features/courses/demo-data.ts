/**
 * The demo catalogue: categories and courses with their lessons, in Italian and English. Trainers
 * are named by their person key (accounts/demo-data.ts).
 */

export const CATEGORIES = [
  { slug: 'sviluppo-software', name_it: 'Sviluppo software', name_en: 'Software development' },
  { slug: 'dati-e-analisi', name_it: 'Dati e analisi', name_en: 'Data and analytics' },
  { slug: 'management', name_it: 'Management e organizzazione', name_en: 'Management' },
  { slug: 'marketing-digitale', name_it: 'Marketing digitale', name_en: 'Digital marketing' },
  { slug: 'design', name_it: 'Design e UX', name_en: 'Design and UX' },
  { slug: 'lingue', name_it: 'Lingue', name_en: 'Languages' },
  { slug: 'soft-skills', name_it: 'Soft skills', name_en: 'Soft skills' },
  { slug: 'finanza-e-contabilita', name_it: 'Finanza e contabilità', name_en: 'Finance and accounting' },
] as const

export type CategorySlug = (typeof CATEGORIES)[number]['slug']

export interface CourseSeed {
  slug: string
  trainer: string
  category: CategorySlug
  language: 'it' | 'en'
  price_cents: number
  title: string
  subtitle: string
  description: string
  goals: string[]
  recipients: string[]
  /** [title, minutes]; the first lesson of every course is a free preview. */
  lessons: [string, number][]
  /** The average the demo reviews are drawn around (the course's figures are counted from them). */
  average_reviews: number
  /** A lower price with no end date, for the demo of promos. */
  promo_price_cents?: number
}

export const COURSES: CourseSeed[] = [
  {
    slug: 'excel-avanzato-controllo-di-gestione',
    trainer: 'alessandro-ferrari',
    category: 'finanza-e-contabilita',
    language: 'it',
    price_cents: 7900,
    title: 'Excel avanzato per il controllo di gestione',
    subtitle: 'Tabelle pivot, Power Query e modelli di budget che si aggiornano da soli',
    description:
      'Un corso pratico per chi prepara report mensili e budget. Partiamo dai dati grezzi del gestionale e arriviamo a un cruscotto che si aggiorna con un clic, senza macro e senza copia-incolla.',
    goals: [
      'Importare e pulire i dati con Power Query',
      'Costruire tabelle pivot e grafici per il conto economico',
      'Impostare un budget con scenari e analisi degli scostamenti',
    ],
    recipients: ['Controller e analisti', 'Impiegati amministrativi', 'Titolari di piccole imprese'],
    lessons: [
      ['Introduzione: dal gestionale al report', 6],
      ['Power Query: importare e pulire i dati', 18],
      ['Tabelle pivot per il conto economico', 22],
      ['Funzioni CERCA.X e SOMMA.PIÙ.SE', 15],
      ['Costruire il budget annuale', 25],
      ['Analisi degli scostamenti', 19],
      ['Il cruscotto finale', 14],
    ],
    average_reviews: 4.8,
  },
  {
    slug: 'public-speaking-for-engineers',
    trainer: 'emily-carter',
    category: 'soft-skills',
    language: 'en',
    price_cents: 5900,
    title: 'Public speaking for engineers',
    subtitle: 'Explain technical work clearly to managers, clients and conferences',
    description:
      'Engineers are often the people who understand a problem best and explain it worst. This course gives you a repeatable structure for technical talks, tools to calm your nerves and practice drills you can do at your desk.',
    goals: [
      'Structure a technical talk around one clear message',
      'Turn diagrams and data into slides people remember',
      'Handle hostile questions without losing the room',
    ],
    recipients: ['Engineers and developers', 'Technical leads preparing conference talks'],
    lessons: [
      ['Why engineers struggle on stage', 7],
      ['One message, three supporting points', 16],
      ['Slides that explain, not decorate', 21],
      ['Voice, breathing and pace', 13],
      ['Answering difficult questions', 17],
      ['Your first five-minute talk', 12],
    ],
    average_reviews: 4.7,
  },
  {
    slug: 'react-typescript-da-zero',
    trainer: 'luca-colombo',
    category: 'sviluppo-software',
    language: 'it',
    price_cents: 8900,
    promo_price_cents: 5900,
    title: 'React e TypeScript da zero',
    subtitle: 'Costruisci una vera applicazione web, dai componenti ai test',
    description:
      'Impariamo React 19 con TypeScript costruendo passo dopo passo un’applicazione per prenotare sale riunioni: componenti, stato, chiamate alle API, routing e test automatici.',
    goals: [
      'Scrivere componenti React tipizzati',
      'Gestire stato e chiamate alle API senza bug nascosti',
      'Testare i componenti con Testing Library',
    ],
    recipients: ['Sviluppatori che conoscono JavaScript', 'Studenti di informatica'],
    lessons: [
      ['Prepariamo l’ambiente con Vite', 9],
      ['TypeScript in dieci minuti', 11],
      ['Componenti e props', 18],
      ['Stato ed eventi', 20],
      ['Effetti e chiamate alle API', 24],
      ['Routing tra le pagine', 16],
      ['Form e validazione', 22],
      ['Test con Testing Library', 19],
      ['Build e pubblicazione', 10],
    ],
    average_reviews: 4.6,
  },
  {
    slug: 'fondamenti-di-ux-design',
    trainer: 'chiara-romano',
    category: 'design',
    language: 'it',
    price_cents: 6900,
    title: 'Fondamenti di UX design',
    subtitle: 'Ricerca con gli utenti, wireframe e prototipi in Figma',
    description:
      'Il metodo che uso nei progetti reali, spiegato dall’inizio: interviste agli utenti, mappe dell’esperienza, wireframe e prototipi cliccabili da testare prima di scrivere una riga di codice.',
    goals: [
      'Condurre interviste utili con gli utenti',
      'Disegnare wireframe e prototipi in Figma',
      'Organizzare un test di usabilità',
    ],
    recipients: ['Grafici che vogliono passare alla UX', 'Product manager', 'Sviluppatori front-end'],
    lessons: [
      ['Cos’è davvero la UX', 8],
      ['Interviste agli utenti', 19],
      ['Personas e mappe dell’esperienza', 17],
      ['Architettura dell’informazione', 15],
      ['Wireframe in Figma', 23],
      ['Prototipi cliccabili', 20],
      ['Test di usabilità', 18],
    ],
    average_reviews: 4.9,
  },
  {
    slug: 'marketing-digitale-piccole-imprese',
    trainer: 'francesca-ricci',
    category: 'marketing-digitale',
    language: 'it',
    price_cents: 4900,
    title: 'Marketing digitale per piccole imprese',
    subtitle: 'Social, Google e newsletter con un budget da piccola impresa',
    description:
      'Come scegliere i canali giusti, scrivere post che portano clienti e misurare i risultati senza agenzie. Ogni lezione si chiude con un compito pratico sulla tua attività.',
    goals: [
      'Definire un piano editoriale sostenibile',
      'Impostare una campagna Google Ads locale',
      'Misurare i risultati con strumenti gratuiti',
    ],
    recipients: ['Titolari di negozi e studi professionali', 'Freelance'],
    lessons: [
      ['Da dove cominciare', 7],
      ['Il piano editoriale', 16],
      ['Instagram e Facebook per attività locali', 21],
      ['Google Business Profile', 12],
      ['Campagne Google Ads locali', 23],
      ['Newsletter che vengono lette', 15],
    ],
    average_reviews: 4.5,
  },
  {
    slug: 'project-management-agile',
    trainer: 'matteo-marino',
    category: 'management',
    language: 'it',
    price_cents: 9900,
    promo_price_cents: 6900,
    title: 'Project management con metodo Agile',
    subtitle: 'Pianificare, stimare e consegnare progetti che cambiano in corsa',
    description:
      'Un percorso completo per chi gestisce progetti: dal kick-off alla chiusura, con strumenti classici e agili a confronto e tanti esempi presi da progetti reali.',
    goals: [
      'Scegliere tra approccio predittivo e agile',
      'Stimare e pianificare per rilasci successivi',
      'Gestire rischi e stakeholder',
    ],
    recipients: ['Project manager junior', 'Team leader', 'Chi prepara la certificazione PMP'],
    lessons: [
      ['Progetti che cambiano in corsa', 8],
      ['Predittivo o agile?', 14],
      ['User story e backlog', 19],
      ['Stime relative e velocity', 17],
      ['Pianificare i rilasci', 16],
      ['Rischi e stakeholder', 20],
      ['Retrospettive che migliorano il team', 13],
      ['Chiudere un progetto', 11],
    ],
    average_reviews: 4.4,
  },
  {
    slug: 'python-per-analisi-dati',
    trainer: 'davide-bruno',
    category: 'dati-e-analisi',
    language: 'it',
    price_cents: 0,
    title: 'Python per l’analisi dei dati',
    subtitle: 'Da zero a pandas con dati di vendita reali',
    description:
      'Corso gratuito per chi non ha mai programmato: installiamo Python, impariamo le basi e analizziamo un anno di vendite di una catena di negozi con pandas e grafici.',
    goals: [
      'Scrivere piccoli programmi in Python',
      'Caricare e filtrare dati con pandas',
      'Creare grafici chiari',
    ],
    recipients: ['Chi lavora con Excel e vuole di più', 'Studenti di economia'],
    lessons: [
      ['Installare Python e Jupyter', 10],
      ['Variabili, liste e cicli', 18],
      ['Introduzione a pandas', 21],
      ['Filtrare e raggruppare', 19],
      ['Grafici con matplotlib', 16],
    ],
    average_reviews: 4.7,
  },
  {
    slug: 'business-english-meetings-emails',
    trainer: 'sarah-mitchell',
    category: 'lingue',
    language: 'en',
    price_cents: 3900,
    title: 'Business English: meetings and e-mails',
    subtitle: 'Useful phrases and real practice for Italian professionals',
    description:
      'Stop translating in your head. We practise the English of everyday work: writing clear e-mails, running a meeting, disagreeing politely and making small talk with international colleagues.',
    goals: [
      'Write short, clear business e-mails',
      'Lead and take part in meetings',
      'Disagree and negotiate politely',
    ],
    recipients: ['Professionals with intermediate English (B1-B2)'],
    lessons: [
      ['Getting started: your English at work', 6],
      ['E-mails that get answers', 17],
      ['Opening and running a meeting', 19],
      ['Agreeing and disagreeing politely', 14],
      ['Small talk with colleagues', 12],
      ['Phone and video calls', 15],
    ],
    average_reviews: 4.6,
  },
  {
    slug: 'scrum-in-practice',
    trainer: 'james-oconnor',
    category: 'management',
    language: 'en',
    price_cents: 6900,
    title: 'Scrum in practice',
    subtitle: 'What the Scrum Guide does not tell you',
    description:
      'A down-to-earth look at Scrum as it works in real teams: planning with uncertain estimates, dealing with interruptions, and running retrospectives people actually want to attend.',
    goals: [
      'Run every Scrum event with a clear purpose',
      'Handle urgent work without breaking the sprint',
      'Coach a team towards self-organisation',
    ],
    recipients: ['Scrum Masters', 'Product Owners', 'Developers new to Scrum'],
    lessons: [
      ['Scrum in one picture', 8],
      ['Sprint planning with uncertain estimates', 18],
      ['The daily scrum without the status report', 11],
      ['Handling interruptions', 15],
      ['Reviews that involve stakeholders', 14],
      ['Retrospectives people enjoy', 16],
      ['Scaling to several teams', 20],
    ],
    average_reviews: 4.5,
  },
  {
    slug: 'data-visualisation-power-bi',
    trainer: 'daniel-hughes',
    category: 'dati-e-analisi',
    language: 'en',
    price_cents: 7400,
    title: 'Data visualisation with Power BI',
    subtitle: 'From messy spreadsheets to dashboards managers read',
    description:
      'Learn Power BI by building a sales dashboard for a retail chain: data modelling, DAX measures and the design choices that make a report readable at a glance.',
    goals: [
      'Model data with a star schema',
      'Write the DAX measures every report needs',
      'Design dashboards for decisions',
    ],
    recipients: ['Analysts', 'Controllers', 'Excel power users'],
    lessons: [
      ['Tour of Power BI Desktop', 9],
      ['Loading and shaping data', 17],
      ['The star schema', 15],
      ['Your first DAX measures', 22],
      ['Time intelligence', 19],
      ['Designing the dashboard', 18],
      ['Publishing and sharing', 10],
    ],
    average_reviews: 4.8,
  },
  {
    slug: 'sicurezza-informatica-in-ufficio',
    trainer: 'simone-de-luca',
    category: 'sviluppo-software',
    language: 'it',
    price_cents: 0,
    title: 'Sicurezza informatica per chi lavora in ufficio',
    subtitle: 'Riconoscere phishing, truffe e password deboli',
    description:
      'Un corso gratuito e senza tecnicismi per tutti i dipendenti: come riconoscere una mail di phishing, proteggere gli account e cosa fare quando qualcosa va storto.',
    goals: [
      'Riconoscere phishing e truffe telefoniche',
      'Usare password manager e autenticazione a due fattori',
      'Sapere chi avvisare in caso di incidente',
    ],
    recipients: ['Tutti i dipendenti', 'Piccoli studi professionali'],
    lessons: [
      ['Perché proprio noi?', 6],
      ['Il phishing spiegato con esempi veri', 14],
      ['Password e autenticazione a due fattori', 12],
      ['Lavorare fuori ufficio in sicurezza', 11],
      ['Cosa fare se clicchi sul link sbagliato', 9],
    ],
    average_reviews: 4.6,
  },
  {
    slug: 'leadership-gestione-team',
    trainer: 'martina-mancini',
    category: 'management',
    language: 'it',
    price_cents: 5900,
    title: 'Leadership e gestione dei team',
    subtitle: 'I primi cento giorni da responsabile',
    description:
      'Diventare capo dei propri ex colleghi è una delle transizioni più difficili. Il corso accompagna i nuovi responsabili su feedback, delega, riunioni individuali e conflitti.',
    goals: [
      'Dare feedback utili e tempestivi',
      'Delegare senza perdere il controllo',
      'Gestire i conflitti nel team',
    ],
    recipients: ['Nuovi team leader', 'Responsabili di reparto'],
    lessons: [
      ['Da collega a responsabile', 9],
      ['Le riunioni individuali', 15],
      ['Dare feedback', 18],
      ['Delegare', 16],
      ['Conflitti nel team', 20],
      ['Motivare senza premi', 14],
    ],
    average_reviews: 4.7,
  },
  {
    slug: 'contabilita-freelance-partite-iva',
    trainer: 'giovanni-caruso',
    category: 'finanza-e-contabilita',
    language: 'it',
    price_cents: 2900,
    title: 'Contabilità per freelance e partite IVA',
    subtitle: 'Regime forfettario, fatture elettroniche e contributi',
    description:
      'Tutto quello che un libero professionista deve sapere per aprire la partita IVA, emettere fatture elettroniche corrette e non avere sorprese con tasse e contributi.',
    goals: [
      'Scegliere il regime fiscale adatto',
      'Emettere fatture elettroniche corrette',
      'Calcolare tasse e contributi in anticipo',
    ],
    recipients: ['Freelance', 'Neo professionisti'],
    lessons: [
      ['Aprire la partita IVA', 10],
      ['Il regime forfettario', 17],
      ['La fattura elettronica', 15],
      ['Contributi INPS e casse professionali', 16],
      ['Il calendario delle scadenze', 8],
    ],
    average_reviews: 4.5,
  },
  {
    slug: 'seo-farsi-trovare-su-google',
    trainer: 'andrea-santoro',
    category: 'marketing-digitale',
    language: 'it',
    price_cents: 3900,
    title: 'SEO: farsi trovare su Google',
    subtitle: 'Parole chiave, contenuti e SEO tecnica per siti piccoli',
    description:
      'Un metodo passo dopo passo per portare traffico organico a un sito aziendale o a un e-commerce: ricerca delle parole chiave, contenuti, link e controlli tecnici.',
    goals: [
      'Trovare le parole chiave giuste',
      'Scrivere pagine che si posizionano',
      'Usare Google Search Console',
    ],
    recipients: ['Titolari di e-commerce', 'Content writer', 'Marketing manager'],
    lessons: [
      ['Come funziona Google', 8],
      ['Ricerca delle parole chiave', 18],
      ['Scrivere per le persone e per Google', 17],
      ['SEO tecnica di base', 20],
      ['Google Search Console', 14],
      ['Link e reputazione', 13],
    ],
    average_reviews: 4.3,
  },
  {
    slug: 'cloud-fundamentals-aws',
    trainer: 'oliver-bennett',
    category: 'sviluppo-software',
    language: 'en',
    price_cents: 0,
    title: 'Cloud fundamentals on AWS',
    subtitle: 'A free introduction to the services you will meet first',
    description:
      'A free, hands-on tour of the AWS services most teams start with: accounts and IAM, EC2, S3, databases and keeping the monthly bill under control.',
    goals: [
      'Understand the shared responsibility model',
      'Launch and secure your first server',
      'Keep costs under control',
    ],
    recipients: ['Developers new to the cloud', 'IT staff moving on-premise systems'],
    lessons: [
      ['What the cloud is (and is not)', 7],
      ['Accounts, users and IAM', 16],
      ['Your first EC2 instance', 19],
      ['Storing files in S3', 13],
      ['Managed databases', 15],
      ['Watching the bill', 9],
    ],
    average_reviews: 4.6,
  },
  {
    slug: 'comunicazione-efficace-in-pubblico',
    trainer: 'marco-rossi',
    category: 'soft-skills',
    language: 'it',
    price_cents: 4900,
    title: 'Comunicazione efficace in pubblico',
    subtitle: 'Presentazioni chiare e convincenti, anche se ti tremano le mani',
    description:
      'Un corso pratico per preparare e tenere presentazioni in riunione, a un cliente o davanti a una platea. Lavoriamo su struttura, voce, linguaggio del corpo e gestione dell’ansia.',
    goals: ['Preparare una presentazione in un’ora', 'Gestire ansia e imprevisti', 'Coinvolgere il pubblico'],
    recipients: ['Professionisti che presentano in riunione', 'Commerciali', 'Studenti prima della tesi'],
    lessons: [
      ['Perché abbiamo paura di parlare in pubblico', 8],
      ['La struttura in tre atti', 15],
      ['Voce e respiro', 12],
      ['Linguaggio del corpo', 14],
      ['Slide essenziali', 16],
      ['Domande e obiezioni', 13],
      ['Prova finale guidata', 18],
    ],
    average_reviews: 4.8,
  },
  {
    slug: 'time-management-produttivita',
    trainer: 'marco-rossi',
    category: 'soft-skills',
    language: 'it',
    price_cents: 2900,
    title: 'Time management e produttività personale',
    subtitle: 'Priorità chiare e meno riunioni inutili',
    description:
      'Tecniche semplici per decidere cosa fare prima, proteggere il tempo di concentrazione e dire di no senza rovinare i rapporti con i colleghi.',
    goals: [
      'Pianificare la settimana in venti minuti',
      'Difendere il tempo di concentrazione',
      'Dire di no con garbo',
    ],
    recipients: ['Impiegati e quadri', 'Liberi professionisti'],
    lessons: [
      ['Dove finisce il nostro tempo', 7],
      ['La matrice delle priorità', 12],
      ['Pianificare la settimana', 14],
      ['Blocchi di concentrazione', 11],
      ['Riunioni più brevi', 10],
    ],
    average_reviews: 4.4,
  },
  {
    slug: 'negotiation-skills-for-professionals',
    trainer: 'marco-rossi',
    category: 'soft-skills',
    language: 'en',
    price_cents: 5400,
    title: 'Negotiation skills for professionals',
    subtitle: 'Prepare, anchor and close deals that last',
    description:
      'A practical negotiation course in English: how to prepare your alternatives, make the first offer, trade concessions and close agreements both sides will keep.',
    goals: [
      'Prepare a negotiation plan with a clear BATNA',
      'Make and answer first offers',
      'Close agreements that last',
    ],
    recipients: ['Sales and purchasing professionals', 'Freelancers negotiating fees'],
    lessons: [
      ['Negotiation is a process', 8],
      ['Preparing your BATNA', 15],
      ['Anchoring and first offers', 14],
      ['Trading concessions', 16],
      ['Difficult counterparts', 17],
      ['Closing the deal', 11],
    ],
    average_reviews: 4.7,
  },
]
