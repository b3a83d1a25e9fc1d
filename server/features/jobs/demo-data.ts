/** The demo job listings; companies are named by slug (COMPANIES in accounts/demo-data.ts). */
import type { PlaceKey } from '../../core/db/demo-data.ts'

export interface JobSeed {
  company: string
  title: string
  description: string
  place: PlaceKey
  contract_type: 'full_time' | 'part_time' | 'freelance' | 'internship'
  remote: boolean
  seniority?: 'junior' | 'mid' | 'senior' | 'lead'
  requirements?: string
  /** Gross yearly euros. */
  salary?: [number | null, number | null]
  /** Published unless said otherwise. */
  status?: 'draft' | 'closed'
}

export const JOB_LISTINGS: JobSeed[] = [
  {
    company: 'talentia',
    title: 'Sviluppatore front-end React',
    seniority: 'mid',
    requirements: 'Almeno due anni con React e TypeScript; test con Vitest o Jest; buon inglese tecnico.',
    salary: [32000, 42000],
    description:
      'Per un cliente nel settore assicurativo cerchiamo uno sviluppatore React con almeno due anni di esperienza in TypeScript e test automatici.',
    place: 'milano',
    contract_type: 'full_time',
    remote: true,
  },
  {
    company: 'talentia',
    title: 'Data analyst junior',
    seniority: 'junior',
    requirements: 'Laurea in discipline economiche o statistiche; SQL di base; Excel avanzato.',
    salary: [26000, 30000],
    description:
      'Analisi delle vendite e reportistica in Power BI per un gruppo della grande distribuzione. Conoscenza di SQL e Excel avanzato.',
    place: 'milano',
    contract_type: 'full_time',
    remote: false,
  },
  {
    company: 'talentia',
    title: 'Stage in recruiting',
    seniority: 'junior',
    requirements: 'Laurea in psicologia, economia o scienze sociali; ottime doti comunicative.',
    description:
      'Sei mesi nel nostro team di selezione: screening dei curricula, primi colloqui telefonici e gestione degli annunci.',
    place: 'milano',
    contract_type: 'internship',
    remote: false,
  },
  {
    company: 'officine-meccaniche-lombarde',
    title: 'Responsabile miglioramento continuo',
    seniority: 'senior',
    requirements: 'Cinque anni in ambito lean manufacturing; certificazione Green Belt gradita.',
    salary: [50000, null],
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
    seniority: 'senior',
    requirements: 'Node.js e PostgreSQL in produzione; esperienza con code di messaggi e test automatici.',
    salary: [45000, 58000],
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
    seniority: 'lead',
    requirements: 'Inglese fluente, tedesco gradito; esperienza nella vendita all’estero nel food.',
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
    status: 'closed',
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
    seniority: 'junior',
    status: 'draft',
    description:
      'Sei mesi nel team prodotto per imparare a lavorare su un gestionale vero, con un tutor dedicato e rimborso spese.',
    place: 'torino',
    contract_type: 'internship',
    remote: false,
  },
]

/** Demo applications: who applied to which listing (by title) and where the owner has got to. */
export const JOB_APPLICATIONS: {
  person: string
  job: string
  status: 'sent' | 'viewed' | 'shortlisted' | 'rejected' | 'hired'
  cover_letter: string
}[] = [
  {
    person: 'sofia-esposito',
    job: 'Data analyst junior',
    status: 'shortlisted',
    cover_letter:
      'Sto concludendo la laurea in Economia aziendale con una tesi sul controllo di gestione: SQL ed Excel sono il mio pane quotidiano.',
  },
  {
    person: 'sofia-esposito',
    job: 'Stage in recruiting',
    status: 'sent',
    cover_letter: 'Mi piacerebbe conoscere la selezione del personale dall’interno.',
  },
  {
    person: 'giulia-marchetti',
    job: 'Data analyst junior',
    status: 'viewed',
    cover_letter: 'Studio Ingegneria gestionale e uso Power BI per i progetti del corso.',
  },
  {
    person: 'lorenzo-ferri',
    job: 'Sviluppatore front-end React',
    status: 'shortlisted',
    cover_letter: 'Lavoro con React da due anni e ho contribuito a un progetto open source di componenti.',
  },
]
