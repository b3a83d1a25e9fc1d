import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Translate } from '../../../contracts/core/validation/translate'
import { renderWithApp } from '../testing/render'
import { localizedSchemas } from './localized-schemas'

afterEach(cleanup)

describe('localizedSchemas', () => {
  it('builds the schemas once per language, speaking the active catalog', async () => {
    const built: string[] = []
    const useSchemas = localizedSchemas((translate: Translate) => {
      const required = translate(
        { id: 'validation.required', message: 'Il campo {field} è richiesto' },
        { field: 'Email' },
      )
      built.push(required)
      return { required }
    })
    const seen: object[] = []
    function Probe() {
      const schemas = useSchemas()
      seen.push(schemas)
      return <p>{schemas.required}</p>
    }

    await renderWithApp(
      <>
        <Probe />
        <Probe />
      </>,
    )
    expect(screen.getAllByText('Il campo Email è richiesto')).toHaveLength(2)
    cleanup()
    await renderWithApp(<Probe />, { locale: 'en' })
    expect(screen.getByText(built[1])).toBeTruthy()
    expect(built[1]).not.toBe(built[0])
    expect(built).toHaveLength(2)
    expect(seen[1]).toBe(seen[0])
    expect(seen).toHaveLength(3)
    expect(seen[2]).not.toBe(seen[0])
  })
})
