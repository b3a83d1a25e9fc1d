import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithApp } from '../../../../shared/testing/render'
import { PostCard } from './post-card'
import { PreviewImage } from './preview-image'

afterEach(cleanup)

const preview = {
  url: 'https://example.com/articolo',
  title: 'Un articolo',
  description: 'Di prova',
  image_url: `/media/previews/preview-${'a'.repeat(64)}.webp`,
}

describe('a link preview’s image', { timeout: 30_000 }, () => {
  it('is our stored copy, in a fixed 1.91:1 box, with alt text in both languages', async () => {
    await renderWithApp(<PreviewImage preview={preview} />)
    const image = screen.getByRole('img', { name: 'Immagine dell’anteprima: Un articolo' })
    expect(image.getAttribute('src')).toBe(preview.image_url)
    expect(image.getAttribute('width')).toBe('600')
    expect(image.getAttribute('height')).toBe('315')
    expect(image.parentElement?.className).toContain('aspect-[40/21]')
    cleanup()
    await renderWithApp(<PreviewImage preview={{ ...preview, title: null }} />, { locale: 'en' })
    expect(screen.getByRole('img', { name: 'Preview image of example.com' })).toBeTruthy()
  })

  it('is left out when the preview has none', async () => {
    const { container } = await renderWithApp(<PreviewImage preview={{ ...preview, image_url: null }} />)
    expect(container.querySelector('img')).toBeNull()
  })

  it('is shown in a post’s link card', async () => {
    const author = { id: 1, slug: 'ada', full_name: 'Ada Rossi', avatar_url: null }
    await renderWithApp(
      <PostCard
        post={{
          id: 1,
          author,
          text: 'Leggete',
          link_url: preview.url,
          image_url: null,
          preview,
          pinned: false,
          hidden: false,
          counts: {
            post_id: 1,
            reactions: { like: 0, love: 0, clap: 0, insightful: 0, laugh: 0 },
            reactions_total: 0,
            comments: 0,
          },
          my_reaction: null,
          is_mine: false,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        }}
        onChange={() => {}}
        onDeleted={() => {}}
      />,
    )
    const link = screen.getByRole('link', { name: /Un articolo/ })
    expect(link.querySelector('img')?.getAttribute('src')).toBe(preview.image_url)
  })
})
