/** Issue 35: "Pubblica un annuncio" is offered to every role the API lets publish a listing, and to no other. */
import { describe, expect, it } from 'vitest'
import { createJobListing } from '../../../contracts/jobs/endpoints'
import manifest from './manifest'
import { canPublishListings, POSTER_ROLES } from './posters'

describe('who is offered to publish a listing', () => {
  it('is who POST /api/my/job-listings lets create one', () => {
    expect([...POSTER_ROLES].sort()).toEqual([...createJobListing.auth].sort())
  })

  it('puts "Pubblica un annuncio" in the menu of each of them', () => {
    const entry = manifest.sidebar.find((item) => item.route === 'joblistings-manage-create')
    expect(entry?.roles).toEqual(POSTER_ROLES)
    expect(entry?.label?.message ?? entry?.label?.id).toBe('Pubblica un annuncio')
  })

  it('shows the own listings and their create link to posters only', () => {
    expect(canPublishListings(['trainer'])).toBe(true)
    expect(canPublishListings(['hr'])).toBe(true)
    expect(canPublishListings(['student'])).toBe(false)
    expect(canPublishListings(['admin'])).toBe(false)
    expect(canPublishListings(null)).toBe(false)
  })
})
