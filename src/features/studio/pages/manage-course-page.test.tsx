import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RouteDef } from '../../../../contracts/core/routes'
import { draftCourse } from '../../../../machines/course-manager/fixtures'
import { flowRecorder } from '../../../shared/lib/flow-recorder'
import { installFakeApi } from '../../../shared/testing/fake-api'
import { renderWithApp } from '../../../shared/testing/render'
import { ManageCoursePage } from './manage-course-page'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const goalsRoute = { name: 'instructor-course-id-manage-goals' } as RouteDef

describe('the course manager (issue 34: one actor for the subtree, createActorContext)', () => {
  it('a section reads the course and reports its changes to the page’s one course manager, with no prop between them', async () => {
    flowRecorder.clear()
    const api = installFakeApi({
      'GET /api/instructor/courses/7': { body: { data: draftCourse } },
      'PATCH /api/instructor/courses/7': ({ body }) => ({
        body: { data: { ...draftCourse, ...(body as object), missing: ['heading'] } },
      }),
    })
    await renderWithApp(<ManageCoursePage route={goalsRoute} params={{ id: '7' }} title="Il corso" />, {
      path: '/instructor/course/7/manage/goals',
    })
    const goals = await screen.findByLabelText('Cosa saprà fare chi segue il corso')
    const tabs = screen.getByRole('navigation', { name: 'Pagine del corso' })
    const goalsTab = within(tabs).getByRole('link', { name: /Obiettivi/ })
    expect(within(goalsTab).queryByLabelText('completato')).toBeNull()

    // the form's unsaved changes reach the manager: leaving the page asks first
    fireEvent.change(goals, { target: { value: 'Scattare in manuale' } })
    fireEvent.click(within(tabs).getByRole('link', { name: 'Riepilogo' }))
    const dialog = await screen.findByRole('dialog', { name: 'Uscire senza salvare?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resta' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    // what the form saved is the manager's course: the tab is marked done
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }))
    await waitFor(() => expect(within(goalsTab).getByLabelText('completato')).toBeTruthy())
    expect(api.calls('PATCH /api/instructor/courses/7')[0].body).toMatchObject({
      goals: ['Scattare in manuale'],
    })
    // saved: leaving asks nothing now
    fireEvent.click(within(tabs).getByRole('link', { name: 'Riepilogo' }))
    expect(screen.queryByRole('dialog')).toBeNull()

    // one course-manager actor for the page, through every re-render, recorded for support
    const managers = new Set(
      flowRecorder
        .steps()
        .filter((step) => step.machine === 'courseManager')
        .map((step) => step.actor),
    )
    expect(managers.size).toBe(1)
    const events = flowRecorder
      .steps()
      .filter((step) => step.machine === 'courseManager')
      .map((step) => step.event.type)
    expect(events).toEqual(expect.arrayContaining(['form.dirty', 'course.saved']))
  }, 30_000)
})
