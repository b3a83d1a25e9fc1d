/**
 * Where the bytes of uploaded media live: under DATA_DIR/media by default, in an S3-compatible
 * bucket when S3_* is configured. Only the bytes: the `media` table stays the index of what exists
 * and who owns it, so both storages are reached by the random stored name alone.
 */
import { createReadStream } from 'node:fs'
import { mkdir, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import type { Config } from '../../core/config.ts'
import type { S3Config } from './config.ts'

export interface MediaStorage {
  readonly kind: 'disk' | 's3'
  put(name: string, data: Buffer, mime: string): Promise<void>
  /** The file's bytes as a stream, or null when nothing is stored under the name. */
  get(name: string): Promise<Readable | null>
  /** Removes the file; a name that is already gone is not an error. */
  remove(name: string): Promise<void>
}

export function diskStorage(dataDir: string): MediaStorage {
  const dir = path.resolve(dataDir, 'media')
  return {
    kind: 'disk',
    async put(name, data) {
      await mkdir(dir, { recursive: true })
      await writeFile(path.join(dir, name), data)
    },
    async get(name) {
      const file = path.join(dir, name)
      try {
        if (!(await stat(file)).isFile()) return null
      } catch {
        return null
      }
      return createReadStream(file)
    },
    async remove(name) {
      await rm(path.join(dir, name), { force: true })
    },
  }
}

/** Objects are kept under `media/` so the bucket may be shared with other uses. */
const KEY_PREFIX = 'media/'

export function s3Storage(config: S3Config): MediaStorage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  })
  const key = (name: string) => `${KEY_PREFIX}${name}`
  return {
    kind: 's3',
    async put(name, data, mime) {
      await client.send(
        new PutObjectCommand({ Bucket: config.bucket, Key: key(name), Body: data, ContentType: mime }),
      )
    },
    async get(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key(name) }))
        return (object.Body as Readable | undefined) ?? null
      } catch (error) {
        if (error instanceof NoSuchKey) return null
        throw error
      }
    },
    async remove(name) {
      // S3 answers a delete of a missing key with success, as the disk's `rm --force` does.
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key(name) }))
    },
  }
}

export const storageFor = (config: Pick<Config, 'dataDir' | 's3'>): MediaStorage =>
  config.s3 ? s3Storage(config.s3) : diskStorage(config.dataDir)
