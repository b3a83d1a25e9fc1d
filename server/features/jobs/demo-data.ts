/** The demo job listings; companies are named by slug (COMPANIES in accounts/demo-data.ts). */
import type { PlaceKey } from '../accounts/demo-data.ts'

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
