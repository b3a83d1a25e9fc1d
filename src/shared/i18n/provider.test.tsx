import { useLingui } from '@lingui/react'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '.'
import { AppI18nProvider } from './provider'

afterEach(cleanup)

describe('AppI18nProvider', () => {
  it('renders its readers again when the language changes, not when a catalog part arrives', () => {
    i18n.load({ it: { hello: 'Ciao' }, en: { hello: 'Hello' } })
    i18n.activate('it')
    let renders = 0
    function Greeting() {
      const { _ } = useLingui()
      renders++
      return <p>{_('hello')}</p>
    }
    render(
      <AppI18nProvider i18n={i18n}>
        <Greeting />
      </AppI18nProvider>,
    )
    expect(screen.getByText('Ciao')).toBeTruthy()
    expect(renders).toBe(1)
    // a lazy module's texts (and the same language activated again, as LocaleSync does on mount):
    // Lingui's own provider would hand every reader a new context here
    act(() => i18n.load('it', { later: 'Più tardi' }))
    act(() => i18n.activate('it'))
    expect(renders).toBe(1)
    act(() => i18n.activate('en'))
    expect(screen.getByText('Hello')).toBeTruthy()
    expect(renders).toBe(2)
  })
})
