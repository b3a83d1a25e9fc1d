/**
 * How other areas read the competence confirmations inside their own SQL (issue 33): HR's students
 * show how many confirmations their competences have. A read view is a subquery built without a
 * db; PostgreSQL inlines it, so a count over it plans as the count over the table.
 */
import { QueryBuilder } from 'drizzle-orm/pg-core'
import { competenceConfirmations } from './tables.ts'

const qb = new QueryBuilder()

/** Who confirmed which competence of whom. Its alias is `competence_confirmations` unless told otherwise. */
export const competenceConfirmationView = (as = 'competence_confirmations') =>
  qb
    .select({
      owner_id: competenceConfirmations.owner_id,
      competence: competenceConfirmations.competence,
      confirmer_id: competenceConfirmations.confirmer_id,
    })
    .from(competenceConfirmations)
    .as(as)
