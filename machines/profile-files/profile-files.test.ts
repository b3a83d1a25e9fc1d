import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { refusals } from '../course-manager/fixtures'
import { cvPdf } from './fixtures'
import { profileFilesMachine, profileFilesView, type UploadFileInput } from './index'

describe('profile files journeys', () => {
  it('says why a file was refused, uploads the next, and a failed delete only to its confirmation', async () => {
    const uploads: UploadFileInput[] = []
    let refuse: unknown = refusals.fields('file', 'Il file deve essere un PDF.')
    const actor = createActor(
      profileFilesMachine.provide({
        actors: {
          uploadFile: fromPromise(async ({ input }) => {
            uploads.push(input)
            if (refuse) throw refuse
            return cvPdf
          }),
          removeFile: fromPromise<unknown, { id: number }>(() => Promise.reject(refusals.server)),
        },
      }),
    ).start()
    let changes = 0
    actor.on('changed', () => changes++)
    actor.send({ type: 'file.pick', collection: 'cv', file: { name: 'cv.docx', size: 10 } })
    expect(profileFilesView(actor.getSnapshot())).toMatchObject({ uploading: 'cv', busy: true })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(profileFilesView(actor.getSnapshot()).uploadError).toEqual({
      reason: 'Il file deve essere un PDF.',
    })
    refuse = refusals.server
    actor.send({ type: 'file.pick', collection: 'cv', file: { name: 'cv.pdf', size: 10 } })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(profileFilesView(actor.getSnapshot()).uploadError).toBe('failed')
    refuse = undefined
    actor.send({ type: 'file.pick', collection: 'avatar', file: { name: 'me.jpg', size: 10 } })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(profileFilesView(actor.getSnapshot())).toMatchObject({ uploadError: null, uploading: null })
    expect(uploads.map((upload) => upload.collection)).toEqual(['cv', 'cv', 'avatar'])
    expect(changes).toBe(1)
    actor.send({ type: 'file.remove', id: 9 })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(profileFilesView(actor.getSnapshot())).toMatchObject({ uploadError: null, removeFailed: true })
    expect(changes).toBe(1)
  })
})
