import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Material } from '../../contracts/studio/schemas'
import { handout, refusals, slides } from '../course-manager/fixtures'
import { courseMaterialsMachine, courseMaterialsView } from './index'

function start(attach: () => Promise<Material>, remove: () => Promise<unknown> = async () => undefined) {
  const changed: Material[][] = []
  const actor = createActor(
    courseMaterialsMachine.provide({
      actors: { attachMaterial: fromPromise(attach), removeMaterial: fromPromise(remove) },
    }),
    { input: { target: { kind: 'course', id: 7 }, materials: [handout] } },
  ).start()
  actor.on('changed', (event) => changed.push(event.materials))
  return { actor, changed }
}

const idle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('idle'))

describe('course materials journeys', () => {
  it('attaches a file after the others, in kilobytes, and tells the page', async () => {
    const { actor, changed } = start(async () => slides)
    actor.send({ type: 'material.attach', file: { name: 'slide.pptx', size: 512 } })
    expect(courseMaterialsView(actor.getSnapshot()).attaching).toBe(true)
    await idle(actor)
    const view = courseMaterialsView(actor.getSnapshot())
    expect(view.materials.map(({ material, kilobytes }) => [material.id, kilobytes])).toEqual([
      [31, 20],
      [32, 1],
    ])
    expect(changed).toEqual([[handout, slides]])
  })

  it('says why the server refused the file', async () => {
    const { actor, changed } = start(async () => Promise.reject(refusals.fields('file', 'Non è un PDF.')))
    actor.send({ type: 'material.attach', file: { name: 'x.exe', size: 1 } })
    await idle(actor)
    expect(courseMaterialsView(actor.getSnapshot())).toMatchObject({ fileMessage: 'Non è un PDF.' })
    expect(changed).toEqual([])
  })

  it('takes a material off, and keeps it when that fails', async () => {
    let fail = true
    const { actor, changed } = start(
      async () => slides,
      async () => (fail ? Promise.reject(refusals.network) : undefined),
    )
    actor.send({ type: 'material.remove', id: 31 })
    await idle(actor)
    expect(courseMaterialsView(actor.getSnapshot())).toMatchObject({
      error: { kind: 'remove' },
      fileMessage: null,
    })
    fail = false
    actor.send({ type: 'material.remove', id: 31 })
    await idle(actor)
    expect(changed).toEqual([[]])
  })
})
