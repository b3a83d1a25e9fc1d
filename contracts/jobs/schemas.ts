/** Payloads of the JOBS area: the job listings companies publish (SPEC.md §7). */
import * as v from 'valibot'

export const CONTRACT_TYPES = ['full_time', 'part_time', 'freelance', 'internship'] as const

export const JobListingSummary = v.object({
  id: v.number(),
  title: v.string(),
  company: v.object({ id: v.number(), slug: v.string(), ragione_sociale: v.string() }),
  city: v.nullable(v.string()),
  contract_type: v.picklist(CONTRACT_TYPES),
  remote: v.boolean(),
  description: v.string(),
  published_at: v.string(),
})
export type JobListingSummary = v.InferOutput<typeof JobListingSummary>
