/** What a directory's or a result page's list answers, for the list-query tests. */
import type { ListQuery } from './list-query.machine'

const meta = (total: number, page = 1) => ({
  current_page: page,
  per_page: 12,
  total,
  last_page: Math.ceil(total / 12) || 1,
})

/** /trainers?q=excel: one trainer found. */
export const excelQuery: ListQuery = { q: 'excel' }
export const excelPage = { data: [{ id: 7, name: 'Giulia Bianchi' }], meta: meta(1) }

/** /trainers?q=excel&page=2: the second page of a longer list. */
export const excelSecondQuery: ListQuery = { q: 'excel', page: '2' }
export const excelSecondPage = { data: [{ id: 31, name: 'Marco Rossi' }], meta: meta(14, 2) }

/** /students?place=Bari: nobody there yet. */
export const bariQuery: ListQuery = { place: 'Bari' }
export const nobody = { data: [], meta: meta(0) }

/** The server could not answer. */
export const unavailable = Object.assign(new Error('Servizio non disponibile'), { status: 503 })
