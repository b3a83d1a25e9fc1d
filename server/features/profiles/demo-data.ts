/**
 * Demo CVs (issue 16): the schools a study is picked from, full CVs for the three demo accounts
 * of DESIGN.md §6 (so /me and their public profiles show every section), and a study, a job and a
 * language for everyone else, drawn from their city and payoff so no two read alike.
 */
import type { SectionBody } from '../../../contracts/profiles/schemas.ts'
import type { ItemSection } from '../../../contracts/profiles/sections.ts'
import { DEMO_ACCOUNTS, PLACES, type DemoPerson, type PlaceKey } from '../../core/db/demo-data.ts'
import { DEMO_SECONDS } from '../media/index.ts'

export const SCHOOLS = [
  { name: 'Politecnico di Milano', city: 'Milano', kind: 'university' },
  { name: 'Università Bocconi', city: 'Milano', kind: 'university' },
  { name: 'Università degli Studi di Milano', city: 'Milano', kind: 'university' },
  { name: 'Università Cattolica del Sacro Cuore', city: 'Milano', kind: 'university' },
  { name: 'Sapienza Università di Roma', city: 'Roma', kind: 'university' },
  { name: 'LUISS Guido Carli', city: 'Roma', kind: 'university' },
  { name: 'Politecnico di Torino', city: 'Torino', kind: 'university' },
  { name: 'Università di Torino', city: 'Torino', kind: 'university' },
  { name: 'Alma Mater Studiorum - Università di Bologna', city: 'Bologna', kind: 'university' },
  { name: 'Università degli Studi di Napoli Federico II', city: 'Napoli', kind: 'university' },
  { name: 'Università degli Studi di Firenze', city: 'Firenze', kind: 'university' },
  { name: 'Università degli Studi di Genova', city: 'Genova', kind: 'university' },
  { name: 'Università degli Studi di Padova', city: 'Padova', kind: 'university' },
  { name: 'Università degli Studi di Verona', city: 'Verona', kind: 'university' },
  { name: 'Università degli Studi di Bari Aldo Moro', city: 'Bari', kind: 'university' },
  { name: 'Università degli Studi di Palermo', city: 'Palermo', kind: 'university' },
  { name: 'Università di Trento', city: 'Trento', kind: 'university' },
  { name: 'Università degli Studi di Brescia', city: 'Brescia', kind: 'university' },
  { name: 'Università degli Studi di Bergamo', city: 'Bergamo', kind: 'university' },
  { name: 'Università degli Studi di Cagliari', city: 'Cagliari', kind: 'university' },
  { name: 'Università degli Studi di Perugia', city: 'Perugia', kind: 'university' },
  { name: 'Università Politecnica delle Marche', city: 'Ancona', kind: 'university' },
  { name: 'Università degli Studi Gabriele d’Annunzio', city: 'Pescara', kind: 'university' },
  { name: 'Università degli Studi di Udine', city: 'Udine', kind: 'university' },
  { name: 'Università del Salento', city: 'Lecce', kind: 'university' },
  { name: 'Università di Parma', city: 'Parma', kind: 'university' },
  { name: 'Università degli Studi di Catania', city: 'Catania', kind: 'university' },
  { name: 'University College London', city: 'London', kind: 'university' },
  { name: 'Trinity College Dublin', city: 'Dublin', kind: 'university' },
  { name: 'The University of Manchester', city: 'Manchester', kind: 'university' },
  { name: 'The University of Edinburgh', city: 'Edinburgh', kind: 'university' },
  { name: 'Liceo Scientifico Leonardo da Vinci', city: 'Milano', kind: 'high_school' },
  { name: 'Liceo Classico Jacopo Sannazaro', city: 'Napoli', kind: 'high_school' },
  { name: 'ITIS Galileo Galilei', city: 'Roma', kind: 'high_school' },
  { name: 'Istituto Europeo di Design', city: 'Milano', kind: 'academy' },
  { name: 'Accademia di Belle Arti di Brera', city: 'Milano', kind: 'academy' },
] as const satisfies readonly { name: string; city: string; kind: 'university' | 'high_school' | 'academy' }[]

type Entries = { [S in ItemSection]?: Omit<SectionBody<S>, 'school_id'>[] } & {
  studies?: (Omit<SectionBody<'studies'>, 'school_id'> & { school?: string })[]
}

/** The three demo accounts' CVs in full. */
const FULL: Record<string, { fields: Record<string, unknown>; entries: Entries }> = {
  [DEMO_ACCOUNTS.trainer.key]: {
    fields: {
      nickname: 'Marco',
      // a generated demo clip (media/video/hls.ts), so his public profile plays a presentation video
      presentation_video_path: 'demo/2',
      presentation_video_seconds: DEMO_SECONDS,
      presentation:
        'Sono un formatore che viene dalla consulenza: so cosa significa presentare a un consiglio di amministrazione con dieci minuti e una slide di troppo. Nei miei corsi si prova, si sbaglia e si riprova, con esercizi registrati e feedback puntuale.',
      address: 'Via Paolo Sarpi',
      address_number: '12',
      zip: '20154',
    },
    entries: {
      experiences: [
        {
          role: 'Formatore e coach indipendente',
          company: 'Marco Rossi Formazione',
          city: 'Milano',
          current: true,
          start_date: '2014-03-01',
          end_date: null,
          description:
            'Percorsi di public speaking e negoziazione per manager, team commerciali e tecnici, in aula e online.',
        },
        {
          role: 'Senior consultant',
          company: 'Studio Direzionale Lombardo',
          city: 'Milano',
          current: false,
          start_date: '2007-09-01',
          end_date: '2014-02-28',
          description: 'Progetti di riorganizzazione commerciale per aziende manifatturiere.',
        },
      ],
      studies: [
        {
          school: 'Università Bocconi',
          school_name: '',
          degree: 'Laurea magistrale in Management',
          field: 'Organizzazione e risorse umane',
          start_date: '2002-09-15',
          end_date: '2007-07-20',
          description: '',
        },
      ],
      languages: [
        { language: 'Italiano', level: 'native' },
        { language: 'Inglese', level: 'C1' },
        { language: 'Spagnolo', level: 'B1' },
      ],
      books: [
        {
          title: 'Parlare in pubblico senza paura',
          author: 'Marco Rossi',
          year: '2019',
          url: '',
          description: 'Un manuale pratico con trenta esercizi da fare prima di una presentazione.',
        },
        {
          title: 'Getting to Yes',
          author: 'Roger Fisher, William Ury',
          year: '1981',
          url: '',
          description: 'Il libro da cui parte ogni mio corso di negoziazione.',
        },
      ],
      case_histories: [
        {
          title: 'Una rete vendita che negozia con metodo',
          client: 'Officine Meccaniche Lombarde',
          year: '2023',
          url: '',
          description:
            'Sei mesi di formazione per 40 commerciali: margine medio delle trattative salito del 6 % e tempi di chiusura più brevi.',
        },
      ],
      clients: [
        {
          name: 'Bluefin Software',
          sector: 'Software',
          url: 'https://bluefin.example.com',
          description: 'Public speaking per i team di prodotto.',
        },
        { name: 'Talentia', sector: 'Risorse umane', url: '', description: 'Workshop per i selezionatori.' },
      ],
      collaborations: [
        {
          name: 'Politecnico di Milano',
          role: 'Docente a contratto',
          year: '2021',
          url: '',
          description: 'Modulo di comunicazione efficace nel master in Business Administration.',
        },
      ],
    },
  },
  [DEMO_ACCOUNTS.student.key]: {
    fields: { nickname: 'Sofi' },
    entries: {
      studies: [
        {
          school: 'Università degli Studi di Napoli Federico II',
          school_name: '',
          degree: 'Laurea in Economia aziendale',
          field: 'Controllo di gestione',
          start_date: '2018-10-01',
          end_date: null,
          description: 'Tesi in preparazione sul budgeting nelle PMI campane.',
        },
        {
          school: 'Liceo Classico Jacopo Sannazaro',
          school_name: '',
          degree: 'Diploma di maturità classica',
          field: '',
          start_date: '2013-09-15',
          end_date: '2018-07-05',
          description: '',
        },
      ],
      experiences: [
        {
          role: 'Stagista amministrazione e controllo',
          company: 'Caffè Partenope S.r.l.',
          city: 'Napoli',
          current: false,
          start_date: '2023-03-01',
          end_date: '2023-08-31',
          description: 'Riconciliazioni mensili e un cruscotto di vendite in Excel.',
        },
      ],
      languages: [
        { language: 'Italiano', level: 'native' },
        { language: 'Inglese', level: 'B2' },
      ],
      books: [
        {
          title: 'Storytelling with Data',
          author: 'Cole Nussbaumer Knaflic',
          year: '2015',
          url: '',
          description: 'Mi ha insegnato a togliere dai grafici tutto quello che non serve.',
        },
      ],
    },
  },
  [DEMO_ACCOUNTS.hr.key]: {
    fields: {},
    entries: {
      experiences: [
        {
          role: 'Talent acquisition manager',
          company: 'Talentia S.r.l.',
          city: 'Milano',
          current: true,
          start_date: '2016-05-01',
          end_date: null,
          description: 'Selezione di profili tecnici e commerciali per aziende clienti del Nord Italia.',
        },
      ],
      studies: [
        {
          school: 'Università Cattolica del Sacro Cuore',
          school_name: '',
          degree: 'Laurea in Psicologia del lavoro',
          field: '',
          start_date: '2004-10-01',
          end_date: '2009-03-30',
          description: '',
        },
      ],
      languages: [
        { language: 'Italiano', level: 'native' },
        { language: 'Inglese', level: 'C1' },
      ],
    },
  },
}

const ENGLISH_PLACES = new Set<PlaceKey>(['london', 'dublin', 'manchester', 'edinburgh'])

/** A study, a job and a language or two for anyone else, from their place and payoff. */
function generated({ person, kind }: DemoPerson, index: number): Entries {
  const english = ENGLISH_PLACES.has(person.place)
  const city = PLACES[person.place].city
  const school = SCHOOLS.find((candidate) => candidate.city === city && candidate.kind === 'university')
  const born = Number(person.birth_date.slice(0, 4))
  const student = kind === 'student'
  const studyStart = `${born + 19}-10-01`
  const studyEnd = student ? null : `${born + 24}-07-15`
  return {
    studies: [
      {
        school: school?.name,
        school_name: school ? '' : english ? 'Open University' : 'Università telematica Pegaso',
        degree: english ? 'BSc' : student ? 'Laurea triennale' : 'Laurea magistrale',
        field: person.payoff.split(' ').slice(-2).join(' '),
        start_date: studyStart,
        end_date: studyEnd,
        description: '',
      },
    ],
    experiences: student
      ? []
      : [
          {
            role: person.payoff.slice(0, 120),
            company: kind === 'hr' ? 'Ufficio del personale' : english ? 'Freelance' : 'Libera professione',
            city,
            current: true,
            start_date: `${born + 27 + (index % 5)}-0${1 + (index % 9)}-01`,
            end_date: null,
            description: '',
          },
        ],
    languages: english
      ? [{ language: 'English', level: 'native' }]
      : [
          { language: 'Italiano', level: 'native' },
          { language: 'Inglese', level: (['B1', 'B2', 'C1'] as const)[index % 3] },
        ],
  }
}

export function demoCv(demo: DemoPerson, index: number) {
  const full = FULL[demo.person.key]
  return full ?? { fields: {}, entries: generated(demo, index) }
}
