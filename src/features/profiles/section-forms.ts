/**
 * How each CV section is edited by its owner: the fields of its form (the server's schema in
 * contracts/profiles/schemas.ts is the rule; these only lay the form out) and the completion
 * checklist's words. How sections read to everyone is in section-labels.ts.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ItemSection } from '../../../contracts/profiles/sections'

export type FieldKind = 'text' | 'textarea' | 'date' | 'year' | 'url' | 'checkbox' | 'level' | 'school'

export interface FormField {
  name: string
  label: MessageDescriptor
  kind: FieldKind
  required?: boolean
}

const description: FormField = { name: 'description', label: msg`Descrizione`, kind: 'textarea' }
const year: FormField = { name: 'year', label: msg`Anno`, kind: 'year' }
const url: FormField = { name: 'url', label: msg`Sito web`, kind: 'url' }

export const SECTION_FIELDS: Record<ItemSection, FormField[]> = {
  studies: [
    { name: 'school_name', label: msg`Scuola o università`, kind: 'school', required: true },
    { name: 'degree', label: msg`Titolo di studio`, kind: 'text', required: true },
    { name: 'field', label: msg`Indirizzo di studio`, kind: 'text' },
    { name: 'start_date', label: msg`Data di inizio`, kind: 'date', required: true },
    { name: 'end_date', label: msg`Data di fine (vuota se in corso)`, kind: 'date' },
    description,
  ],
  experiences: [
    { name: 'role', label: msg`Ruolo`, kind: 'text', required: true },
    { name: 'company', label: msg`Azienda`, kind: 'text', required: true },
    { name: 'city', label: msg`Città`, kind: 'text' },
    { name: 'current', label: msg`È il mio lavoro attuale`, kind: 'checkbox' },
    { name: 'start_date', label: msg`Data di inizio`, kind: 'date', required: true },
    { name: 'end_date', label: msg`Data di fine`, kind: 'date' },
    description,
  ],
  languages: [
    { name: 'language', label: msg`Lingua`, kind: 'text', required: true },
    { name: 'level', label: msg`Livello`, kind: 'level', required: true },
  ],
  books: [
    { name: 'title', label: msg`Titolo`, kind: 'text', required: true },
    { name: 'author', label: msg`Autore`, kind: 'text', required: true },
    year,
    url,
    description,
  ],
  case_histories: [
    { name: 'title', label: msg`Titolo`, kind: 'text', required: true },
    { name: 'client', label: msg`Cliente`, kind: 'text' },
    year,
    url,
    { ...description, required: true },
  ],
  clients: [
    { name: 'name', label: msg`Nome`, kind: 'text', required: true },
    { name: 'sector', label: msg`Settore`, kind: 'text' },
    url,
    description,
  ],
  collaborations: [
    { name: 'name', label: msg`Con chi`, kind: 'text', required: true },
    { name: 'role', label: msg`Ruolo`, kind: 'text' },
    year,
    url,
    description,
  ],
}

/** The completion checklist's words for each missing key (server/features/profiles/completion.ts). */
export const MISSING_LABELS: Record<string, MessageDescriptor> = {
  address: msg`Indirizzo di residenza`,
  address_number: msg`Numero civico`,
  bio: msg`Biografia`,
  birth_date: msg`Data di nascita`,
  books: msg`Libri`,
  caseHistories: msg`Case history`,
  city: msg`Città`,
  clients: msg`Clienti`,
  collaborations: msg`Collaborazioni`,
  competences: msg`Competenze`,
  email: msg`E-mail`,
  experiences: msg`Esperienze`,
  first_name: msg`Nome`,
  last_name: msg`Cognome`,
  full_name: msg`Nome completo`,
  gender: msg`Genere`,
  interests: msg`Interessi`,
  mission: msg`Missione`,
  nickname: msg`Nickname`,
  payoff: msg`Payoff`,
  province: msg`Provincia`,
  presentation: msg`Testo di presentazione`,
  region: msg`Regione`,
  shipping_address: msg`Indirizzo di spedizione`,
  shipping_address_number: msg`Numero civico di spedizione`,
  shipping_city: msg`Città di spedizione`,
  shipping_province: msg`Provincia di spedizione`,
  shipping_region: msg`Regione di spedizione`,
  shipping_zip: msg`CAP di spedizione`,
  skills: msg`Competenze principali`,
  slug: msg`Indirizzo del profilo`,
  socialMedia: msg`Link social`,
  studies: msg`Formazione`,
  zip: msg`CAP`,
  'media.avatar': msg`Foto del profilo`,
  'media.certs': msg`Certificati (PDF)`,
  'media.cover': msg`Immagine di copertina`,
  'media.cv': msg`Curriculum (PDF)`,
  'media.master': msg`Master o diploma (PDF)`,
  'media.presentation': msg`Video di presentazione`,
}

/** Where on /me each missing key is filled in (the checklist links there). */
export const MISSING_ANCHOR: Record<string, string> = {
  books: 'section-books',
  caseHistories: 'section-case_histories',
  clients: 'section-clients',
  collaborations: 'section-collaborations',
  competences: 'section-competences',
  experiences: 'section-experiences',
  skills: 'section-skills',
  studies: 'section-studies',
  interests: 'section-interests',
  presentation: 'section-presentation',
  bio: 'section-about',
  mission: 'section-about',
  payoff: 'section-about',
  nickname: 'section-about',
  socialMedia: 'section-social',
  'media.certs': 'section-media',
  'media.cv': 'section-media',
  'media.master': 'section-media',
  'media.avatar': 'section-media',
  'media.cover': 'section-media',
}
