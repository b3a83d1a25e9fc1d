/**
 * The media area's settings (issue 33: each area declares its own, server/core/config-area.ts):
 * S3-compatible storage for uploads, the ffmpeg/ffprobe that package videos and their limits, the
 * tus uploads' sizes and quotas, the demo videos' cache.
 */
import * as v from 'valibot'
import { defineAreaConfig, nonEmpty, optionalText, url, zeroOrOne } from '../../core/config-area.ts'

export interface S3Config {
  endpoint: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  region: string
  /** Bucket in the path (MinIO, s3rver, most S3-compatible services) instead of the host name. */
  forcePathStyle: boolean
}

declare module '../../core/config.ts' {
  interface Config {
    /** S3-compatible storage for uploaded media, when all of S3_* is set; DATA_DIR/media otherwise. */
    s3: S3Config | undefined
    /** The ffmpeg that packages lesson videos (FFMPEG_PATH); unset: /usr/bin/ffmpeg, else `ffmpeg` on PATH. */
    ffmpegPath: string | undefined
    /** The ffprobe that inspects uploaded videos (FFPROBE_PATH); unset: /usr/bin/ffprobe, else on PATH. */
    ffprobePath: string | undefined
    /** What one ffmpeg/ffprobe run may use: address space (FFMPEG_MEMORY_MB) and wall-clock time (FFMPEG_MAX_SECONDS). */
    videoLimits: { memoryMb: number; maxSeconds: number; nice: number }
    /** The largest video a tus upload may announce (UPLOAD_MAX_BYTES, default 5 GiB). */
    uploadMaxBytes: number
    /** Per user: bytes of unfinished uploads (UPLOAD_QUOTA_PENDING_BYTES) and of videos kept (UPLOAD_QUOTA_STORED_BYTES). */
    uploadQuota: { pendingBytes: number; storedBytes: number }
    /**
     * Where generated demo videos are kept across data directories (VIDEO_CACHE_DIR), so a new
     * DATA_DIR (a test, a fresh start) reuses them instead of encoding again.
     */
    videoCacheDir: string
  }
}

const bytesVariable = v.pipe(
  v.string(),
  v.regex(/^\d{1,15}$/, 'must be a number of bytes'),
  v.toNumber(),
  v.minValue(1, 'must be at least 1'),
)

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const

export default defineAreaConfig({
  variables: [
    {
      name: 'S3_ENDPOINT',
      default: '(unset)',
      description:
        'http(s):// address of S3-compatible storage (AWS S3, MinIO, …); with S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (all four or none) uploaded media go there instead of DATA_DIR/media.',
    },
    { name: 'S3_BUCKET', default: '(unset)', description: 'Bucket of the uploaded media (it must exist).' },
    { name: 'S3_ACCESS_KEY_ID', default: '(unset)', description: 'Access key id for S3_ENDPOINT.' },
    { name: 'S3_SECRET_ACCESS_KEY', default: '(unset)', description: 'Secret access key for S3_ENDPOINT.' },
    { name: 'S3_REGION', default: 'us-east-1', description: 'Region the S3 requests are signed for.' },
    {
      name: 'FFMPEG_PATH',
      default: '/usr/bin/ffmpeg',
      description:
        'ffmpeg used to package lesson videos as HLS (Debian’s `ffmpeg` package, of the same version as FFPROBE_PATH); unset: /usr/bin/ffmpeg when present, else `ffmpeg` on PATH.',
    },
    {
      name: 'FFPROBE_PATH',
      default: '/usr/bin/ffprobe',
      description:
        'ffprobe used to inspect uploaded videos before transcoding; unset: /usr/bin/ffprobe when present, else `ffprobe` on PATH.',
    },
    {
      name: 'FFMPEG_MEMORY_MB',
      default: '3072',
      description:
        'Address space one ffmpeg or ffprobe run may take (prlimit --as, where util-linux’s prlimit is installed); a run past it fails.',
    },
    {
      name: 'FFMPEG_NICE',
      default: '10',
      description:
        'Niceness of every ffmpeg/ffprobe run (0–19): transcoding yields the CPU to the API; 0 runs it at the server’s priority.',
    },
    {
      name: 'FFMPEG_MAX_SECONDS',
      default: '21600',
      description:
        'Wall-clock limit of one transcoding (killed past it); each run’s own limit is 120 s + 3 × the video’s duration, at most this.',
    },
    {
      name: 'UPLOAD_MAX_BYTES',
      default: '5368709120',
      description: 'The largest lesson video a resumable (tus) upload may announce, in bytes (5 GiB).',
    },
    {
      name: 'UPLOAD_QUOTA_PENDING_BYTES',
      default: '10737418240',
      description:
        'Per user: the bytes their unfinished video uploads may announce together (10 GiB); past it a new upload answers 413 with the figures.',
    },
    {
      name: 'UPLOAD_QUOTA_STORED_BYTES',
      default: '53687091200',
      description:
        'Per user: the bytes of their uploaded videos kept (played, processing, or failed and retryable) plus unfinished ones (50 GiB); past it a new upload answers 413.',
    },
    {
      name: 'VIDEO_CACHE_DIR',
      default: 'node_modules/.cache/aula-video',
      description:
        'Demo lesson videos, generated once with ffmpeg and shared by every DATA_DIR (tests and fresh starts reuse them).',
    },
    {
      name: 'S3_FORCE_PATH_STYLE',
      default: '1',
      description:
        '1 puts the bucket in the path (MinIO and most S3-compatible services); 0 in the host name (AWS S3 virtual-hosted style).',
    },
  ],
  entries: {
    S3_ENDPOINT: url(/^https?:\/\//, 'http:// or https://'),
    S3_BUCKET: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
        ),
      ),
    ),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_REGION: nonEmpty('us-east-1'),
    S3_FORCE_PATH_STYLE: zeroOrOne('1'),
    FFMPEG_PATH: optionalText,
    FFPROBE_PATH: optionalText,
    FFMPEG_MEMORY_MB: v.optional(
      v.pipe(v.string(), v.regex(/^\d{1,7}$/, 'must be a number of MB'), v.toNumber(), v.minValue(64)),
      '3072',
    ),
    FFMPEG_NICE: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,2}$/, 'must be 0 to 19'),
        v.toNumber(),
        v.maxValue(19, 'must be 0 to 19'),
      ),
      '10',
    ),
    FFMPEG_MAX_SECONDS: v.optional(
      v.pipe(v.string(), v.regex(/^\d{1,7}$/, 'must be a number of seconds'), v.toNumber(), v.minValue(1)),
      '21600',
    ),
    UPLOAD_MAX_BYTES: v.optional(bytesVariable, '5368709120'),
    UPLOAD_QUOTA_PENDING_BYTES: v.optional(bytesVariable, '10737418240'),
    UPLOAD_QUOTA_STORED_BYTES: v.optional(bytesVariable, '53687091200'),
    VIDEO_CACHE_DIR: nonEmpty('node_modules/.cache/aula-video'),
  },
  build: (env, { problems }) => {
    // Half an S3 configuration would quietly keep the uploads on the local disk (or fail on the
    // first one): name what is missing instead.
    const missing = S3_REQUIRED.filter((name) => env[name] === undefined)
    if (missing.length > 0 && missing.length < S3_REQUIRED.length)
      problems.push(
        `${missing.join(', ')} must be set too: S3 media storage needs ${S3_REQUIRED.join(', ')} (all of them, or none for DATA_DIR/media)`,
      )
    return {
      s3:
        env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? {
              endpoint: env.S3_ENDPOINT.replace(/\/+$/, ''),
              bucket: env.S3_BUCKET,
              accessKeyId: env.S3_ACCESS_KEY_ID,
              secretAccessKey: env.S3_SECRET_ACCESS_KEY,
              region: env.S3_REGION,
              forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
            }
          : undefined,
      ffmpegPath: env.FFMPEG_PATH,
      ffprobePath: env.FFPROBE_PATH,
      videoLimits: {
        memoryMb: env.FFMPEG_MEMORY_MB,
        maxSeconds: env.FFMPEG_MAX_SECONDS,
        nice: env.FFMPEG_NICE,
      },
      uploadMaxBytes: env.UPLOAD_MAX_BYTES,
      uploadQuota: {
        pendingBytes: env.UPLOAD_QUOTA_PENDING_BYTES,
        storedBytes: env.UPLOAD_QUOTA_STORED_BYTES,
      },
      videoCacheDir: env.VIDEO_CACHE_DIR,
    }
  },
})
