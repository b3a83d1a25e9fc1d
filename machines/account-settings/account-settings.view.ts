/** What a form of /mysettings/account shows, from its account-settings actor's snapshot. */
import type { SnapshotFrom } from 'xstate'
import { settingsFormView, type SettingsFormView } from '../settings-form/settings-form.view'
import type { accountSettingsMachine } from './account-settings.machine'

export interface AccountSettingsView extends SettingsFormView {
  /** The e-mail change's answer: the new address the link went to (until the next submit). */
  sentTo: string | null
}

export function accountSettingsView(
  snapshot: SnapshotFrom<typeof accountSettingsMachine>,
): AccountSettingsView {
  const view = settingsFormView(snapshot)
  const answer = view.saved as { email?: unknown } | null
  return { ...view, sentTo: typeof answer?.email === 'string' ? answer.email : null }
}
