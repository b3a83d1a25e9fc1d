import { expect, test, type Page } from '@playwright/test'
import { askPasswordReset, updatePassword, verifyPasswordPin } from '../../contracts/accounts/endpoints'
import { passwordResetMachine, type PasswordResetContext } from '../../machines/password-reset'
import {
  createUiTestModel,
  formatUiCoverage,
  planUiPaths,
  runUiPath,
  writeUiCoverage,
  type UiHandlers,
} from '../../machines/test-utils/ui-model'
import { apiCall, fromOutbox, registerAccount, uniqueEmail } from './support/accounts'
import { RequestGate } from './support/request-gate'

/**
 * machines/password-reset against /password-forgotten: paths generated from the machine, each
 * step a user action on the page or a real server answer (PINs read from the dev outbox; a failed
 * ask is the server's own rate limit, reached through the API; an expired reset token is a newer
 * PIN asked meanwhile), every state checked on the page.
 */

// Placeholders the model carries; each path maps them to addresses of its own.
const ACCOUNT = 'account@reset.e2e.test'
const NOBODY = 'nobody@reset.e2e.test'
const RIGHT_PIN = '111111' // typed as the PIN of the newest e-mail
const WRONG_PIN = '000000'
const NEW_PASSWORD = 'NuovaPassword9'
const ASK_LIMIT = 3 // LIMITS.passwordResetPerEmail: 3 asks per address in 10 minutes

const PIN_INVALID = 'Il PIN non è valido o è scaduto.'
const RESET_INVALID = 'La richiesta di reimpostazione della password non è valida o è scaduta.'
const TOO_MANY = 'Troppi tentativi. Riprova tra qualche minuto.'

const events = [
  { type: 'reset.submitEmail', email: 'mario' },
  // an address without account first: a path registers an account only where it needs one
  { type: 'reset.submitEmail', email: NOBODY },
  { type: 'reset.submitEmail', email: ACCOUNT },
  { type: 'reset.submitPin', pin: '12' },
  { type: 'reset.submitPin', pin: WRONG_PIN },
  { type: 'reset.submitPin', pin: RIGHT_PIN },
  { type: 'reset.resend' },
  { type: 'reset.changeEmail' },
  { type: 'reset.submitPassword', password: NEW_PASSWORD, password_confirmation: 'Diversa12345' },
  { type: 'reset.submitPassword', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
  { type: 'reset.restart' },
  { type: 'xstate.done.actor.askReset', output: {} },
  { type: 'xstate.error.actor.askReset', error: { status: 429, fieldErrors: {} } },
  { type: 'xstate.done.actor.verifyPin', output: { id: 1, reset_token: 'reset-token' } },
  { type: 'xstate.error.actor.verifyPin', error: { status: 422, fieldErrors: { pin: [PIN_INVALID] } } },
  { type: 'xstate.done.actor.updatePassword', output: {} },
  {
    type: 'xstate.error.actor.updatePassword',
    error: { status: 422, fieldErrors: { reset_token: [RESET_INVALID] } },
  },
] as const

/** The events the test drives, each type with its payloads. */
type ResetEvent = (typeof events)[number]

/** What the server knows about this path's addresses. */
interface ResetWorld {
  /** Asks counted by the rate limit, per placeholder address. */
  asks: Record<string, number>
  /** The account's newest PIN: none yet, usable, traded for a reset token, burnt by wrong tries. */
  pin: 'none' | 'fresh' | 'verified' | 'burnt'
  wrongTries: number
  /** A reset token the server still accepts. */
  token: boolean
}

const ask = (world: ResetWorld, email: string, count: number): ResetWorld => {
  const asks = { ...world.asks, [email]: Math.min(ASK_LIMIT + 1, (world.asks[email] ?? 0) + count) }
  if (email !== ACCOUNT || count === 0) return { ...world, asks }
  return { asks, pin: 'fresh', wrongTries: 0, token: false }
}

type Context = PasswordResetContext

const resetModel = createUiTestModel('password-reset', passwordResetMachine, {
  events,
  serializeState: ({ value, context }) => {
    const { email, pin, notice, error, resetToken } = context as Context
    return JSON.stringify([
      value,
      email,
      pin,
      notice,
      error?.status,
      Object.keys(error?.fields ?? {}),
      !!resetToken,
    ])
  },
})

const plan = planUiPaths<ResetWorld, ResetEvent>(resetModel, {
  maxSteps: 40,
  world: {
    initial: { asks: {}, pin: 'none', wrongTries: 0, token: false },
    key: (world) => JSON.stringify(world),
    step: (world, event, from) => {
      const context = from.context as Context
      const asked = world.asks[context.email] ?? 0
      switch (event.type) {
        case 'reset.submitPin':
          // the right PIN can only be read from the outbox when the account has one
          return event.pin === RIGHT_PIN && world.pin !== 'fresh' ? undefined : world
        case 'xstate.done.actor.askReset':
          return asked < ASK_LIMIT ? ask(world, context.email, 1) : undefined
        case 'xstate.error.actor.askReset':
          // the test spends what is left of the limit through the API, then the page's ask is refused
          return ask(world, context.email, ASK_LIMIT - Math.min(asked, ASK_LIMIT) + 1)
        case 'xstate.done.actor.verifyPin':
          return context.email === ACCOUNT && context.pin === RIGHT_PIN && world.pin === 'fresh'
            ? { ...world, pin: 'verified', token: true }
            : undefined
        case 'xstate.error.actor.verifyPin': {
          if (context.email === ACCOUNT && context.pin === RIGHT_PIN && world.pin === 'fresh')
            return undefined
          if (context.email !== ACCOUNT || world.pin !== 'fresh') return world
          const wrongTries = world.wrongTries + 1
          return { ...world, wrongTries, pin: wrongTries >= 5 ? 'burnt' : 'fresh' }
        }
        case 'xstate.done.actor.updatePassword':
          return world.token ? { ...world, token: false } : undefined
        case 'xstate.error.actor.updatePassword':
          // a valid token is made stale by a newer PIN, asked through the API
          if (!world.token) return world
          return asked < ASK_LIMIT ? ask(world, ACCOUNT, 1) : undefined
        default:
          return world
      }
    },
  },
})

interface Run {
  page: Page
  gate: RequestGate<'askReset' | 'verifyPin' | 'updatePassword'>
  emails: Record<string, string>
  password: string
}

const real = (run: Run, email: string) => run.emails[email] ?? email

async function spendAsks(run: Run, email: string) {
  for (let i = 0; i <= ASK_LIMIT; i++) {
    const response = await apiCall(run.page.request, askPasswordReset, {
      data: { email: real(run, email) },
    })
    if (response.status() === 429) return
    expect(response.status()).toBe(200)
  }
  throw new Error(`the ask limit of ${email} was never reached`)
}

function handlers(run: Run): UiHandlers<ResetWorld, ResetEvent> {
  const { page, gate } = run
  const button = (name: string) => page.getByRole('button', { name, exact: true })
  // Leaves the field before clicking: these forms validate a field when it is left, and a stale
  // error that disappears on that blur moves the button from under a click made straight from the
  // field (the click is lost; reported, see the e2e README).
  const fillField = async (label: string, value: string) => {
    const field = page.getByLabel(label, { exact: true })
    await field.fill(value)
    await field.blur()
  }
  const context = (snapshot: { context: unknown }) => snapshot.context as Context
  // the event that led to the state checked (for input a guard refused)
  const input = (event: { type: string }) =>
    event as { type: string } & Partial<
      Record<'email' | 'pin' | 'password' | 'password_confirmation', string>
    >
  return {
    states: {
      '#passwordReset.askEmail': async (snapshot, { event }) => {
        await expect(page.getByRole('heading', { level: 1, name: 'Password dimenticata' })).toBeVisible()
        await expect(button('Inviami il PIN')).toBeEnabled()
        const { email, error } = context(snapshot)
        const step = input(event)
        if (step?.type === 'reset.submitEmail' && step.email === 'mario') {
          await expect(page.getByText('Il campo Email deve essere un indirizzo email valido')).toBeVisible()
        } else {
          await expect(page.getByLabel('Email', { exact: true })).toHaveValue(real(run, email))
        }
        if (error?.status === 429) await expect(page.getByText(TOO_MANY)).toBeVisible()
      },
      '#passwordReset.sendingPin': async () => {
        await expect(button('Inviami il PIN')).toBeDisabled()
      },
      '#passwordReset.enterPin': async (snapshot, { event }) => {
        const { email, notice, error } = context(snapshot)
        await expect(page.getByLabel('PIN', { exact: true })).toBeVisible()
        await expect(button('Verifica il PIN')).toBeEnabled()
        if (notice === 'pinSent')
          await expect(
            page.getByText(`Se ${real(run, email)} corrisponde a un account, riceverai un PIN di 6 cifre.`),
          ).toBeVisible()
        if (notice === 'pinResent')
          await expect(page.getByText(`Ti abbiamo inviato un nuovo PIN a ${real(run, email)}.`)).toBeVisible()
        if (error?.fields.pin) await expect(page.getByText(PIN_INVALID)).toBeVisible()
        if (error?.status === 429) await expect(page.getByText(TOO_MANY)).toBeVisible()
        const step = input(event)
        if (step?.type === 'reset.submitPin' && step.pin === '12')
          await expect(page.getByText('Il campo PIN deve contenere esattamente 6 caratteri')).toBeVisible()
      },
      '#passwordReset.resendingPin': async () => {
        await expect(button('Invia di nuovo il PIN')).toBeDisabled()
      },
      '#passwordReset.verifyingPin': async () => {
        await expect(button('Verifica il PIN')).toBeDisabled()
      },
      '#passwordReset.newPassword': async (snapshot, { event }) => {
        await expect(page.getByText('PIN verificato. Scegli la tua nuova password.')).toBeVisible()
        await expect(button('Salva la nuova password')).toBeEnabled()
        const { error } = context(snapshot)
        if (error?.fields.reset_token) {
          await expect(page.getByText(RESET_INVALID)).toBeVisible()
          await expect(button('Ricomincia')).toBeVisible()
        }
        const step = input(event)
        if (step?.type === 'reset.submitPassword' && step.password !== step.password_confirmation)
          await expect(page.getByText('Passwords non coincidenti')).toBeVisible()
      },
      '#passwordReset.updating': async () => {
        await expect(button('Salva la nuova password')).toBeDisabled()
      },
      '#passwordReset.done': async () => {
        await expect(page).toHaveURL(/\/login\?password-updated=1$/)
        await expect(
          page.getByText('Password aggiornata. Ora puoi accedere con la nuova password.'),
        ).toBeVisible()
        // the old password no longer logs in, the new one does
        const login = async (password: string) => {
          await page.getByLabel('Email', { exact: true }).fill(real(run, ACCOUNT))
          await page.getByLabel('Password', { exact: true }).fill(password)
          await button('Accedi').click()
        }
        await login(run.password)
        await expect(page.getByText('Credenziali errate')).toBeVisible()
        await login(NEW_PASSWORD)
        // logged in: the e-mail is still unverified, so the guard chain parks the user there
        await expect(page).toHaveURL(/\/verify\/email\/check-your-email$/)
      },
    },
    events: {
      'xstate.init': async () => {
        await gate.install()
        await page.goto('/password-forgotten')
      },
      'reset.submitEmail': async (event) => {
        const { email } = event
        await fillField('Email', real(run, email))
        const valid = email !== 'mario'
        if (valid) gate.arm('askReset')
        await button('Inviami il PIN').click()
        if (valid) await gate.waitHeld('askReset')
      },
      'reset.resend': async () => {
        gate.arm('askReset')
        await button('Invia di nuovo il PIN').click()
        await gate.waitHeld('askReset')
      },
      'xstate.done.actor.askReset': async () => {
        await gate.release('askReset', 200)
      },
      'xstate.error.actor.askReset': async (_, { from }) => {
        await spendAsks(run, context(from!).email)
        await gate.release('askReset', 429)
      },
      'reset.changeEmail': async () => {
        await button('Cambia email').click()
      },
      'reset.submitPin': async (event, { from, before }) => {
        const { pin } = event
        const email = context(from!).email
        // only the account has PINs in the outbox; a wrong one must differ from its newest
        const hasPin = email === ACCOUNT && before.pin !== 'none'
        const newest = hasPin ? await fromOutbox(page.request, real(run, email), 'pin') : ''
        const typed = pin === RIGHT_PIN ? newest : pin === WRONG_PIN && newest === WRONG_PIN ? '999999' : pin
        await fillField('PIN', typed)
        const valid = pin !== '12'
        if (valid) gate.arm('verifyPin')
        await button('Verifica il PIN').click()
        if (valid) await gate.waitHeld('verifyPin')
      },
      'xstate.done.actor.verifyPin': async () => {
        await gate.release('verifyPin', 200)
      },
      'xstate.error.actor.verifyPin': async () => {
        await gate.release('verifyPin', 422)
      },
      'reset.submitPassword': async (event) => {
        const { password, password_confirmation } = event
        await fillField('Nuova password', password)
        await fillField('Conferma password', password_confirmation)
        const valid = password === password_confirmation
        if (valid) gate.arm('updatePassword')
        await button('Salva la nuova password').click()
        if (valid) await gate.waitHeld('updatePassword')
      },
      'xstate.done.actor.updatePassword': async () => {
        await gate.release('updatePassword', 200)
      },
      'xstate.error.actor.updatePassword': async (_, { before }) => {
        if (before.token) {
          // a newer PIN asked meanwhile (another tab, a second e-mail): the reset token is stale
          const response = await apiCall(page.request, askPasswordReset, {
            data: { email: real(run, ACCOUNT) },
          })
          expect(response.status()).toBe(200)
        }
        await gate.release('updatePassword', 422)
      },
      'reset.restart': async () => {
        await button('Ricomincia').click()
      },
    },
  }
}

test.describe('password reset through /password-forgotten (model-based)', () => {
  // a path is a whole journey of user actions and server answers
  test.describe.configure({ timeout: 120_000 })

  test('the paths cover every state, transition and guard branch', () => {
    writeUiCoverage(plan.coverage)
    console.log(formatUiCoverage(plan.coverage))
    expect(plan.coverage.problems).toEqual([])
  })

  for (const [number, path] of plan.paths.entries()) {
    test(`path ${number + 1}: ${path.description}`, async ({ page }) => {
      const usesAccount = path.steps.some((step) => (step.event as { email?: string }).email === ACCOUNT)
      const account = usesAccount ? await registerAccount(page.request, 'student') : undefined
      const run: Run = {
        page,
        gate: new RequestGate(page, {
          askReset: askPasswordReset,
          verifyPin: verifyPasswordPin,
          updatePassword,
        }),
        emails: { [ACCOUNT]: account?.email ?? '', [NOBODY]: uniqueEmail('nobody') },
        password: account?.password ?? '',
      }
      await runUiPath(resetModel, path, handlers(run))
    })
  }
})
