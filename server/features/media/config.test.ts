import { describe, expect, it } from 'vitest'
import { ConfigError, CONFIG_VARIABLES, loadConfig } from '../../core/config.ts'
import mediaConfig from './config.ts'

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).problems
  }
  throw new Error('loadConfig accepted the environment')
}

describe('media configuration (config.ts)', () => {
  it('takes S3 media storage with all four S3 variables, or none, and names what is missing', () => {
    expect(loadConfig({}).s3).toBeUndefined()
    const s3 = {
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_BUCKET: 'aula-media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    }
    expect(loadConfig(s3).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'aula-media',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      forcePathStyle: true,
    })
    expect(loadConfig({ ...s3, S3_REGION: 'eu-south-1', S3_FORCE_PATH_STYLE: '0' }).s3).toMatchObject({
      region: 'eu-south-1',
      forcePathStyle: false,
    })
    expect(problemsOf({ S3_ENDPOINT: s3.S3_ENDPOINT, S3_BUCKET: s3.S3_BUCKET })).toEqual([
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set too: S3 media storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (all of them, or none for DATA_DIR/media)',
    ])
    expect(problemsOf({ ...s3, S3_ENDPOINT: 'minio:9000' })).toEqual([
      'S3_ENDPOINT must be a URL starting with http:// or https:// (got "minio:9000")',
    ])
    expect(problemsOf({ ...s3, S3_BUCKET: 'Aula_Media' })[0]).toMatch(/^S3_BUCKET must be a bucket name/)
    expect(problemsOf({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toEqual([
      'S3_FORCE_PATH_STYLE must be 0 or 1 (got "yes")',
    ])
    const names = CONFIG_VARIABLES.map((variable) => variable.name)
    for (const name of Object.keys(s3)) expect(names).toContain(name)
  })

  it('packages videos with the limits FFMPEG_* and UPLOAD_* give, refusing what is not a number in range', () => {
    expect(loadConfig({})).toMatchObject({
      ffmpegPath: undefined,
      ffprobePath: undefined,
      videoLimits: { memoryMb: 3072, maxSeconds: 21600, nice: 10 },
      uploadMaxBytes: 5368709120,
      uploadQuota: { pendingBytes: 10737418240, storedBytes: 53687091200 },
      videoCacheDir: 'node_modules/.cache/aula-video',
    })
    expect(
      loadConfig({ FFMPEG_PATH: ' /opt/ffmpeg ', FFMPEG_MEMORY_MB: '512', UPLOAD_QUOTA_STORED_BYTES: '100' }),
    ).toMatchObject({
      ffmpegPath: '/opt/ffmpeg',
      videoLimits: { memoryMb: 512 },
      uploadQuota: { storedBytes: 100 },
    })
    expect(
      problemsOf({
        FFMPEG_NICE: '30',
        FFMPEG_MAX_SECONDS: 'long',
        UPLOAD_MAX_BYTES: '0',
        UPLOAD_QUOTA_PENDING_BYTES: '1e9',
        VIDEO_CACHE_DIR: ' ',
      }),
    ).toEqual([
      'FFMPEG_NICE must be 0 to 19 (got 30)',
      'FFMPEG_MAX_SECONDS must be a number of seconds (got "long")',
      'UPLOAD_MAX_BYTES must be at least 1 (got 0)',
      'UPLOAD_QUOTA_PENDING_BYTES must be a number of bytes (got "1e9")',
      'VIDEO_CACHE_DIR must not be empty (got "")',
    ])
  })

  it('documents exactly the variables it reads', () => {
    expect(mediaConfig.variables.map((variable) => variable.name).sort()).toEqual(
      Object.keys(mediaConfig.entries).sort(),
    )
  })
})
