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

  // The doors are held to the public pages' budget (tests/bench/bundle-sizes.ts isPublicPage): their
  // forms render before the session machine, the API client and valibot arrive (lazy-module.ts).
  it.each([
    'src/features/accounts/pages/login-page.tsx',
    'src/features/accounts/pages/register-page.tsx',
    'src/features/accounts/pages/register-role-page.tsx',
    'src/features/accounts/pages/password-forgotten-page.tsx',
  ])('the door %s does not import the session machine, the API client or the schemas', (page) => {
    const reached = [...staticClosure(root, page)]
    expect(reached).not.toContain('src/session/session-actor.ts')
    expect(reached).not.toContain('src/shared/api/index.ts')
    expect(reached).not.toContain('contracts/accounts/schemas.ts')
    // nor the parts schemas.ts re-exports that bring valibot (issue 33's split)
    for (const part of ['entities', 'body-schemas', 'field-rules', 'billing-schemas'])
      expect(reached).not.toContain(`contracts/accounts/${part}.ts`)
    expect(reached.filter((file) => file.startsWith('machines/'))).toEqual([])
  })

  // Issue 37: the profiles' calls named the onboarding's (the slug check, the interests) and the
  // settings' calls, so a visitor's profile and the lesson player loaded their rules. The player and
  // the certificate check import the trainer's profile read only at the course's end (dynamically).
  it.each([
    'src/features/profiles/components/public-profile.tsx',
    'src/features/learning/pages/learn-player.tsx',
    'src/features/learning/pages/certificate-data.tsx',
  ])("%s imports neither the onboarding's nor the profile forms' rules", (file) => {
    const reached = [...staticClosure(root, file)]
    expect(reached.filter((f) => f.startsWith('contracts/onboarding/'))).toEqual([])
    for (const part of ['endpoints', 'schemas', 'settings-schemas', 'section-schemas', 'input-rules'])
      expect(reached).not.toContain(`contracts/profiles/${part}.ts`)
    if (file.includes('/profiles/')) expect(reached).toContain('contracts/profiles/view-endpoints.ts')
    else expect(reached).not.toContain('contracts/profiles/profile.ts')
  })

  it("the /dev page's shell does not import the trace's schemas or the API client", () => {
    const reached = [...staticClosure(root, 'src/features/support/pages/dev-page.tsx')]
    expect(reached).toContain('contracts/support/trace-code.ts')
    expect(reached).not.toContain('contracts/support/traces.ts')
    expect(reached).not.toContain('contracts/core/input.ts')
    expect(reached).not.toContain('src/shared/api/index.ts')
  })

  it("a card that shows a person does not import the profile forms' rules", () => {
    const reached = staticClosure(root, 'contracts/courses/schemas.ts')
    expect(reached).toContain('contracts/core/person.ts')
    expect(reached).not.toContain('contracts/profiles/settings-schemas.ts')
  })
})
