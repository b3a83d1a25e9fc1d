/** The login page after a session ended elsewhere: why, in the page's language, and the way back (issue 35). */
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithApp } from '../shared/testing/render'
import { safeReturnPath, SessionEndedNotice } from './session-ended'

afterEach(cleanup)

describe('SessionEndedNotice', () => {
  it.each([
    ['/login?reason=expired&back=%2Fcourses', 'La tua sessione è terminata'],
    ['/en/login?reason=expired&back=%2Fen%2Fcourses', 'Your session has ended'],
    ['/login?reason=blocked', 'Il tuo account è stato bloccato'],
    ['/en/login?reason=deactivated', 'Your account has been deactivated'],
  ])('on %s says "%s"', async (path, text) => {
    await renderWithApp(<SessionEndedNotice />, { path })
    expect(screen.getByRole('alert').textContent).toContain(text)
  })

  it('says nothing on a plain login page', async () => {
    await renderWithApp(<SessionEndedNotice />, { path: '/login' })
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('safeReturnPath', () => {
  it('follows only paths of this site', () => {
    expect(safeReturnPath('/en/courses?page=2')).toBe('/en/courses?page=2')
    for (const bad of [null, '', 'https://evil.example', '//evil.example/x', '/\\evil.example', 'courses'])
      expect(safeReturnPath(bad)).toBeUndefined()
  })
})
