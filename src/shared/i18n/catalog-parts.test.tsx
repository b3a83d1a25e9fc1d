/**
 * The catalog comes in parts (scripts/catalog-parts.ts): the shell's on start, a lazily loaded
 * module's with that module (the build makes its import() wait for it), and on a change of language
 * the parts needed so far. A module never shows a message id: its texts are there when it is.
 */
import { I18nProvider } from '@lingui/react'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { render, screen } from '@testing-library/react'
import { lazy, Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { activateLocale, i18n } from '.'

// a text of the flow recorder's sender (its tickets' categories), which the shell loads lazily
const CATEGORY = 'support.ticket.category.account'
const category = () => i18n._(CATEGORY)

describe('catalog parts', () => {
  it("loads a lazily loaded module's texts with it, and keeps them across a change of language", async () => {
    await activateLocale('en')
    // the shell's part: its own texts, not those of what it loads later
    expect(i18n._(generateMessageId('Corsi'))).toBe('Courses')
    expect(category()).toBe(CATEGORY)

    // a plain import(): the build makes it wait for the module's part as well, so by the time the
    // module is there its texts are, and its first render shows no message id
    const Sender = lazy(() =>
      import('../lib/flow-recorder-send').then(() => ({ default: () => <p>{category()}</p> })),
    )
    render(
      <I18nProvider i18n={i18n}>
        <Suspense fallback={<p>…</p>}>
          <Sender />
        </Suspense>
      </I18nProvider>,
    )
    expect((await screen.findByText('Account and login', {}, { timeout: 10_000 })).textContent).toBe(
      'Account and login',
    )

    await activateLocale('it')
    expect(category()).toBe('Account e accesso')
    await activateLocale('en')
    expect(category()).toBe('Account and login')
  }, 30_000)
})
