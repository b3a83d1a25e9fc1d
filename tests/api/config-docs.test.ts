import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CONFIG_VARIABLES } from '../../server/core/config.ts'

// README.md's configuration table and .env.example must name every variable the server reads.
describe('configuration docs', () => {
  const readme = readFileSync('README.md', 'utf8')
  const example = readFileSync('.env.example', 'utf8')
  it.each(CONFIG_VARIABLES.map((v) => v.name))('%s is documented in README.md and .env.example', (name) => {
    expect(readme).toContain(`| \`${name}\` |`)
    expect(example).toMatch(new RegExp(`^(# )?${name}=`, 'm'))
  })
})
