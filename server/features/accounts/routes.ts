/** Accounts: registration, login and the session, password reset, one-time codes, e-mail verification, social sign-in, invoice data. */
import { defineRoutes } from '../../core/areas.ts'
import { emailVerificationRoutes } from './email-verification.routes.ts'
import { invoiceDataRoutes } from './invoice-data.routes.ts'
import { otpRoutes } from './otp.routes.ts'
import { passwordRoutes } from './password.routes.ts'
import { authRoutes } from './session.routes.ts'
import { socialRoutes } from './social.routes.ts'

export default defineRoutes({
  plugin: async (app) => {
    await app.register(authRoutes)
    await app.register(passwordRoutes)
    await app.register(otpRoutes)
    await app.register(emailVerificationRoutes)
    await app.register(socialRoutes)
    await app.register(invoiceDataRoutes)
  },
})
