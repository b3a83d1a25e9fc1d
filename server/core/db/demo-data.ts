/**
 * The demo cast: the four accounts of DESIGN.md §6, trainers, students and the HR people with the
 * companies they recruit for, in Italian and English. Every area's seed builds on these people
 * (server/core/db/seeds.ts runs them): the accounts seed makes them users, the seeds that run after
 * it read them here, and their ids from the users table with demoUserIds. Everything is fixed
 * text: two new databases hold the same people.
 */
import { inArray } from 'drizzle-orm'
import type { Db } from './index.ts'
import { users } from './tables.ts'

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
    p_iva: '09876543217',
    codice_rea: 'MI-2098765',
    place: 'milano',
    payoff: 'Selezione e formazione di talenti digitali',
  },
  {
    owner: hrPerson('paolo-riva', 'Paolo', 'Riva', 'male', 'bergamo', 'Responsabile risorse umane'),
    slug: 'officine-meccaniche-lombarde',
    ragione_sociale: 'Officine Meccaniche Lombarde S.p.A.',
    p_iva: '02345678904',
    codice_rea: 'BG-345678',
    place: 'bergamo',
    payoff: 'Componenti di precisione per l’automotive dal 1962',
  },
  {
    owner: hrPerson('irene-costa', 'Irene', 'Costa', 'female', 'torino', 'People & Culture lead'),
    slug: 'bluefin-software',
    ragione_sociale: 'Bluefin Software S.r.l.',
    p_iva: '11223344554',
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
    p_iva: '12398745609',
    codice_rea: 'RM-1456789',
    place: 'roma',
    payoff: 'Consulenza fiscale e del lavoro',
  },
  {
    owner: hrPerson('marta-zanetti', 'Marta', 'Zanetti', 'female', 'verona', 'HR manager'),
    slug: 'verde-logistica',
    ragione_sociale: 'Verde Logistica S.r.l.',
    p_iva: '03456789019',
    codice_rea: 'VR-398765',
    place: 'verona',
    payoff: 'Logistica a basse emissioni per il Nord-Est',
  },
  {
    owner: hrPerson('antonio-lorusso', 'Antonio', 'Lorusso', 'male', 'bari', 'Direttore del personale'),
    slug: 'adriatica-foods',
    ragione_sociale: 'Adriatica Foods S.p.A.',
    p_iva: '07654321095',
    codice_rea: 'BA-5432109',
    place: 'bari',
    payoff: 'Pasta e conserve pugliesi nel mondo',
  },
]

export type DemoKind = 'trainer' | 'student' | 'hr' | 'admin'

export interface DemoPerson {
  person: PersonSeed
  kind: DemoKind
  email: string
}

/** Everyone in the demo, in the order their accounts are created (ids and join dates follow it). */
export const DEMO_PEOPLE: readonly DemoPerson[] = [
  { person: DEMO_ACCOUNTS.trainer, kind: 'trainer', email: DEMO_ACCOUNTS.trainer.email },
  { person: DEMO_ACCOUNTS.student, kind: 'student', email: DEMO_ACCOUNTS.student.email },
  { person: DEMO_ACCOUNTS.hr, kind: 'hr', email: DEMO_ACCOUNTS.hr.email },
  { person: DEMO_ACCOUNTS.admin, kind: 'admin', email: DEMO_ACCOUNTS.admin.email },
  ...TRAINERS.map((person) => ({
    person,
    kind: 'trainer' as const,
    email: `${person.key}@demo.aula.test`,
  })),
  ...STUDENTS.map((person) => ({
    person,
    kind: 'student' as const,
    email: `${person.key}@demo.aula.test`,
  })),
  ...COMPANIES.filter((company) => company.owner !== DEMO_ACCOUNTS.hr).map((company) => ({
    person: company.owner,
    kind: 'hr' as const,
    email: `${company.owner.key}@demo.aula.test`,
  })),
]

/** Person key -> user id of the seeded demo people, for the seeds that run after accounts. */
export async function demoUserIds(db: Db): Promise<(key: string) => number> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_PEOPLE.map(({ email }) => email),
      ),
    )
  const idByEmail = new Map(rows.map((row) => [row.email, row.id]))
  const idByKey = new Map(DEMO_PEOPLE.map(({ person, email }) => [person.key, idByEmail.get(email)]))
  return (key) => {
    const id = idByKey.get(key)
    if (id === undefined) throw new Error(`Demo seed refers to an unknown person: ${key}`)
    return id
  }
}
