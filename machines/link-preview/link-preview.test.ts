import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { preview } from '../composer/fixtures'
import { linkPreviewMachine, linkPreviewView } from './index'

describe('link preview journeys', () => {
  it('asks once the author stops typing, and only for the last link', async () => {
    vi.useFakeTimers()
    try {
      const asked: string[] = []
      const actor = createActor(
        linkPreviewMachine.provide({
          actors: {
            fetchPreview: fromPromise<typeof preview | null, { url: string }>(async ({ input }) => {
              asked.push(input.url)
              return { ...preview, url: input.url }
            }),
          },
        }),
      ).start()
      actor.send({ type: 'link.change', link: 'https://aula.it/c' })
      await vi.advanceTimersByTimeAsync(300)
      actor.send({ type: 'link.change', link: 'https://aula.it/corsi' })
      await vi.advanceTimersByTimeAsync(599)
      expect(asked).toEqual([])
      expect(linkPreviewView(actor.getSnapshot())).toBeNull()
      await vi.advanceTimersByTimeAsync(1)
      expect(linkPreviewView(actor.getSnapshot())).toEqual({ ...preview, url: 'https://aula.it/corsi' })
      expect(asked).toEqual(['https://aula.it/corsi'])
      actor.send({ type: 'link.change', link: '' })
      expect(linkPreviewView(actor.getSnapshot())).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })
})
