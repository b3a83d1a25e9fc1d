/**
 * Uploaded videos to HLS (issue 15): ffprobe decides whether the bytes are a video at all (the
 * file name and the announced type are not trusted), then one ffmpeg run encodes two or three
 * renditions (360p always, 720p and 1080p when the source has them) behind a master playlist,
 * reporting progress as a percentage of the duration; a poster frame is taken last. Everything is
 * written beside the destination and renamed into place, so a reader never sees half a package.
 */
import { spawn } from 'node:child_process'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { runFfmpeg } from './hls.ts'

const require = createRequire(import.meta.url)

/** FFPROBE_PATH, else the static build @ffprobe-installer ships for this platform. */
export function ffprobeBinary(configured: string | undefined): string {
  if (configured) return configured
  return (require('@ffprobe-installer/ffprobe') as { path: string }).path
}

/** Why a video cannot be processed; `reason` is a key of the studio's messages. */
export class VideoRejected extends Error {
  constructor(
    readonly reason: 'not_video' | 'corrupt' | 'too_long',
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`)
    this.name = 'VideoRejected'
  }
}

export interface Probe {
  durationSeconds: number
  width: number
  height: number
  hasAudio: boolean
}

/** Formats ffprobe reads from a single picture: an image is not a lesson video. */
const IMAGE_FORMATS = /(^|,)(image2|png_pipe|jpeg_pipe|webp_pipe|gif|bmp_pipe|tiff_pipe|svg_pipe)(,|$)/

/** The longest lesson a video may be (12 hours). */
const MAX_DURATION_SECONDS = 12 * 60 * 60

/** Inspects `file` with ffprobe: a video stream with a size and a positive duration, or VideoRejected. */
export function probeVideo(binary: string, file: string): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, [
      '-v',
      'error',
      '-print_format',
      'json',
      '-show_format',
      '-show_streams',
      file,
    ])
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-2000)))
    child.on('error', (error) => reject(new Error(`ffprobe could not start: ${error.message}`)))
    child.on('close', (code) => {
      if (code !== 0)
        return reject(new VideoRejected('not_video', err.trim() || `ffprobe exited with ${code}`))
      try {
        const info = JSON.parse(out) as {
          streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[]
          format?: { duration?: string; format_name?: string }
        }
        const video = info.streams?.find(
          (stream) => stream.codec_type === 'video' && stream.width && stream.height,
        )
        const format = info.format?.format_name ?? ''
        if (!video || IMAGE_FORMATS.test(format))
          return reject(new VideoRejected('not_video', `no video stream (format ${format || 'unknown'})`))
        const duration = Number(info.format?.duration ?? video.duration)
        if (!Number.isFinite(duration) || duration <= 0)
          return reject(new VideoRejected('corrupt', 'the video has no duration'))
        if (duration > MAX_DURATION_SECONDS)
          return reject(new VideoRejected('too_long', `${Math.round(duration)} s`))
        resolve({
          durationSeconds: duration,
          width: video.width!,
          height: video.height!,
          hasAudio: info.streams!.some((stream) => stream.codec_type === 'audio'),
        })
      } catch (error) {
        reject(new VideoRejected('corrupt', `unreadable ffprobe answer: ${(error as Error).message}`))
      }
    })
  })
}

export interface Rendition {
  height: number
  videoBitrate: string
  maxrate: string
  bufsize: string
}

const LADDER: Rendition[] = [
  { height: 360, videoBitrate: '800k', maxrate: '856k', bufsize: '1200k' },
  { height: 720, videoBitrate: '2800k', maxrate: '2996k', bufsize: '4200k' },
  { height: 1080, videoBitrate: '5000k', maxrate: '5350k', bufsize: '7500k' },
]

/** 360p always (the source's own height when smaller), 720p and 1080p when the source reaches them. */
export function renditionsFor(sourceHeight: number): Rendition[] {
  const [low, ...higher] = LADDER
  const first = { ...low, height: Math.min(low.height, sourceHeight - (sourceHeight % 2)) }
  return [first, ...higher.filter((rendition) => sourceHeight >= rendition.height)]
}

const ENCODE = [
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-pix_fmt',
  'yuv420p',
  '-profile:v',
  'main',
  // a keyframe every 2 s at any frame rate, so every segment starts with one
  '-force_key_frames',
  'expr:gte(t,n_forced*2)',
  '-sc_threshold',
  '0',
]
const AUDIO_BITRATE = 128_000

/**
 * The ffmpeg arguments that encode `input` into `outDir`: the source is decoded once and split,
 * each rendition is its own HLS output (r0.m3u8 + r0_000.ts…). One output per rendition rather
 * than -var_stream_map, which the bundled ffmpeg build crashes on.
 */
export function renditionArgs(input: string, outDir: string, probe: Probe): string[] {
  const renditions = renditionsFor(probe.height)
  const split = `[0:v]split=${renditions.length}${renditions.map((_, i) => `[s${i}]`).join('')}`
  const scales = renditions.map((r, i) => `[s${i}]scale=-2:${r.height}[v${i}]`)
  const args = ['-y', '-i', input, '-filter_complex', [split, ...scales].join(';')]
  renditions.forEach((r, i) => {
    args.push('-map', `[v${i}]`)
    if (probe.hasAudio) args.push('-map', '0:a:0', '-c:a', 'aac', '-b:a', '128k', '-ac', '2')
    args.push(...ENCODE, '-b:v', r.videoBitrate, '-maxrate', r.maxrate, '-bufsize', r.bufsize)
    args.push(
      '-f',
      'hls',
      '-hls_time',
      '2',
      '-hls_playlist_type',
      'vod',
      '-hls_segment_filename',
      path.join(outDir, `r${i}_%03d.ts`),
      path.join(outDir, `r${i}.m3u8`),
    )
  })
  return args
}

/** The master playlist naming each rendition with its bandwidth and size, the lowest first. */
export function masterPlaylist(probe: Probe): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS']
  renditionsFor(probe.height).forEach((r, i) => {
    const width = Math.round((probe.width * r.height) / probe.height / 2) * 2
    const bandwidth = Math.round(parseInt(r.maxrate, 10) * 1000 + (probe.hasAudio ? AUDIO_BITRATE : 0))
    const codecs = probe.hasAudio ? 'avc1.4d401f,mp4a.40.2' : 'avc1.4d401f'
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},RESOLUTION=${width}x${r.height},CODECS="${codecs}"`,
      `r${i}.m3u8`,
    )
  })
  return `${lines.join('\n')}\n`
}

/**
 * Transcodes `input` into `outDir` (renditions, master playlist, poster.jpg). `onProgress` gets
 * whole percentages 0–99 as ffmpeg writes; the caller marks 100 when it has recorded the result.
 */
export async function transcodeToHls(
  ffmpeg: string,
  input: string,
  outDir: string,
  probe: Probe,
  onProgress: (percent: number) => void = () => {},
): Promise<void> {
  const partial = `${outDir}.partial-${process.pid}-${Date.now()}`
  await rm(partial, { recursive: true, force: true })
  await mkdir(partial, { recursive: true })
  try {
    let last = -1
    await runFfmpeg(ffmpeg, renditionArgs(input, partial, probe), (seconds) => {
      const percent = Math.min(99, Math.floor((seconds / probe.durationSeconds) * 100))
      if (percent > last) {
        last = percent
        onProgress(percent)
      }
    })
    await writeFile(path.join(partial, 'index.m3u8'), masterPlaylist(probe))
    const at = Math.min(1, probe.durationSeconds / 2).toFixed(2)
    await runFfmpeg(ffmpeg, [
      '-y',
      '-ss',
      at,
      '-i',
      input,
      '-frames:v',
      '1',
      '-vf',
      'scale=-2:360',
      '-q:v',
      '4',
      path.join(partial, 'poster.jpg'),
    ])
    await rm(outDir, { recursive: true, force: true })
    await rename(partial, outDir)
  } catch (error) {
    await rm(partial, { recursive: true, force: true })
    throw error
  }
}
