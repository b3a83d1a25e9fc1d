/**
 * The catalogue of skills (competences) a trainer picks from in skill-select; SPEC.md §5 "Profile
 * upsert sends skills as a list of ids". Profiles keep the Italian names, as the demo does.
 */
import type { Locale } from '../core/constants'
import { searchCatalogue, type CatalogueInterest } from './interests'

export const SKILLS: readonly CatalogueInterest[] = [
  { id: 1, it: 'Public speaking', en: 'Public speaking' },
  { id: 2, it: 'Negoziazione', en: 'Negotiation' },
  { id: 3, it: 'Time management', en: 'Time management' },
  { id: 4, it: 'Coaching', en: 'Coaching' },
  { id: 5, it: 'Excel', en: 'Excel' },
  { id: 6, it: 'Controllo di gestione', en: 'Management control' },
  { id: 7, it: 'Power Query', en: 'Power Query' },
  { id: 8, it: 'Budgeting', en: 'Budgeting' },
  { id: 9, it: 'UX research', en: 'UX research' },
  { id: 10, it: 'Figma', en: 'Figma' },
  { id: 11, it: 'Prototipazione', en: 'Prototyping' },
  { id: 12, it: 'Accessibilità', en: 'Accessibility' },
  { id: 13, it: 'TypeScript', en: 'TypeScript' },
  { id: 14, it: 'React', en: 'React' },
  { id: 15, it: 'Node.js', en: 'Node.js' },
  { id: 16, it: 'Testing', en: 'Testing' },
  { id: 17, it: 'Social media marketing', en: 'Social media marketing' },
  { id: 18, it: 'Google Ads', en: 'Google Ads' },
  { id: 19, it: 'Email marketing', en: 'Email marketing' },
  { id: 20, it: 'Copywriting', en: 'Copywriting' },
  { id: 21, it: 'Python', en: 'Python' },
  { id: 22, it: 'Analisi dei dati', en: 'Data analysis' },
  { id: 23, it: 'Project management', en: 'Project management' },
  { id: 24, it: 'Scrum', en: 'Scrum' },
  { id: 25, it: 'Leadership', en: 'Leadership' },
  { id: 26, it: 'Contabilità', en: 'Accounting' },
  { id: 27, it: 'SEO', en: 'SEO' },
  { id: 28, it: 'Cloud AWS', en: 'AWS cloud' },
  { id: 29, it: 'Sicurezza informatica', en: 'Cybersecurity' },
  { id: 30, it: 'Inglese commerciale', en: 'Business English' },
]

export const SKILL_IDS: ReadonlySet<number> = new Set(SKILLS.map((skill) => skill.id))

export const searchSkills = (locale: Locale, search = '') => searchCatalogue(SKILLS, locale, search)
