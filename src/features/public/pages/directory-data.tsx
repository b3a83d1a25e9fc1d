/**
 * The data sections of the directory pages (trainers, students, companies), one chunk loaded once
 * the page shell is up: the resource machine, the API calls and the cards.
 */
import { DEFAULT_PAGE_SIZE } from '../../../../contracts/core/constants'
import { useResource } from '../../../shared/lib/use-resource'
import { fetchCompanies, fetchStudents, fetchTrainers } from '../api'
import { CompanyCard } from '../components/company-card'
import type { DirectoryFilterValues } from '../components/directory-filters'
import { DirectoryResults, type DirectoryTexts } from '../components/directory'
import { PersonCard } from '../components/person-card'

export function TrainersData({
  page,
  all,
  filters,
  ...texts
}: DirectoryTexts & { page: number; all: boolean; filters: DirectoryFilterValues }) {
  const trainers = useResource(fetchTrainers, { page, perPage: DEFAULT_PAGE_SIZE, all, ...filters })
  return (
    <DirectoryResults
      resource={trainers}
      query={filters}
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
  const students = useResource(fetchStudents, { page, perPage: DEFAULT_PAGE_SIZE, ...filters })
  return (
    <DirectoryResults
      resource={students}
      query={filters}
      {...texts}
      renderItem={(student) => <PersonCard person={student} headingLevel={2} />}
    />
  )
}

export function CompaniesData({ page, ...texts }: DirectoryTexts & { page: number }) {
  const companies = useResource(fetchCompanies, { page, perPage: DEFAULT_PAGE_SIZE })
  return (
    <DirectoryResults
      resource={companies}
      {...texts}
      renderItem={(company) => <CompanyCard company={company} />}
    />
  )
}
