/**
 * The feed's composer (issue 17): text and an optional link, whose preview the server fetches
 * while the author writes (GET /api/feed/url-preview, guarded and cached there). Publishing needs
 * the `posts` feature: without it the composer explains why and links to the extra features.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef } from 'react'
import { SOCIAL_LIMITS, type Post } from '../../../../../contracts/social/schemas'
import { RouteLink } from '../../../../shared/lib/routing'
import { Button } from '../../../../shared/ui/button'
import { Icon } from '../../../../shared/ui/icon'
import { useComposer } from '../../actors'
import { PreviewImage } from './preview-image'

export function PostsFeatureOff() {
  return (
    <section className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:p-5">
      <h2 className="font-semibold">
        <Trans>Per pubblicare serve la funzione «Post»</Trans>
      </h2>
      <p className="mt-1 text-sm">
        <Trans>
          Puoi leggere il feed, reagire e commentare. Per scrivere post tuoi attiva la funzione «Post» tra le
          funzioni extra.
        </Trans>
      </p>
      <RouteLink
        name="extra-features"
        className="mt-3 inline-flex items-center gap-1 font-semibold text-amber-950 underline"
      >
        <Trans>Vai alle funzioni extra</Trans>
      </RouteLink>
    </section>
  )
}

export function Composer({ onPublished }: { onPublished: (post: Post) => void }) {
  const { t } = useLingui()
  const textId = useId()
  const linkId = useId()
  const imageId = useId()
  // machines/composer and machines/link-preview with the real calls (../../actors.ts)
  const composer = useComposer(onPublished)
  const { view, preview } = composer
  const { text, link } = view
  const errors = {
    text: view.missingText ? t`Scrivi il testo del post.` : view.fieldErrors.text,
    link_url: view.fieldErrors.link_url,
    file: view.imageError
      ? (view.imageError.message ?? t`Immagine non caricata: il post è pubblicato senza.`)
      : undefined,
    form: !view.failure
      ? undefined
      : view.failure.kind === 'network'
        ? t`Post non pubblicato: controlla la connessione e riprova.`
        : (view.failure.message ?? t`Post non pubblicato.`),
  }
  const status = view.published ? t`Post pubblicato.` : ''
  const busy = view.busy
  const publish = composer.submit
  // the file input empties once its image went with a post (or was refused)
  const fileInput = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (view.imageFor !== null && fileInput.current) fileInput.current.value = ''
  }, [view.imageFor])

  return (
    <form
      aria-label={t`Nuovo post`}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      onSubmit={(event) => {
        event.preventDefault()
        publish()
      }}
    >
      <label htmlFor={textId} className="block text-sm font-medium text-slate-900">
        <Trans>Condividi qualcosa con la tua rete</Trans>
      </label>
      <textarea
        id={textId}
        value={text}
        rows={3}
        maxLength={SOCIAL_LIMITS.postMax}
        placeholder={t`A cosa stai lavorando? Menziona qualcuno con @indirizzo-profilo.`}
        aria-invalid={errors.text ? true : undefined}
        aria-describedby={errors.text ? `${textId}-error` : undefined}
        onChange={(event) => composer.setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault()
            publish()
          }
        }}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900"
      />
      {errors.text && (
        <p id={`${textId}-error`} className="text-sm text-red-700">
          {errors.text}
        </p>
      )}
      <div>
        <label htmlFor={linkId} className="block text-sm font-medium text-slate-900">
          <Trans>Link (facoltativo)</Trans>
        </label>
        <input
          id={linkId}
          type="url"
          value={link}
          maxLength={SOCIAL_LIMITS.urlMax}
          placeholder="https://"
          aria-invalid={errors.link_url ? true : undefined}
          onChange={(event) => composer.setLink(event.target.value)}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900"
        />
        {errors.link_url && <p className="mt-1 text-sm text-red-700">{errors.link_url}</p>}
        <div aria-live="polite" className="mt-2">
          {preview === 'loading' && (
            <p className="text-sm text-slate-600">
              <Trans>Anteprima del link…</Trans>
            </p>
          )}
          {preview && preview !== 'loading' && (
            <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
              <PreviewImage preview={preview} />
              <p className="font-semibold text-slate-900">{preview.title ?? preview.url}</p>
              {preview.description && <p className="mt-1 text-sm text-slate-700">{preview.description}</p>}
            </div>
          )}
        </div>
      </div>
      <div>
        <label htmlFor={imageId} className="block text-sm font-medium text-slate-900">
          <Trans>Immagine (facoltativa: JPEG, PNG o WebP, al massimo 10 MB)</Trans>
        </label>
        <input
          ref={fileInput}
          id={imageId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => composer.setImage(event.target.files?.[0] ?? null)}
          className="mt-1 block w-full text-sm text-slate-700"
        />
        {errors.file && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {errors.file}
          </p>
        )}
      </div>
      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs text-slate-600">
          {text.length}/{SOCIAL_LIMITS.postMax}
        </p>
        <Button type="submit" disabled={busy}>
          <Icon type="plus" size="sm" />
          <Trans>Pubblica</Trans>
        </Button>
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
    </form>
  )
}
