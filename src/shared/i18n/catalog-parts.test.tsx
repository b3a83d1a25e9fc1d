/**
 * The catalog comes in parts (scripts/catalog-parts.ts): the shell's on start, an area's with the
 * first page of that area, and on a change of language the parts needed so far.
 */
import { I18nProvider } from '@lingui/react'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import routes from '../../../contracts/courses/routes'
import { defineManifest, lazyPage } from '../lib/manifest'
import { activateLocale, i18n } from '.'

const LEAD = 'Impara nuove competenze con i corsi dei nostri formatori.'
const lead = () => i18n._(generateMessageId(LEAD))

function Lead() {
  return <p>{lead()}</p>
}

describe('catalog parts', () => {
  it("loads an area's texts with its page, and keeps them across a change of language", async () => {
    await activateLocale('en')
    // the shell's part: the catalogue's title (a manifest's), not the catalogue page's own texts
    expect(i18n._(generateMessageId('Corsi'))).toBe('Courses')
    expect(lead()).not.toBe("Learn new skills with our trainers' courses.")

    const page = lazyPage(async () => ({ LeadPage: Lead }), 'LeadPage')
    defineManifest(routes, {
      pages: { courses: { title: { id: 'x' }, page }, 'course-slug': { title: { id: 'y' } } },
    })
    expect(page.area).toBe('courses')
    const Page = page
    render(
      <I18nProvider i18n={i18n}>
        <Suspense fallback={<p>…</p>}>
          <Page title="Courses" route={routes.routes[0]} params={{}} />
        </Suspense>
      </I18nProvider>,
    )
    expect((await screen.findByText(/^Learn new skills/)).textContent).toBe(
      "Learn new skills with our trainers' courses.",
    )

    await activateLocale('it')
    expect(lead()).toBe(LEAD)
  })
})
