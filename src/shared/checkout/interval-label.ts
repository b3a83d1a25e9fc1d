/**
 * SPEC.md §9 subscription interval labels: month counts 1, 2, 3, 4, 6 are monthly, bimonthly,
 * quarterly, four-monthly, six-monthly, others 'N months'; year counts 1 to 4 are annual, biennial,
 * triennial, quadrennial, others 'N years'.
 */
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { Interval } from '../../../contracts/payments/plans'

export function useIntervalLabel(): (interval: Interval, count: number) => string {
  const { t } = useLingui()
  return (interval, count) => {
    if (interval === 'month') {
      switch (count) {
        case 1:
          return t`Mensile`
        case 2:
          return t`Bimestrale`
        case 3:
          return t`Trimestrale`
        case 4:
          return t`Quadrimestrale`
        case 6:
          return t`Semestrale`
        default:
          return t`${plural(count, { one: '# mese', other: '# mesi' })}`
      }
    }
    switch (count) {
      case 1:
        return t`Annuale`
      case 2:
        return t`Biennale`
      case 3:
        return t`Triennale`
      case 4:
        return t`Quadriennale`
      default:
        return t`${plural(count, { one: '# anno', other: '# anni' })}`
    }
  }
}
