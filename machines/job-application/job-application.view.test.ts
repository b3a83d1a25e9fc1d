import { describe, expect, it } from 'vitest'
import type { ApplicationStatus } from '../../contracts/jobs/schemas'
import { jobApplicationMachine, type JobApplicationContext } from './job-application.machine'
import { jobApplicationView } from './job-application.view'

const at = (value: string, context: Partial<JobApplicationContext> & { status: ApplicationStatus }) =>
  jobApplicationView(
    jobApplicationMachine.resolveState({
      value: value as never,
      context: { id: 4, target: null, ...context },
    }),
  )

describe('jobApplicationView', () => {
  it('offers the moves the contracts allow from where the application stands', () => {
    expect(at('sent', { status: 'sent' })).toEqual({
      status: 'sent',
      moving: false,
      target: null,
      moves: ['application.shortlist', 'application.reject'],
      error: undefined,
    })
    expect(at('shortlisted', { status: 'shortlisted' }).moves).toEqual([
      'application.reject',
      'application.hire',
    ])
    expect(at('hired', { status: 'hired' }).moves).toEqual([])
  })

  it('offers nothing while a move is saved, and keeps the server refusal for the row', () => {
    expect(at('moving', { status: 'sent', target: 'hired' })).toMatchObject({
      moving: true,
      target: 'hired',
      moves: [],
    })
    expect(at('shortlisted', { status: 'shortlisted', error: { status: 422, message: 'No' } })).toMatchObject(
      {
        moving: false,
        error: { status: 422, message: 'No' },
      },
    )
  })
})
