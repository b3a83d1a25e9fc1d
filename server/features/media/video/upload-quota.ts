/**
 * Upload quotas (issue 32): per user, the bytes their unfinished uploads announce (`pending`,
 * UPLOAD_QUOTA_PENDING_BYTES) and the bytes their videos keep on the server plus those
 * (`stored` + `pending`, UPLOAD_QUOTA_STORED_BYTES). A video keeps its upload's size while it waits,
 * is processed or has failed (its bytes are kept for a retry), and once ready while a target still
 * plays it (a lesson, a course, a profile: each asked through the condition its area registers,
 * targets.ts); a replaced or removed one no longer counts. Unfinished
 * uploads expire as before (UPLOAD_EXPIRY_MS), which gives their bytes back.
 *
 * A new upload is checked and recorded in one transaction holding an advisory lock on the user,
 * so forty parallel creations cannot all fit in the room one of them had.
 */
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Locale } from '../../../../contracts/core/constants.ts'
import type { UploadQuota } from '../../../../contracts/studio/schemas.ts'
import type { Db } from '../../../core/db/index.ts'
import { rowsOf } from '../../../core/db/sql.ts'
import { say } from '../messages.ts'
import { anyTargetPlays } from './targets.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** A number of bytes in GB (MB below one) for a message, in the locale's way: "2,5 GB". */
export function formatBytes(bytes: number, locale: Locale): string {
  const tag = locale === 'it' ? 'it-IT' : 'en-GB'
  const gb = bytes / 1024 ** 3
  if (gb >= 1) return `${new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(gb)} GB`
  const mb = bytes / 1024 ** 2
  if (mb >= 1)
    return `${new Intl.NumberFormat(tag, { maximumFractionDigits: mb < 10 ? 1 : 0 }).format(mb)} MB`
  return bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} B`
}

/** What a user's uploads take today. */
export async function quotaUse(db: Db | Tx, userId: number): Promise<{ pending: number; stored: number }> {
  const [row] = await rowsOf<{ pending: string | number; stored: string | number }>(
    db as Db,
    sql`
      select
        coalesce(sum(u.size) filter (where u.status = 'uploading'), 0)::bigint as pending,
        coalesce(sum(u.size) filter (
          where u.status in ('uploaded', 'processing', 'failed')
             or (u.status = 'ready' and ${anyTargetPlays(sql`'hls/' || u.id`)})
        ), 0)::bigint as stored
      from video_uploads u
      where u.user_id = ${userId}`,
  )
  return { pending: Number(row?.pending ?? 0), stored: Number(row?.stored ?? 0) }
}

/** The quota as the studio shows it. */
export async function uploadQuota(app: FastifyInstance, userId: number): Promise<UploadQuota> {
  const use = await quotaUse(app.db, userId)
  return {
    pending_bytes: use.pending,
    pending_quota_bytes: app.config.uploadQuota.pendingBytes,
    stored_bytes: use.stored,
    stored_quota_bytes: app.config.uploadQuota.storedBytes,
    max_upload_bytes: app.config.uploadMaxBytes,
  }
}

/** A new upload that does not fit: 413 with the figures, in the caller's language. */
export class QuotaExceeded extends Error {
  readonly status_code = 413
  constructor(readonly body: string) {
    super(body)
    this.name = 'QuotaExceeded'
  }
}

/** Why an upload of `size` does not fit (the message with its figures), or null when it does. */
export function quotaProblem(
  use: { pending: number; stored: number },
  size: number,
  quota: { pendingBytes: number; storedBytes: number },
  locale: Locale,
): string | null {
  const bytes = (value: number) => formatBytes(value, locale)
  if (use.pending + size > quota.pendingBytes)
    return say('quotaPending', locale, {
      pending: bytes(use.pending),
      size: bytes(size),
      quota: bytes(quota.pendingBytes),
    })
  if (use.stored + use.pending + size > quota.storedBytes)
    return say('quotaStored', locale, {
      used: bytes(use.stored + use.pending),
      size: bytes(size),
      quota: bytes(quota.storedBytes),
    })
  return null
}

/**
 * Records a new upload of `size` for `userId` (`insert` writes its row) when it fits the user's
 * quotas, else throws QuotaExceeded. The check and the row are one transaction under the user's
 * advisory lock.
 */
export async function reserveUpload(
  app: FastifyInstance,
  userId: number,
  size: number,
  locale: Locale,
  insert: (tx: Tx) => Promise<unknown>,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload-quota:${userId}`}))`)
    const problem = quotaProblem(await quotaUse(tx, userId), size, app.config.uploadQuota, locale)
    if (problem) throw new QuotaExceeded(problem)
    await insert(tx)
  })
}
