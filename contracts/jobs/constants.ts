/**
 * The jobs area's plain constants: what a page's shell needs (its filters' options and limits)
 * without the payload schemas, so the shell's chunk does not bring valibot and the input rules
 * before the page is interactive. schemas.ts re-exports them.
 */
import { SEARCH_TEXT_MAX } from '../core/constants'

export const CONTRACT_TYPES = ['full_time', 'part_time', 'freelance', 'internship'] as const
export type ContractType = (typeof CONTRACT_TYPES)[number]

export const SENIORITIES = ['junior', 'mid', 'senior', 'lead'] as const
export type Seniority = (typeof SENIORITIES)[number]

/** The public list's "published within" filter, in days. */
export const JOB_DATE_FILTERS = ['1', '7', '30'] as const

export const JOB_LIMITS = {
  titleMax: 120,
  descriptionMax: 10_000,
  requirementsMax: 5_000,
  cityMax: 80,
  coverLetterMax: 5_000,
  notesMax: 5_000,
  searchMax: SEARCH_TEXT_MAX,
  salaryMax: 1_000_000,
} as const
