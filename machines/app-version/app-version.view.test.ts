import { describe, expect, it } from 'vitest'
import { appVersionMachine } from './app-version.machine'
import { appVersionView } from './app-version.view'

const at = (value: unknown, latestVersion?: string) =>
  appVersionView(
    appVersionMachine.resolveState({
      value: value as never,
      context: { currentVersion: 'a', latestVersion },
    }),
  )

describe('appVersionView', () => {
  it('shows the banner only while a newer build waits for the user', () => {
    expect(at({ watching: 'waiting' })).toEqual({
      bannerShown: false,
      latestVersion: undefined,
      checking: false,
    })
    expect(at({ watching: 'checking' })).toMatchObject({ bannerShown: false, checking: true })
    expect(at('updateAvailable', 'b')).toEqual({ bannerShown: true, latestVersion: 'b', checking: false })
    expect(at('dismissed', 'b')).toMatchObject({ bannerShown: false, latestVersion: 'b' })
  })
})
