/**
 * Hand-written demo content in Italian and English. Everything here is fixed text; the few
 * choices seed.ts makes on top of it (post authors, seconds of a duration) use a seeded PRNG,
 * so two fresh databases hold exactly the same demo data.
 */

export const DEMO_PASSWORD = 'Password123!'

export interface Place {
  city: string
  province: string | null
  region: string | null
}

const place = (city: string, province: string | null = null, region: string | null = null): Place => ({
  city,
  province,
  region,
})

export const PLACES = {
  milano: place('Milano', 'MI', 'Lombardia'),
  roma: place('Roma', 'RM', 'Lazio'),
  torino: place('Torino', 'TO', 'Piemonte'),
  bologna: place('Bologna', 'BO', 'Emilia-Romagna'),
  napoli: place('Napoli', 'NA', 'Campania'),
  firenze: place('Firenze', 'FI', 'Toscana'),
  genova: place('Genova', 'GE', 'Liguria'),
  padova: place('Padova', 'PD', 'Veneto'),
  verona: place('Verona', 'VR', 'Veneto'),
  bari: place('Bari', 'BA', 'Puglia'),
  palermo: place('Palermo', 'PA', 'Sicilia'),
  trento: place('Trento', 'TN', 'Trentino-Alto Adige'),
  brescia: place('Brescia', 'BS', 'Lombardia'),
  bergamo: place('Bergamo', 'BG', 'Lombardia'),
  cagliari: place('Cagliari', 'CA', 'Sardegna'),
  perugia: place('Perugia', 'PG', 'Umbria'),
  ancona: place('Ancona', 'AN', 'Marche'),
  pescara: place('Pescara', 'PE', 'Abruzzo'),
  udine: place('Udine', 'UD', 'Friuli-Venezia Giulia'),
  lecce: place('Lecce', 'LE', 'Puglia'),
  parma: place('Parma', 'PR', 'Emilia-Romagna'),
  catania: place('Catania', 'CT', 'Sicilia'),
  london: place('London'),
  dublin: place('Dublin'),
  manchester: place('Manchester'),
  edinburgh: place('Edinburgh'),
} satisfies Record<string, Place>

export type PlaceKey = keyof typeof PLACES

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

export interface PersonSeed {
  key: string
  first_name: string
  last_name: string
  email?: string
  gender: 'female' | 'male'
  place: PlaceKey
  birth_date: string
  payoff: string
  bio: string
  competences?: string[]
  interests?: string[]
}

/** The four accounts of DESIGN.md §6, all with DEMO_PASSWORD and fully onboarded. */
export const DEMO_ACCOUNTS = {
  trainer: {
    key: 'marco-rossi',
    email: 'formatore@aula.test',
    first_name: 'Marco',
    last_name: 'Rossi',
    gender: 'male',
    place: 'milano',
    birth_date: '1982-04-17',
    payoff: 'Formatore in comunicazione e negoziazione',
    bio: 'Da quindici anni aiuto manager e tecnici a parlare in pubblico senza ansia e a negoziare con metodo. Ho lavorato in consulenza direzionale prima di dedicarmi alla formazione.',
    competences: ['Public speaking', 'Negoziazione', 'Time management', 'Coaching'],
    interests: ['Comunicazione', 'Leadership'],
  },
  student: {
    key: 'sofia-esposito',
    email: 'studente@aula.test',
    first_name: 'Sofia',
    last_name: 'Esposito',
    gender: 'female',
    place: 'napoli',
    birth_date: '1999-09-03',
    payoff: 'Laureanda in Economia aziendale',
    bio: 'Studio Economia aziendale alla Federico II e mi interessano il controllo di gestione e l’analisi dei dati.',
    interests: ['Excel', 'Analisi dei dati', 'Inglese commerciale'],
  },
  hr: {
    key: 'laura-conti',
    email: 'hr@aula.test',
    first_name: 'Laura',
    last_name: 'Conti',
    gender: 'female',
    place: 'milano',
    birth_date: '1985-01-22',
    payoff: 'Talent acquisition manager in Talentia',
    bio: 'Seleziono profili tecnici e commerciali per aziende del Nord Italia.',
    interests: ['Recruiting', 'Employer branding'],
  },
  admin: {
    key: 'admin-aula',
    email: 'admin@aula.test',
    first_name: 'Amministrazione',
    last_name: 'Aula',
    gender: 'female',
    place: 'milano',
    birth_date: '1990-01-01',
    payoff: 'Team di Aula',
    bio: 'Account di amministrazione della piattaforma.',
  },
} as const satisfies Record<string, PersonSeed & { email: string }>

export const TRAINERS: PersonSeed[] = [
  {
    key: 'alessandro-ferrari',
    first_name: 'Alessandro',
    last_name: 'Ferrari',
    gender: 'male',
    place: 'milano',
    birth_date: '1978-02-11',
    payoff: 'Controller e formatore Excel',
    bio: 'Controller industriale per vent’anni, oggi insegno a usare Excel e Power Query per chiudere il mese in metà tempo.',
    competences: ['Excel', 'Controllo di gestione', 'Power Query', 'Budgeting'],
  },
  {
    key: 'chiara-romano',
    first_name: 'Chiara',
    last_name: 'Romano',
    gender: 'female',
    place: 'torino',
    birth_date: '1988-06-30',
    payoff: 'UX designer e ricercatrice',
    bio: 'Progetto servizi digitali per banche e pubblica amministrazione. Credo nei test con utenti veri, fin dal primo schizzo.',
    competences: ['UX research', 'Figma', 'Prototipazione', 'Accessibilità'],
  },
  {
    key: 'luca-colombo',
    first_name: 'Luca',
    last_name: 'Colombo',
    gender: 'male',
    place: 'bologna',
    birth_date: '1986-11-05',
    payoff: 'Sviluppatore full-stack',
    bio: 'Scrivo applicazioni web in TypeScript dal 2014 e tengo corsi per chi vuole passare da jQuery a React.',
    competences: ['TypeScript', 'React', 'Node.js', 'Testing'],
  },
  {
    key: 'francesca-ricci',
    first_name: 'Francesca',
    last_name: 'Ricci',
    gender: 'female',
    place: 'roma',
    birth_date: '1984-03-19',
    payoff: 'Consulente di marketing digitale per PMI',
    bio: 'Aiuto negozi, studi professionali e piccole aziende a farsi trovare online con budget realistici.',
    competences: ['Social media marketing', 'Google Ads', 'Email marketing', 'Copywriting'],
  },
  {
    key: 'matteo-marino',
    first_name: 'Matteo',
    last_name: 'Marino',
    gender: 'male',
    place: 'napoli',
    birth_date: '1980-08-08',
    payoff: 'Project manager PMP',
    bio: 'Ho gestito progetti IT e di trasformazione organizzativa in telco e sanità. Certificato PMP e PSM I.',
    competences: ['Project management', 'Agile', 'Scrum', 'Gestione del rischio'],
  },
  {
    key: 'elena-greco',
    first_name: 'Elena',
    last_name: 'Greco',
    gender: 'female',
    place: 'firenze',
    birth_date: '1983-12-01',
    payoff: 'Attrice e coach di comunicazione',
    bio: 'Porto le tecniche del teatro in azienda: voce, respiro e presenza scenica per chi presenta ogni giorno.',
    competences: ['Public speaking', 'Dizione', 'Storytelling'],
  },
  {
    key: 'davide-bruno',
    first_name: 'Davide',
    last_name: 'Bruno',
    gender: 'male',
    place: 'padova',
    birth_date: '1990-05-14',
    payoff: 'Data analyst e docente di Python',
    bio: 'Analizzo dati di vendita per la grande distribuzione e insegno Python a chi non ha mai programmato.',
    competences: ['Python', 'pandas', 'SQL', 'Statistica'],
  },
  {
    key: 'valentina-gallo',
    first_name: 'Valentina',
    last_name: 'Gallo',
    gender: 'female',
    place: 'genova',
    birth_date: '1987-10-21',
    payoff: 'Docente di inglese commerciale',
    bio: 'CELTA, dieci anni a Londra e una passione: far parlare inglese in riunione a chi lo ha solo studiato.',
    competences: ['Business English', 'IELTS', 'Scrittura professionale'],
  },
  {
    key: 'simone-de-luca',
    first_name: 'Simone',
    last_name: 'De Luca',
    gender: 'male',
    place: 'bari',
    birth_date: '1985-07-07',
    payoff: 'Esperto di sicurezza informatica',
    bio: 'Penetration tester e formatore: spiego la sicurezza con esempi presi da attacchi veri, senza tecnicismi inutili.',
    competences: ['Cybersecurity', 'Phishing awareness', 'GDPR'],
  },
  {
    key: 'martina-mancini',
    first_name: 'Martina',
    last_name: 'Mancini',
    gender: 'female',
    place: 'verona',
    birth_date: '1979-04-02',
    payoff: 'Executive coach',
    bio: 'Accompagno nuovi responsabili nei primi cento giorni da capo: feedback, delega e riunioni che servono.',
    competences: ['Leadership', 'Coaching', 'Feedback', 'Gestione dei conflitti'],
  },
  {
    key: 'emily-carter',
    first_name: 'Emily',
    last_name: 'Carter',
    gender: 'female',
    place: 'london',
    birth_date: '1986-01-28',
    payoff: 'Communication coach for technical teams',
    bio: 'Former structural engineer turned speaker coach. I help engineers explain complex work to people who sign the cheques.',
    competences: ['Public speaking', 'Technical writing', 'Presentation design'],
  },
  {
    key: 'james-oconnor',
    first_name: 'James',
    last_name: 'O’Connor',
    gender: 'male',
    place: 'dublin',
    birth_date: '1981-09-12',
    payoff: 'Agile coach and Scrum trainer',
    bio: 'Twelve years coaching Scrum teams in fintech and gaming. I teach the parts of Scrum that survive contact with real deadlines.',
    competences: ['Scrum', 'Kanban', 'Agile coaching'],
  },
  {
    key: 'sarah-mitchell',
    first_name: 'Sarah',
    last_name: 'Mitchell',
    gender: 'female',
    place: 'milano',
    birth_date: '1989-02-17',
    payoff: 'Business English trainer based in Milan',
    bio: 'British teacher living in Milan since 2015. My lessons are built around the e-mails and meetings you actually have.',
    competences: ['Business English', 'Cambridge exams', 'Negotiation in English'],
  },
  {
    key: 'daniel-hughes',
    first_name: 'Daniel',
    last_name: 'Hughes',
    gender: 'male',
    place: 'manchester',
    birth_date: '1987-06-25',
    payoff: 'BI consultant and Power BI trainer',
    bio: 'I build dashboards for retailers and teach analysts to tell a clear story with their data.',
    competences: ['Power BI', 'DAX', 'Data visualisation'],
  },
  {
    key: 'giorgio-lombardi',
    first_name: 'Giorgio',
    last_name: 'Lombardi',
    gender: 'male',
    place: 'trento',
    birth_date: '1975-11-30',
    payoff: 'Dottore commercialista',
    bio: 'Commercialista a Trento, seguo startup e professionisti. Tengo corsi di contabilità per chi non è del mestiere.',
    competences: ['Contabilità', 'Bilancio', 'Fiscalità d’impresa'],
  },
  {
    key: 'paola-moretti',
    first_name: 'Paola',
    last_name: 'Moretti',
    gender: 'female',
    place: 'perugia',
    birth_date: '1991-03-09',
    payoff: 'Graphic designer',
    bio: 'Disegno identità visive per cantine e agriturismi umbri. Insegno grafica con strumenti gratuiti.',
    competences: ['Graphic design', 'Brand identity', 'Tipografia'],
  },
  {
    key: 'roberto-barbieri',
    first_name: 'Roberto',
    last_name: 'Barbieri',
    gender: 'male',
    place: 'brescia',
    birth_date: '1972-05-18',
    payoff: 'Consulente lean manufacturing',
    bio: 'Ex responsabile di stabilimento, oggi porto il lean nelle PMI manifatturiere lombarde.',
    competences: ['Lean manufacturing', 'Kaizen', '5S'],
  },
  {
    key: 'silvia-fontana',
    first_name: 'Silvia',
    last_name: 'Fontana',
    gender: 'female',
    place: 'parma',
    birth_date: '1983-08-27',
    payoff: 'HR business partner',
    bio: 'Mi occupo di selezione e sviluppo delle persone nell’agroalimentare. Insegno a fare colloqui che funzionano.',
    competences: ['Selezione del personale', 'Colloqui', 'Onboarding'],
  },
  {
    key: 'andrea-santoro',
    first_name: 'Andrea',
    last_name: 'Santoro',
    gender: 'male',
    place: 'palermo',
    birth_date: '1992-12-12',
    payoff: 'SEO specialist',
    bio: 'Porto siti di e-commerce siciliani in prima pagina. Niente trucchi: contenuti utili e tecnica pulita.',
    competences: ['SEO', 'Google Search Console', 'Content strategy'],
  },
  {
    key: 'federica-rinaldi',
    first_name: 'Federica',
    last_name: 'Rinaldi',
    gender: 'female',
    place: 'cagliari',
    birth_date: '1990-07-16',
    payoff: 'Illustratrice e motion designer',
    bio: 'Illustro libri per ragazzi e creo animazioni per campagne social.',
    competences: ['Illustrazione', 'Motion design', 'After Effects'],
  },
  {
    key: 'oliver-bennett',
    first_name: 'Oliver',
    last_name: 'Bennett',
    gender: 'male',
    place: 'edinburgh',
    birth_date: '1984-10-04',
    payoff: 'Cloud architect, AWS certified',
    bio: 'I design cloud platforms for public-sector clients and run free introductory workshops on AWS.',
    competences: ['AWS', 'Cloud architecture', 'Terraform'],
  },
  {
    key: 'giovanni-caruso',
    first_name: 'Giovanni',
    last_name: 'Caruso',
    gender: 'male',
    place: 'lecce',
    birth_date: '1977-01-09',
    payoff: 'Consulente fiscale per freelance',
    bio: 'Spiego a freelance e partite IVA come funzionano regime forfettario, fatture e contributi, senza gergo.',
    competences: ['Regime forfettario', 'Fatturazione elettronica', 'Previdenza'],
  },
]

const student = (
  key: string,
  first_name: string,
  last_name: string,
  gender: 'female' | 'male',
  placeKey: PlaceKey,
  birth_date: string,
  payoff: string,
  interests: string[],
): PersonSeed => ({
  key,
  first_name,
  last_name,
  gender,
  place: placeKey,
  birth_date,
  payoff,
  bio: '',
  interests,
})

export const STUDENTS: PersonSeed[] = [
  student(
    'giulia-marchetti',
    'Giulia',
    'Marchetti',
    'female',
    'bologna',
    '2000-02-14',
    'Studentessa di Ingegneria gestionale',
    ['Project management', 'Excel'],
  ),
  student('lorenzo-ferri', 'Lorenzo', 'Ferri', 'male', 'milano', '1998-07-01', 'Junior developer', [
    'React',
    'TypeScript',
  ]),
  student('alice-bianco', 'Alice', 'Bianco', 'female', 'torino', '1997-11-23', 'Grafica freelance', [
    'UX design',
    'Illustrazione',
  ]),
  student('tommaso-villa', 'Tommaso', 'Villa', 'male', 'bergamo', '1995-03-30', 'Tecnico di produzione', [
    'Lean manufacturing',
  ]),
  student('aurora-serra', 'Aurora', 'Serra', 'female', 'cagliari', '2001-05-05', 'Studentessa di Lingue', [
    'Inglese commerciale',
    'Comunicazione',
  ]),
  student(
    'riccardo-fabbri',
    'Riccardo',
    'Fabbri',
    'male',
    'ancona',
    '1993-09-17',
    'Commerciale nel settore nautico',
    ['Negoziazione', 'Public speaking'],
  ),
  student(
    'beatrice-pellegrini',
    'Beatrice',
    'Pellegrini',
    'female',
    'firenze',
    '1996-12-08',
    'Social media manager',
    ['Marketing digitale', 'SEO'],
  ),
  student('gabriele-leone', 'Gabriele', 'Leone', 'male', 'pescara', '1999-01-19', 'Studente di Informatica', [
    'Python',
    'Cloud',
  ]),
  student('ginevra-longo', 'Ginevra', 'Longo', 'female', 'roma', '1994-06-11', 'Impiegata amministrativa', [
    'Contabilità',
    'Excel',
  ]),
  student(
    'edoardo-gentile',
    'Edoardo',
    'Gentile',
    'male',
    'napoli',
    '1992-10-02',
    'Responsabile di negozio',
    ['Leadership', 'Marketing digitale'],
  ),
  student(
    'emma-martinelli',
    'Emma',
    'Martinelli',
    'female',
    'verona',
    '2002-04-26',
    'Studentessa di Economia',
    ['Finanza', 'Analisi dei dati'],
  ),
  student('filippo-vitale', 'Filippo', 'Vitale', 'male', 'palermo', '1990-08-13', 'Geometra', [
    'AutoCAD',
    'Project management',
  ]),
  student(
    'camilla-lombardo',
    'Camilla',
    'Lombardo',
    'female',
    'udine',
    '1998-02-02',
    'Assistente di direzione',
    ['Time management', 'Inglese commerciale'],
  ),
  student('pietro-coppola', 'Pietro', 'Coppola', 'male', 'catania', '1997-07-29', 'Sviluppatore junior', [
    'Node.js',
    'Cybersecurity',
  ]),
  student(
    'noemi-cattaneo',
    'Noemi',
    'Cattaneo',
    'female',
    'brescia',
    '1995-05-21',
    'Addetta alle risorse umane',
    ['Selezione del personale', 'Soft skills'],
  ),
  student('nicolo-sala', 'Nicolò', 'Sala', 'male', 'milano', '1991-11-15', 'Analista finanziario', [
    'Power BI',
    'Excel',
  ]),
  student(
    'arianna-morelli',
    'Arianna',
    'Morelli',
    'female',
    'perugia',
    '2000-09-09',
    'Studentessa di Comunicazione',
    ['Storytelling', 'Social media'],
  ),
  student('leonardo-testa', 'Leonardo', 'Testa', 'male', 'trento', '1996-03-03', 'Ingegnere meccanico', [
    'Lean manufacturing',
    'Leadership',
  ]),
  student('rebecca-parisi', 'Rebecca', 'Parisi', 'female', 'lecce', '1999-12-24', 'Receptionist in hotel', [
    'Inglese commerciale',
    'Comunicazione',
  ]),
  student('mattia-d-angelo', 'Mattia', 'D’Angelo', 'male', 'bari', '1994-01-07', 'Tecnico informatico', [
    'Cybersecurity',
    'Cloud',
  ]),
  student('sara-farina', 'Sara', 'Farina', 'female', 'parma', '1993-06-18', 'Food blogger', [
    'SEO',
    'Fotografia',
  ]),
  student('christian-rizzi', 'Christian', 'Rizzi', 'male', 'genova', '1998-10-10', 'Operatore logistico', [
    'Excel',
    'Lean manufacturing',
  ]),
  student('greta-monti', 'Greta', 'Monti', 'female', 'padova', '2001-08-04', 'Studentessa di Design', [
    'UX design',
    'Figma',
  ]),
  student(
    'samuele-bellini',
    'Samuele',
    'Bellini',
    'male',
    'bologna',
    '1997-04-12',
    'Consulente assicurativo',
    ['Negoziazione', 'Public speaking'],
  ),
  student(
    'elisa-guerra',
    'Elisa',
    'Guerra',
    'female',
    'roma',
    '1992-02-27',
    'Insegnante di scuola primaria',
    ['Comunicazione', 'Illustrazione'],
  ),
  student('jacopo-basile', 'Jacopo', 'Basile', 'male', 'torino', '1995-12-03', 'Data entry', [
    'Python',
    'Analisi dei dati',
  ]),
  student('anna-de-santis', 'Anna', 'De Santis', 'female', 'pescara', '1990-03-15', 'Libera professionista', [
    'Regime forfettario',
    'Contabilità',
  ]),
  student(
    'michele-ferrara',
    'Michele',
    'Ferrara',
    'male',
    'napoli',
    '1996-05-27',
    'Cameriere e studente serale',
    ['Inglese commerciale'],
  ),
  {
    ...student('chloe-walker', 'Chloe', 'Walker', 'female', 'london', '1998-08-19', 'Marketing graduate', [
      'Digital marketing',
      'SEO',
    ]),
  },
  {
    ...student('ethan-price', 'Ethan', 'Price', 'male', 'manchester', '1995-01-31', 'Junior data analyst', [
      'Power BI',
      'Python',
    ]),
  },
  {
    ...student('aoife-murphy', 'Aoife', 'Murphy', 'female', 'dublin', '1997-06-06', 'Product designer', [
      'UX design',
      'Scrum',
    ]),
  },
  {
    ...student('liam-stewart', 'Liam', 'Stewart', 'male', 'edinburgh', '1993-09-28', 'Support engineer', [
      'Cloud',
      'Public speaking',
    ]),
  },
]

export interface CompanySeed {
  /** Key of the HR person who owns the company page. */
  owner: PersonSeed
  slug: string
  ragione_sociale: string
  p_iva: string
  codice_rea: string
  place: PlaceKey
  payoff: string
}

const hrPerson = (
  key: string,
  first_name: string,
  last_name: string,
  gender: 'female' | 'male',
  placeKey: PlaceKey,
  payoff: string,
): PersonSeed => ({
  key,
  first_name,
  last_name,
  gender,
  place: placeKey,
  birth_date: '1984-05-10',
  payoff,
  bio: '',
})

export const COMPANIES: CompanySeed[] = [
  {
    owner: DEMO_ACCOUNTS.hr,
    slug: 'talentia',
    ragione_sociale: 'Talentia S.r.l.',
    p_iva: '09876543210',
    codice_rea: 'MI-2098765',
    place: 'milano',
    payoff: 'Selezione e formazione di talenti digitali',
  },
  {
    owner: hrPerson('paolo-riva', 'Paolo', 'Riva', 'male', 'bergamo', 'Responsabile risorse umane'),
    slug: 'officine-meccaniche-lombarde',
    ragione_sociale: 'Officine Meccaniche Lombarde S.p.A.',
    p_iva: '02345678901',
    codice_rea: 'BG-345678',
    place: 'bergamo',
    payoff: 'Componenti di precisione per l’automotive dal 1962',
  },
  {
    owner: hrPerson('irene-costa', 'Irene', 'Costa', 'female', 'torino', 'People & Culture lead'),
    slug: 'bluefin-software',
    ragione_sociale: 'Bluefin Software S.r.l.',
    p_iva: '11223344556',
    codice_rea: 'TO-1122334',
    place: 'torino',
    payoff: 'Software gestionale in cloud per le PMI',
  },
  {
    owner: hrPerson(
      'stefano-greco',
      'Stefano',
      'Greco',
      'male',
      'roma',
      'Socio e responsabile del personale',
    ),
    slug: 'greco-partners',
    ragione_sociale: 'Studio Associato Greco & Partners',
    p_iva: '12398745601',
    codice_rea: 'RM-1456789',
    place: 'roma',
    payoff: 'Consulenza fiscale e del lavoro',
  },
  {
    owner: hrPerson('marta-zanetti', 'Marta', 'Zanetti', 'female', 'verona', 'HR manager'),
    slug: 'verde-logistica',
    ragione_sociale: 'Verde Logistica S.r.l.',
    p_iva: '03456789012',
    codice_rea: 'VR-398765',
    place: 'verona',
    payoff: 'Logistica a basse emissioni per il Nord-Est',
  },
  {
    owner: hrPerson('antonio-lorusso', 'Antonio', 'Lorusso', 'male', 'bari', 'Direttore del personale'),
    slug: 'adriatica-foods',
    ragione_sociale: 'Adriatica Foods S.p.A.',
    p_iva: '07654321098',
    codice_rea: 'BA-5432109',
    place: 'bari',
    payoff: 'Pasta e conserve pugliesi nel mondo',
  },
]

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
  average_reviews: number
  review_number: number
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
    review_number: 132,
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
    review_number: 88,
  },
  {
    slug: 'react-typescript-da-zero',
    trainer: 'luca-colombo',
    category: 'sviluppo-software',
    language: 'it',
    price_cents: 8900,
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
    review_number: 241,
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
    review_number: 97,
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
    review_number: 64,
  },
  {
    slug: 'project-management-agile',
    trainer: 'matteo-marino',
    category: 'management',
    language: 'it',
    price_cents: 9900,
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
    review_number: 153,
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
    review_number: 412,
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
    review_number: 77,
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
    review_number: 59,
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
    review_number: 120,
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
    review_number: 305,
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
    review_number: 91,
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
    review_number: 188,
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
    review_number: 72,
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
    review_number: 226,
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
    review_number: 146,
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
    review_number: 83,
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
    review_number: 52,
  },
]

export interface JobSeed {
  company: string
  title: string
  description: string
  place: PlaceKey
  contract_type: 'full_time' | 'part_time' | 'freelance' | 'internship'
  remote: boolean
}

export const JOB_LISTINGS: JobSeed[] = [
  {
    company: 'talentia',
    title: 'Sviluppatore front-end React',
    description:
      'Per un cliente nel settore assicurativo cerchiamo uno sviluppatore React con almeno due anni di esperienza in TypeScript e test automatici.',
    place: 'milano',
    contract_type: 'full_time',
    remote: true,
  },
  {
    company: 'talentia',
    title: 'Data analyst junior',
    description:
      'Analisi delle vendite e reportistica in Power BI per un gruppo della grande distribuzione. Conoscenza di SQL e Excel avanzato.',
    place: 'milano',
    contract_type: 'full_time',
    remote: false,
  },
  {
    company: 'talentia',
    title: 'Stage in recruiting',
    description:
      'Sei mesi nel nostro team di selezione: screening dei curricula, primi colloqui telefonici e gestione degli annunci.',
    place: 'milano',
    contract_type: 'internship',
    remote: false,
  },
  {
    company: 'officine-meccaniche-lombarde',
    title: 'Responsabile miglioramento continuo',
    description:
      'Guiderai i progetti lean nei due stabilimenti di Bergamo e Dalmine. Richiesta esperienza in ambito automotive.',
    place: 'bergamo',
    contract_type: 'full_time',
    remote: false,
  },
  {
    company: 'officine-meccaniche-lombarde',
    title: 'Controller di stabilimento',
    description:
      'Controllo di gestione industriale, calcolo dei costi standard e budget di produzione. Excel avanzato indispensabile.',
    place: 'bergamo',
    contract_type: 'full_time',
    remote: false,
  },
  {
    company: 'officine-meccaniche-lombarde',
    title: 'Tecnico di manutenzione (turni)',
    description:
      'Manutenzione elettrica e meccanica su centri di lavoro CNC. Disponibilità ai turni su tre fasce.',
    place: 'bergamo',
    contract_type: 'full_time',
    remote: false,
  },
  {
    company: 'bluefin-software',
    title: 'Backend developer Node.js',
    description:
      'Sviluppo delle API del nostro gestionale in cloud con Node.js, PostgreSQL e code di messaggi. Lavoro da remoto con due giorni al mese in sede.',
    place: 'torino',
    contract_type: 'full_time',
    remote: true,
  },
  {
    company: 'bluefin-software',
    title: 'UX designer',
    description:
      'Ricerca con gli utenti e progettazione delle nuove funzioni per commercialisti e aziende. Portfolio richiesto.',
    place: 'torino',
    contract_type: 'full_time',
    remote: true,
  },
  {
    company: 'bluefin-software',
    title: 'Customer success specialist (English)',
    description:
      'Support our international customers in English and Italian, run onboarding calls and turn feedback into product requests.',
    place: 'torino',
    contract_type: 'part_time',
    remote: true,
  },
  {
    company: 'greco-partners',
    title: 'Praticante dottore commercialista',
    description:
      'Tenuta della contabilità di PMI e professionisti, dichiarazioni dei redditi e adempimenti periodici.',
    place: 'roma',
    contract_type: 'internship',
    remote: false,
  },
  {
    company: 'greco-partners',
    title: 'Consulente del lavoro',
    description:
      'Elaborazione paghe, contratti e rapporti con gli enti per un portafoglio di circa trenta aziende clienti.',
    place: 'roma',
    contract_type: 'full_time',
    remote: false,
  },
  {
    company: 'verde-logistica',
    title: 'Pianificatore trasporti',
    description:
      'Pianificazione giornaliera dei giri di consegna con mezzi elettrici e a metano. Conoscenza dei software TMS gradita.',
    place: 'verona',
    contract_type: 'full_time',
    remote: false,
  },
  {
    company: 'verde-logistica',
    title: 'Addetto alla formazione sulla sicurezza',
    description:
      'Collaborazione per la formazione obbligatoria sulla sicurezza dei magazzinieri. Richiesta qualifica di formatore.',
    place: 'verona',
    contract_type: 'freelance',
    remote: false,
  },
  {
    company: 'adriatica-foods',
    title: 'Export manager',
    description:
      'Sviluppo dei mercati nordeuropei per la linea di pasta biologica. Inglese fluente, tedesco gradito, disponibilità a viaggiare.',
    place: 'bari',
    contract_type: 'full_time',
    remote: false,
  },
  {
    company: 'adriatica-foods',
    title: 'Social media manager',
    description:
      'Gestione dei profili social del marchio, piano editoriale e collaborazioni con food blogger. Part-time, anche da remoto.',
    place: 'bari',
    contract_type: 'part_time',
    remote: true,
  },
  {
    company: 'adriatica-foods',
    title: 'Quality assurance specialist',
    description:
      'Controllo qualità in stabilimento, gestione delle certificazioni IFS e BRC e audit ai fornitori.',
    place: 'bari',
    contract_type: 'full_time',
    remote: false,
  },
  {
    company: 'talentia',
    title: 'Freelance trainer: Business English',
    description:
      'We are looking for Business English trainers for in-company courses in Milan and online. Native or C2 level required.',
    place: 'milano',
    contract_type: 'freelance',
    remote: true,
  },
  {
    company: 'bluefin-software',
    title: 'Stage in sviluppo software',
    description:
      'Sei mesi nel team prodotto per imparare a lavorare su un gestionale vero, con un tutor dedicato e rimborso spese.',
    place: 'torino',
    contract_type: 'internship',
    remote: false,
  },
]

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
