/**
 * A subscription plan's features as people read them: the plans list keys ('courses',
 * 'messages', 'diary', 'posts'), which no page may show as they are. An unknown key (a plan made
 * by an admin with a new feature) is shown as written rather than hidden.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'

export const PLAN_FEATURE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  courses: msg`Corsi illimitati`,
  messages: msg`Messaggi diretti`,
  chat: msg`Messaggi diretti`,
  diary: msg`Diario di apprendimento`,
  posts: msg`Post nel feed`,
  hr_visible: msg`Visibile alle aziende`,
}

/** The label of each feature of a plan, in the page's language. */
export function usePlanFeatureLabel(): (feature: string) => string {
  const { i18n } = useLingui()
  return (feature) => {
    const label = PLAN_FEATURE_LABELS[feature]
    return label ? i18n._(label) : feature
  }
}
