/**
 * Follow / unfollow someone, with their followers and followings counts. A visitor is asked to log
 * in first (the prompt), then the follow goes on: shown at once, put back if the server refuses
 * (machines/toggle, started through actors.ts).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { FollowState } from '../../../../contracts/network/schemas'
import { useRequireLogin } from '../../../session/require-login'
import { Button } from '../../../shared/ui/button'
import { Icon } from '../../../shared/ui/icon'
import { Spinner } from '../../../shared/ui/spinner'
import { useFollowToggle } from './actors'

export function FollowCounts({ followers, followings }: { followers: number; followings: number }) {
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      <span data-testid="followers-count">
        <Plural value={followers} one="# follower" other="# follower" />
      </span>
      <span>
        <Plural value={followings} one="Segue # persona" other="Segue # persone" />
      </span>
    </p>
  )
}

export function FollowButton({
  state,
  name,
  onChange,
}: {
  state: FollowState
  name: string
  onChange: (state: FollowState) => void
}) {
  const { t } = useLingui()
  const requireLogin = useRequireLogin()
  const toggle = useFollowToggle(state, onChange)
  const { busy } = toggle.view
  const following = toggle.view.value
  const failed = toggle.view.error !== null

  async function handleClick() {
    if (busy) return
    if (!(await requireLogin())) return
    toggle.set(!following)
  }

  return (
    <div className="flex flex-col gap-1">
      <Button
        outline={following}
        aria-pressed={following}
        disabled={busy}
        onClick={() => void handleClick()}
        aria-label={following ? t`Smetti di seguire ${name}` : t`Segui ${name}`}
      >
        {busy ? <Spinner size={16} /> : <Icon type={following ? 'check' : 'plus'} size="sm" />}
        {following ? <Trans>Segui già</Trans> : <Trans>Segui</Trans>}
      </Button>
      {failed && (
        <p role="alert" className="text-sm text-red-800">
          <Trans>Non è stato possibile aggiornare il follow. Riprova.</Trans>
        </p>
      )}
    </div>
  )
}
