/**
 * Where the bytes of video uploads wait to be processed: DATA_DIR/uploads (@tus/file-store), or the
 * S3 bucket when S3_* is set (@tus/s3-store).
 */
import path from 'node:path'
import { DeleteObjectsCommand, S3Client } from '@aws-sdk/client-s3'
import { FileStore } from '@tus/file-store'
import { S3Store } from '@tus/s3-store'
import type { DataStore } from '@tus/utils'
import type { FastifyInstance } from 'fastify'

/** An unfinished upload is kept this long after its last byte, then cleaned (UPLOAD_CLEANUP_QUEUE). */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000

export interface UploadStore {
  kind: 'disk' | 's3'
  /** The file store's directory (disk only). */
  directory: string
  datastore: DataStore & { read(id: string): Promise<NodeJS.ReadableStream> | NodeJS.ReadableStream }
  /** Deletes a finished upload's bytes once they are packaged (never throws). */
  discard(id: string): Promise<void>
}

export function uploadStore(app: FastifyInstance): UploadStore {
  const directory = path.resolve(app.config.dataDir, 'uploads')
  const { s3 } = app.config
  if (s3) {
    const datastore = new S3Store({
      partSize: 8 * 1024 * 1024,
      expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
      s3ClientConfig: {
        bucket: s3.bucket,
        region: s3.region,
        endpoint: s3.endpoint,
        forcePathStyle: s3.forcePathStyle,
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
        // checksums only where S3 asks for them: the SDK's default sends streamed parts as
        // aws-chunked bodies with trailing checksums, which several S3-compatible stores keep as bytes
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    })
    // The store's remove() aborts the multipart upload first, which S3 refuses once it is complete
    // (NoSuchUpload), and then gives up before deleting anything: the objects go here instead.
    const client = new S3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: s3.forcePathStyle,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    })
    app.addHook('onClose', async () => client.destroy())
    const discard = async (id: string) => {
      await client
        .send(
          new DeleteObjectsCommand({
            Bucket: s3.bucket,
            Delete: { Objects: [{ Key: id }, { Key: `${id}.info` }, { Key: `${id}.part` }] },
          }),
        )
        .catch((error: unknown) => app.log.warn({ err: error, upload: id }, 'upload objects not deleted'))
    }
    return { kind: 's3', directory, datastore: datastore as UploadStore['datastore'], discard }
  }
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS })
  return {
    kind: 'disk',
    directory,
    datastore: datastore as unknown as UploadStore['datastore'],
    discard: (id) => datastore.remove(id).catch(() => {}),
  }
}
