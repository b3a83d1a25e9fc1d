import { useLingui } from '@lingui/react'
import { createOnboardingSchemas, type OnboardingSchemas } from '../../../contracts/onboarding/schemas'

const byLocale = new Map<string, OnboardingSchemas>()

/** The onboarding body schemas speaking the UI language (labels and messages through Lingui). */
export function useOnboardingSchemas(): OnboardingSchemas {
  const { i18n } = useLingui()
  let schemas = byLocale.get(i18n.locale)
  if (!schemas) {
    schemas = createOnboardingSchemas((descriptor, values) =>
      i18n._({ id: descriptor.id, message: descriptor.message, values }),
    )
    byLocale.set(i18n.locale, schemas)
  }
  return schemas
}
