import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Post, PostBody } from '../../contracts/social/schemas'
import { refusals } from '../course-manager/fixtures'
import { post, withImage } from './fixtures'
import { composerMachine, composerView, type AttachImageInput } from './index'

function start(
  publish: (body: PostBody) => Promise<Post>,
  attach: () => Promise<Post> = async () => withImage,
) {
  const published: Post[] = []
  const bodies: PostBody[] = []
  const actor = createActor(
    composerMachine.provide({
      actors: {
        publishPost: fromPromise<Post, PostBody>(({ input }) => {
          bodies.push(input)
          return publish(input)
        }),
        attachImage: fromPromise<Post, AttachImageInput>(attach),
      },
    }),
  ).start()
  actor.on('published', (event) => published.push(event.post))
  return { actor, published, bodies }
}
const editing = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('editing'))

describe('composer journeys', () => {
  it('asks for text before any call, then publishes the post and its image, and empties the form', async () => {
    const { actor, published, bodies } = start(async () => post)
    actor.send({ type: 'composer.submit' })
    expect(composerView(actor.getSnapshot())).toMatchObject({ missingText: true, busy: false })
    actor.send({ type: 'composer.text', text: 'Ciao rete' })
    actor.send({ type: 'composer.link', link: ' https://aula.it ' })
    actor.send({ type: 'composer.image', image: { name: 'foto.webp', size: 10 } })
    actor.send({ type: 'composer.submit' })
    expect(composerView(actor.getSnapshot())).toMatchObject({ missingText: false, busy: true })
    await editing(actor)
    expect(bodies).toEqual([{ text: 'Ciao rete', link_url: 'https://aula.it' }])
    expect(published).toEqual([withImage])
    expect(composerView(actor.getSnapshot())).toMatchObject({
      text: '',
      link: '',
      published: true,
      imageFor: 21,
    })
    expect(actor.getSnapshot().context.image).toBeNull()
  })

  it('publishes without the image the server refused, and says why', async () => {
    const { actor, published } = start(
      async () => post,
      async () => Promise.reject(refusals.fields('file', 'Immagine troppo grande.')),
    )
    actor.send({ type: 'composer.text', text: 'Ciao' })
    actor.send({ type: 'composer.image', image: { name: 'foto.webp', size: 10 } })
    actor.send({ type: 'composer.submit' })
    await editing(actor)
    expect(published).toEqual([post])
    expect(composerView(actor.getSnapshot())).toMatchObject({
      published: true,
      imageError: { message: 'Immagine troppo grande.' },
    })
  })

  it('keeps the text after a refusal: the field messages, the server’s word, or no answer at all', async () => {
    let answer: unknown = refusals.fields('link_url', 'Link non valido.')
    const { actor, published } = start(async () => Promise.reject(answer))
    actor.send({ type: 'composer.text', text: 'Ciao' })
    actor.send({ type: 'composer.submit' })
    await editing(actor)
    expect(composerView(actor.getSnapshot())).toMatchObject({
      text: 'Ciao',
      fieldErrors: { link_url: 'Link non valido.' },
      failure: null,
    })
    answer = refusals.conflict
    actor.send({ type: 'composer.submit' })
    await editing(actor)
    expect(composerView(actor.getSnapshot()).failure).toEqual({
      kind: 'refused',
      message: 'Il corso è già in revisione.',
    })
    answer = refusals.network
    actor.send({ type: 'composer.submit' })
    await editing(actor)
    expect(composerView(actor.getSnapshot()).failure).toEqual({ kind: 'network' })
    expect(published).toEqual([])
  })
})
