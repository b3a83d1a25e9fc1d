import { describe, expect, it } from 'vitest'
import { createRandom, seedOrder, type AreaSeed } from './seeds.ts'

const seed = (after: string[] = []): AreaSeed => ({ after, run: async () => {} })
const order = (seeds: Record<string, AreaSeed>) =>
  seedOrder(Object.entries(seeds).map(([area, s]) => ({ area, seed: s }))).map(({ area }) => area)

describe('seedOrder', () => {
  it('runs an area after the areas it names, and ties in name order', () => {
    expect(
      order({
        social: seed(['accounts', 'courses']),
        profiles: seed(['accounts', 'courses']),
        jobs: seed(['accounts']),
        courses: seed(['accounts']),
        accounts: seed(),
      }),
    ).toEqual(['accounts', 'courses', 'jobs', 'profiles', 'social'])
  })

  it('puts a dependency first even when its name sorts later', () => {
    expect(order({ alpha: seed(['zeta']), zeta: seed() })).toEqual(['zeta', 'alpha'])
  })

  it('refuses an unknown area and a cycle', () => {
    expect(() => order({ jobs: seed(['payments']) })).toThrow(/'payments', which has no seed.ts/)
    expect(() => order({ a: seed(['b']), b: seed(['a']), c: seed() })).toThrow(/a, b wait for each other/)
  })
})

describe('createRandom', () => {
  it('draws the same numbers for the same seed', () => {
    const draw = () => {
      const random = createRandom(20250602)
      return [random.next(), random.int(0, 59), random.pick(['a', 'b', 'c'])]
    }
    expect(draw()).toEqual(draw())
    const random = createRandom(1)
    for (let i = 0; i < 100; i++) expect(random.int(3, 5)).toBeGreaterThanOrEqual(3)
  })
})
