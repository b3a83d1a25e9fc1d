/**
 * What the modules every page runs must not drag in (issue #8's size rule): the guard chain needs
 * the sidebar's menus, not its machine; the session machine reads an API error's status, not the
 * accounts schemas (valibot and every form's rules), which only the account pages and forms need.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { staticClosure } from '../../scripts/catalog-parts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

describe('modules on every page', () => {
  it('the guard chain does not import the sidebar machine', () => {
    const reached = staticClosure(root, 'machines/guards/index.ts')
    expect(reached).toContain('machines/sidebar/sidebar-type.ts')
    expect(reached).not.toContain('machines/sidebar/sidebar.machine.ts')
  })

  it('the session machine does not import the accounts schemas', () => {
    const reached = staticClosure(root, 'machines/session/session.machine.ts')
    expect(reached).toContain('contracts/accounts/api-error-fields.ts')
    expect(reached).not.toContain('contracts/accounts/schemas.ts')
  })
})
