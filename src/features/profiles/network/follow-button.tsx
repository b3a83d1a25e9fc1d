/**
 * Follow / unfollow someone, with their followers and followings counts. A visitor is asked to log
 * in first (the prompt), then the follow goes on.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { FollowState } from '../../../../contracts/network/schemas'
import { useRequireLogin } from '../../../session/require-login'
import { Button } from '../../../shared/ui/button'
import { Icon } from '../../../shared/ui/icon'
import { Spinner } from '../../../shared/ui/spinner'
import { follow } from './api'

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
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  async function handleClick() {
    if (busy) return
    setFailed(false)
    if (!(await requireLogin())) return
    setBusy(true)
    try {
      onChange(await follow(state.user_id, !state.is_following))
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <Button
        outline={state.is_following}
        aria-pressed={state.is_following}
        disabled={busy}
        onClick={() => void handleClick()}
        aria-label={state.is_following ? t`Smetti di seguire ${name}` : t`Segui ${name}`}
      >
        {busy ? <Spinner size={16} /> : <Icon type={state.is_following ? 'check' : 'plus'} size="sm" />}
        {state.is_following ? <Trans>Segui già</Trans> : <Trans>Segui</Trans>}
      </Button>
      {failed && (
        <p role="alert" className="text-sm text-red-800">
          <Trans>Non è stato possibile aggiornare il follow. Riprova.</Trans>
        </p>
      )}
    </div>
  )
}
