import { describe, expect, it } from 'vitest'
import { createIdentityProviders, facebookProvider, googleProvider } from './providers.ts'

/** A stand-in for the providers' HTTPS endpoints: answers by URL path, records what was asked. */
function fakeFetch(routes: Record<string, unknown>) {
  const calls: URL[] = []
  const fetcher = (async (input: string | URL | Request) => {
    const url = new URL(String(input))
    calls.push(url)
    const body = routes[url.pathname]
    return new Response(JSON.stringify(body ?? { error: 'nope' }), { status: body ? 200 : 400 })
  }) as typeof fetch
  return { fetcher, calls }
}

describe('facebookProvider', () => {
  it('checks the token was issued to this app, then reads the profile', async () => {
    const { fetcher, calls } = fakeFetch({
      '/debug_token': { data: { is_valid: true, app_id: '123' } },
      '/me': { id: '42', email: 'a@b.it', first_name: 'Ada', last_name: 'Lovelace' },
    })
    const profile = await facebookProvider('123', 'secret', fetcher).verify('user-token')
    expect(profile).toEqual({ id: '42', email: 'a@b.it', first_name: 'Ada', last_name: 'Lovelace' })
    expect(calls[0].searchParams.get('access_token')).toBe('123|secret')
    expect(calls[0].searchParams.get('input_token')).toBe('user-token')
  })

  it('refuses a token of another app', async () => {
    const { fetcher } = fakeFetch({ '/debug_token': { data: { is_valid: true, app_id: '999' } } })
    expect(await facebookProvider('123', 'secret', fetcher).verify('t')).toBeNull()
  })
})

describe('googleProvider', () => {
  it('accepts an ID token for this client and keeps only a verified address', async () => {
    const verified = fakeFetch({
      '/tokeninfo': {
        aud: 'client',
        sub: '7',
        email: 'g@b.it',
        email_verified: 'true',
        given_name: 'G',
        family_name: 'H',
      },
    })
    expect(await googleProvider('client', verified.fetcher).verify('id')).toEqual({
      id: '7',
      email: 'g@b.it',
      first_name: 'G',
      last_name: 'H',
    })
    const unverified = fakeFetch({
      '/tokeninfo': { aud: 'client', sub: '7', email: 'g@b.it', email_verified: 'false' },
    })
    expect((await googleProvider('client', unverified.fetcher).verify('id'))?.email).toBeNull()
    const other = fakeFetch({ '/tokeninfo': { aud: 'someone-else', sub: '7' } })
    expect(await googleProvider('client', other.fetcher).verify('id')).toBeNull()
  })
})

describe('createIdentityProviders', () => {
  it('builds only the configured providers', () => {
    expect(createIdentityProviders({ facebook: undefined, google: undefined })).toEqual({
      facebook: undefined,
      google: undefined,
    })
    const both = createIdentityProviders({
      facebook: { appId: 'a', appSecret: 'b' },
      google: { clientId: 'c', clientSecret: 'd' },
    })
    expect(both.facebook).toBeDefined()
    expect(both.google).toBeDefined()
  })
})
