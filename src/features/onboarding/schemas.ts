import { createOnboardingSchemas } from '../../../contracts/onboarding/schemas'
import { localizedSchemas } from '../../shared/i18n/localized-schemas'

/** The onboarding body schemas speaking the UI language (labels and messages through Lingui). */
export const useOnboardingSchemas = localizedSchemas(createOnboardingSchemas)
