/**
 * The catalogue's category filter: the page shell draws it with no categories (the URL's own
 * category kept selectable), the data chunk again with the list (courses-data.tsx LoadedCategorySelect),
 * so the shell needs neither the API client nor a copy of the list in its state.
 */
import { useLingui } from '@lingui/react/macro'
import type { Category } from '../../../../contracts/courses/schemas'
import { useLocale } from '../../../shared/i18n/use-locale'

export interface CategorySelectProps {
  /** The URL's category, offered even when the list does not hold it (or has not arrived). */
  category: string
  /** Controlled, so the URL's category stays selected when the options arrive. */
  selected: string
  onSelect: (slug: string) => void
  className: string
}

export function CategorySelect({
  list,
  category,
  selected,
  onSelect,
  className,
}: CategorySelectProps & { list: Category[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <select
      id="courses-category"
      name="category"
      value={selected}
      onChange={(event) => onSelect(event.target.value)}
      className={className}
    >
      <option value="">{t`Tutte le categorie`}</option>
      {list.map((c) => (
        <option key={c.id} value={c.slug}>
          {c.name[locale]}
        </option>
      ))}
      {/* keep a category from the URL selectable before the list arrives */}
      {category && !list.some((c) => c.slug === category) && <option value={category}>{category}</option>}
    </select>
  )
}
