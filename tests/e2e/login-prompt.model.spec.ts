import { expect, test, type Page } from '@playwright/test'
import { login } from '../../contracts/accounts/endpoints'
import { listCourses } from '../../contracts/courses/endpoints'
import {
  isLoginFormValid,
  loginPromptErrors,
  loginPromptMachine,
  type LoginPromptContext,
} from '../../machines/login-prompt'
import {
  createUiTestModel,
  formatUiCoverage,
  planUiPaths,
  runUiPath,
  writeUiCoverage,
  type UiHandlers,
} from '../../machines/test-utils/ui-model'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, storageStatePath } from './support/accounts'
import { RequestGate } from './support/request-gate'

/**
 * machines/login-prompt against 'Login necessario' on /course/{slug}: a visitor clicks the buy
 * button, types, leaves fields, shows the password, submits (the real POST /api/login, held until
 * the model's answer: the demo student's password logs in, any other is refused with 401), closes
 * the prompt or follows its links. Every state is checked on the page.
 */

const STUDENT = DEMO_ACCOUNTS.student
const WRONG_PASSWORD = 'NonQuesta123'

const events = [
  { type: 'prompt.request' },
  { type: 'prompt.change', field: 'email', value: 'mario' },
  { type: 'prompt.change', field: 'email', value: STUDENT },
  { type: 'prompt.change', field: 'password', value: WRONG_PASSWORD },
  { type: 'prompt.change', field: 'password', value: DEMO_PASSWORD },
  { type: 'prompt.blur', field: 'email' },
  { type: 'prompt.blur', field: 'password' },
  { type: 'prompt.togglePassword' },
  { type: 'prompt.submit' },
  { type: 'prompt.close' },
  { type: 'prompt.register' },
  { type: 'prompt.forgotPassword' },
  { type: 'xstate.done.actor.login', output: undefined },
  { type: 'xstate.error.actor.login', error: { status: 401 } },
] as const

/** The events the test drives, each type with its payloads. */
type PromptEvent = (typeof events)[number]

type Where = 'course' | 'billing' | 'register' | 'password-forgotten'

interface PromptWorld {
  loggedIn: boolean
  where: Where
}

type Context = LoginPromptContext

const promptModel = createUiTestModel('login-prompt', loginPromptMachine, {
  events,
  serializeState: ({ value, context }) => {
    const { email, password, touched, showPassword, error } = context as Context
    return JSON.stringify([value, email, password, touched, showPassword, error?.status])
  },
})

const plan = planUiPaths<PromptWorld, PromptEvent>(promptModel, {
  maxSteps: 40,
  world: {
    initial: { loggedIn: false, where: 'course' },
    key: (world) => JSON.stringify(world),
    step: (world, event, from) => {
      const context = from.context as Context
      const rightCredentials = context.email === STUDENT && context.password === DEMO_PASSWORD
      // while the login is under way the dialog is locked: only the server's answer comes
      if (from.matches({ open: 'submitting' }) && !event.type.startsWith('xstate.')) return undefined
      switch (event.type) {
        case 'prompt.request':
          // a visitor is asked; a logged-in user goes on before the prompt is involved (see below)
          return world.loggedIn ? undefined : { ...world, where: 'course' }
        case 'xstate.done.actor.login':
          return rightCredentials ? { loggedIn: true, where: 'billing' } : undefined
        case 'xstate.error.actor.login':
          return rightCredentials ? undefined : world
        case 'prompt.register':
          return { ...world, where: 'register' }
        case 'prompt.forgotPassword':
          return { ...world, where: 'password-forgotten' }
        default:
          return world
      }
    },
  },
  unreachable: {
    'transition loginPrompt.closed on prompt.request[0] -> (self)':
      'requireLogin() answers a logged-in user itself and never asks the prompt (covered by the journey below)',
    'guard isLoggedIn: true': 'as above: the prompt is only asked for a visitor',
  },
})

interface Run {
  page: Page
  gate: RequestGate<'login'>
  course: { id: number; slug: string; title: string }
}

function handlers({ page, gate, course }: Run): UiHandlers<PromptWorld, PromptEvent> {
  const dialog = page.getByRole('dialog', { name: 'Login necessario' })
  const field = (name: 'email' | 'password') =>
    dialog.getByLabel(name === 'email' ? 'Email' : 'Password', { exact: true })
  const context = (snapshot: { context: unknown }) => snapshot.context as Context
  const buy = page.getByRole('link', { name: /^(Acquista il corso|Iscriviti gratis)$/ })
  return {
    states: {
      '#loginPrompt.closed': async (_, { world }) => {
        await expect(dialog).toHaveCount(0)
        if (world.where === 'course') {
          await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible()
          await expect(buy).toBeVisible()
        }
        if (world.where === 'billing') {
          // the buyer goes on with the purchase once logged in
          await expect(page).toHaveURL(new RegExp(`/buy/course/${course.id}/billing-information$`))
          await expect(page.getByRole('heading', { level: 1, name: 'Dati di fatturazione' })).toBeVisible()
        }
        if (world.where === 'register') {
          await expect(page).toHaveURL(/\/register$/)
          await expect(page.getByRole('heading', { level: 1, name: 'Registrati' })).toBeVisible()
        }
        if (world.where === 'password-forgotten') {
          await expect(page).toHaveURL(/\/password-forgotten$/)
          await expect(page.getByRole('heading', { level: 1, name: 'Password dimenticata' })).toBeVisible()
        }
      },
      '#loginPrompt.open': async (snapshot) => {
        const { email, password, showPassword, error } = context(snapshot)
        await expect(dialog).toBeVisible()
        await expect(field('email')).toHaveValue(email)
        await expect(field('email')).toHaveAttribute('placeholder', 'Inserisci la tua email')
        await expect(field('password')).toHaveValue(password)
        await expect(field('password')).toHaveAttribute('placeholder', 'Password')
        // the toggle shows the password as text and says what it would do next
        await expect(field('password')).toHaveAttribute('type', showPassword ? 'text' : 'password')
        // the button's name says what pressing it does now (no aria-pressed beside a changing name)
        await expect(
          dialog.getByRole('button', { name: showPassword ? 'Nascondi password' : 'Mostra password' }),
        ).toBeVisible()
        for (const [name, message] of Object.entries(loginPromptErrors(context(snapshot))))
          await expect(field(name as 'email' | 'password')).toHaveAccessibleDescription(message)
        for (const name of ['email', 'password'] as const)
          if (!loginPromptErrors(context(snapshot))[name])
            await expect(field(name)).not.toHaveAttribute('aria-invalid', 'true')
        // SPEC.md §8: 401 says 'Credenziali errate', any other failure the generic message
        if (error)
          await expect(
            dialog.getByText(
              error.status === 401 ? 'Credenziali errate' : 'Errore durante il tentativo di login',
            ),
          ).toBeVisible()
      },
      '#loginPrompt.open.editing': async (snapshot) => {
        const submit = dialog.getByRole('button', { name: 'Accedi', exact: true })
        if (isLoginFormValid(context(snapshot))) await expect(submit).toBeEnabled()
        else await expect(submit).toBeDisabled()
      },
      '#loginPrompt.open.submitting': async () => {
        await expect(dialog.getByRole('button', { name: 'Accesso in corso…' })).toBeDisabled()
      },
    },
    events: {
      'xstate.init': async () => {
        await gate.install()
        await page.goto(`/course/${course.slug}`)
      },
      'prompt.request': async (_, { before }) => {
        if (before.where !== 'course') await page.goto(`/course/${course.slug}`)
        await buy.click()
      },
      'prompt.change': async (event) => {
        await field(event.field).fill(event.value)
      },
      'prompt.blur': async (event) => {
        await field(event.field).focus()
        await field(event.field).blur()
      },
      'prompt.togglePassword': async () => {
        await dialog.getByRole('button', { name: /^(Mostra|Nascondi) password$/ }).click()
      },
      'prompt.submit': async (_, { from }) => {
        if (isLoginFormValid(from!.context as Context)) {
          gate.arm('login')
          await dialog.getByRole('button', { name: 'Accedi', exact: true }).click()
          await gate.waitHeld('login')
        } else {
          // the button is disabled; Enter in a field still submits the form
          await field('email').press('Enter')
        }
      },
      'prompt.close': async () => {
        await page.keyboard.press('Escape')
      },
      'prompt.register': async () => {
        await dialog.getByRole('link', { name: 'Registrati' }).click()
      },
      'prompt.forgotPassword': async () => {
        await dialog.getByRole('link', { name: 'Hai dimenticato la password?' }).click()
      },
      'xstate.done.actor.login': async () => {
        await gate.release('login', 200)
      },
      'xstate.error.actor.login': async () => {
        await gate.release('login', 401)
      },
    },
  }
}

async function firstCourse(page: Page) {
  const response = await page.request.get(listCourses.path, { params: { perPage: 1 } })
  const { data } = (await response.json()) as { data: { id: number; slug: string; title: string }[] }
  return data[0]
}

test.describe("the login prompt 'Login necessario' on a course (model-based)", () => {
  test.describe.configure({ timeout: 120_000 })

  test('the paths cover every state, transition and guard branch', () => {
    writeUiCoverage(plan.coverage)
    console.log(formatUiCoverage(plan.coverage))
    expect(plan.coverage.problems).toEqual([])
  })

  for (const [number, path] of plan.paths.entries()) {
    test(`path ${number + 1}: ${path.description}`, async ({ page }) => {
      const run: Run = {
        page,
        gate: new RequestGate(page, { login }),
        course: await firstCourse(page),
      }
      await runUiPath(promptModel, path, handlers(run))
    })
  }
})

test.describe('a logged-in buyer', () => {
  test.use({ storageState: storageStatePath('student') })

  test('goes straight to the purchase: the prompt is never shown', async ({ page }) => {
    const course = await firstCourse(page)
    await page.goto(`/course/${course.slug}`)
    await page.getByRole('link', { name: /^(Acquista il corso|Iscriviti gratis)$/ }).click()
    await expect(page).toHaveURL(new RegExp(`/buy/course/${course.id}/billing-information$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Dati di fatturazione' })).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Login necessario' })).toHaveCount(0)
  })
})
