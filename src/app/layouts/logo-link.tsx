import { useLingui } from '@lingui/react/macro'
import { LOGO_SIZE } from '../../../contracts/core/constants'
import { useSession } from '../../session/session'
import { RouteLink } from '../../shared/lib/routing'
import { LogoMark } from '../../shared/ui/logo'

/** The logo links to the feed for a logged-in user and to the home page otherwise (SPEC.md §2). */
export function Logo({ width = LOGO_SIZE }: { width?: number }) {
  const { t } = useLingui()
  const { user } = useSession()
  return (
    <RouteLink
      name={user ? 'feed' : 'index'}
      className="inline-flex items-center rounded-md"
      aria-label={user ? t`Aula, vai al feed` : t`Aula, vai alla home`}
    >
      <LogoMark width={width} />
    </RouteLink>
  )
}
