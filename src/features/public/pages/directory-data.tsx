/**
 * The data sections of the directory pages (trainers, students, companies), one chunk loaded once
 * the page shell is up: the list-query actors of directory-actors.ts (the URL's query in, the list
 * out) and the cards.
 */
import { CompanyCard } from '../components/company-card'
import type { DirectoryFilterValues } from '../components/directory-filters'
import { DirectoryResults, type DirectoryTexts } from '../components/directory'
import { PersonCard } from '../components/person-card'
import { useCompanies, useStudents, useTrainers } from '../directory-actors'
import { listQueryOf } from '../../../shared/lib/use-list-query'

export function TrainersData({
  page,
  all,
  filters,
  ...texts
}: DirectoryTexts & { page: number; all: boolean; filters: DirectoryFilterValues }) {
  const trainers = useTrainers(all, listQueryOf(filters, page))
  return (
    <DirectoryResults
      resource={trainers}
      {...texts}
      renderItem={(trainer) => <PersonCard person={trainer} headingLevel={2} />}
    />
  )
}

export function StudentsData({
  page,
  filters,
  ...texts
}: DirectoryTexts & { page: number; filters: DirectoryFilterValues }) {
  const students = useStudents(listQueryOf(filters, page))
  return (
    <DirectoryResults
      resource={students}
      {...texts}
      renderItem={(student) => <PersonCard person={student} headingLevel={2} />}
    />
  )
}

export function CompaniesData({ page, ...texts }: DirectoryTexts & { page: number }) {
  const companies = useCompanies(listQueryOf({}, page))
  return (
    <DirectoryResults
      resource={companies}
      {...texts}
      renderItem={(company) => <CompanyCard company={company} />}
    />
  )
}
