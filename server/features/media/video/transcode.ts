/**
 * Uploaded videos to HLS (issue 15): ffprobe decides whether the bytes are a video at all (the
 * file name and the announced type are not trusted) and one Aula accepts (issue 32: one video and
 * at most one audio stream of the codecs and containers below), then one ffmpeg run encodes two or three
 * renditions (360p always, 720p and 1080p when the source has them) behind a master playlist,
 * reporting progress as a percentage of the duration; a poster frame is taken last. Everything is
 * written beside the destination and renamed into place, so a reader never sees half a package.
 * Every run reads the upload through the `file` protocol and the probed demuxer only, within a
 * wall-clock, address-space and CPU limit (hls.ts runLimited).
 */
import { existsSync } from 'node:fs'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { DEFAULT_LIMITS, runFfmpeg, runLimited, type RunLimits } from './hls.ts'

/** FFPROBE_PATH, else Debian's /usr/bin/ffprobe when present, else `ffprobe` on PATH. */
export function ffprobeBinary(configured: string | undefined): string {
  if (configured) return configured
  return existsSync('/usr/bin/ffprobe') ? '/usr/bin/ffprobe' : 'ffprobe'
}

/** Why a video cannot be processed; `reason` is a key of the studio's messages (video_<reason>). */
export class VideoRejected extends Error {
  constructor(
    readonly reason: 'not_video' | 'corrupt' | 'too_long' | 'streams' | 'codec',
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
  /** The demuxer that read it (mov, matroska…): the transcoding is told to use it and no other. */
  demuxer: string
}

/** Formats ffprobe reads from a single picture: an image is not a lesson video. */
const IMAGE_FORMATS = /(^|,)(image2|png_pipe|jpeg_pipe|webp_pipe|gif|bmp_pipe|tiff_pipe|svg_pipe)(,|$)/

/**
 * The containers an upload may be, as ffmpeg's demuxers: MP4/MOV/3GP, Matroska/WebM, AVI, MPEG-TS
 * and MPEG-PS. No other demuxer opens an upload (a playlist, a concat list or an image sequence
 * could name other files), and no protocol but `file`.
 */
export const ALLOWED_DEMUXERS = ['mov', 'matroska', 'avi', 'mpegts', 'mpeg'] as const
const FORMAT_WHITELIST = 'mov,mp4,m4a,3gp,3g2,mj2,matroska,webm,avi,mpegts,mpeg'
/** The codecs the decoders may be asked for: what cameras, phones and editors export. */
export const ALLOWED_VIDEO_CODECS = new Set([
  'h264',
  'hevc',
  'vp8',
  'vp9',
  'av1',
  'mpeg4',
  'mpeg2video',
  'prores',
])
export const ALLOWED_AUDIO_CODECS = new Set([
  'aac',
  'mp3',
  'opus',
  'vorbis',
  'ac3',
  'eac3',
  'flac',
  'alac',
  'mp2',
  'pcm_s16le',
  'pcm_s16be',
  'pcm_s24le',
  'pcm_s24be',
  'pcm_f32le',
])

/** The input options every run on an upload gets: the file protocol only, the probed demuxer only. */
export function inputOptions(demuxer?: string): string[] {
  return [
    '-protocol_whitelist',
    'file',
    '-format_whitelist',
    FORMAT_WHITELIST,
    ...(demuxer ? ['-f', demuxer] : []),
  ]
}

/** The longest lesson a video may be (12 hours). */
const MAX_DURATION_SECONDS = 12 * 60 * 60
/** How long ffprobe may take over one file. */
const PROBE_SECONDS = 30

interface ProbedStream {
  codec_type?: string
  codec_name?: string
  width?: number
  height?: number
  duration?: string
}

/**
 * Inspects `file` with ffprobe: one video stream and at most one audio stream (data tracks, such
 * as a phone's timecode, are left alone) of the allowed codecs, in an allowed container, with a
 * size and a positive duration, or VideoRejected.
 */
export async function probeVideo(
  binary: string,
  file: string,
  limits: RunLimits = DEFAULT_LIMITS,
): Promise<Probe> {
  let out = ''
  const { code, stderr, timedOut } = await runLimited(
    binary,
    [
      '-v',
      'error',
      ...inputOptions(),
      '-print_format',
      'json',
      '-show_format',
      '-show_streams',
      `file:${file}`,
    ],
    { ...limits, seconds: Math.min(limits.seconds, PROBE_SECONDS) },
    (chunk) => {
      if (out.length < 4_000_000) out += chunk
    },
  )
  if (timedOut) throw new VideoRejected('corrupt', `ffprobe ran longer than ${PROBE_SECONDS} s`)
  if (code !== 0) throw new VideoRejected('not_video', stderr.trim() || `ffprobe exited with ${code}`)
  let info: { streams?: ProbedStream[]; format?: { duration?: string; format_name?: string } }
  try {
    info = JSON.parse(out) as typeof info
  } catch (error) {
    throw new VideoRejected('corrupt', `unreadable ffprobe answer: ${(error as Error).message}`)
  }
  const streams = info.streams ?? []
  const format = info.format?.format_name ?? ''
  const videos = streams.filter((stream) => stream.codec_type === 'video')
  const audios = streams.filter((stream) => stream.codec_type === 'audio')
  const video = videos[0]
  if (!video?.width || !video.height || IMAGE_FORMATS.test(format))
    throw new VideoRejected('not_video', `no video stream (format ${format || 'unknown'})`)
  const demuxer = ALLOWED_DEMUXERS.find((name) => format.split(',')[0] === name)
  if (!demuxer) throw new VideoRejected('not_video', `container ${format} is not accepted`)
  const others = streams.filter((stream) => !['video', 'audio', 'data'].includes(stream.codec_type ?? ''))
  if (videos.length !== 1 || audios.length > 1 || others.length > 0)
    throw new VideoRejected(
      'streams',
      `${videos.length} video, ${audios.length} audio, ${others.length} other streams`,
    )
  const codecs = [video, ...audios]
    .filter((stream) =>
      stream.codec_type === 'video'
        ? !ALLOWED_VIDEO_CODECS.has(stream.codec_name ?? '')
        : !ALLOWED_AUDIO_CODECS.has(stream.codec_name ?? ''),
    )
    .map((stream) => `${stream.codec_type} ${stream.codec_name ?? 'unknown'}`)
  if (codecs.length > 0) throw new VideoRejected('codec', `codec not accepted: ${codecs.join(', ')}`)
  const duration = Number(info.format?.duration ?? video.duration)
  if (!Number.isFinite(duration) || duration <= 0)
    throw new VideoRejected('corrupt', 'the video has no duration')
  if (duration > MAX_DURATION_SECONDS) throw new VideoRejected('too_long', `${Math.round(duration)} s`)
  return {
    durationSeconds: duration,
    width: video.width,
    height: video.height,
    hasAudio: audios.length === 1,
    demuxer,
  }
}

/** The wall-clock limit of transcoding a video of `seconds`: 120 s + 3 × its length, at most `max`. */
export function transcodeSeconds(durationSeconds: number, max: number): number {
  return Math.min(max, Math.ceil(120 + 3 * durationSeconds))
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
  const args = [
    '-y',
    ...inputOptions(probe.demuxer),
    '-i',
    `file:${input}`,
    '-filter_complex',
    [split, ...scales].join(';'),
  ]
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
  limits: { memoryMb: number; maxSeconds: number; nice?: number } = {
    memoryMb: DEFAULT_LIMITS.memoryMb,
    maxSeconds: 6 * 60 * 60,
  },
): Promise<void> {
  const runLimits = {
    memoryMb: limits.memoryMb,
    nice: limits.nice,
    seconds: transcodeSeconds(probe.durationSeconds, limits.maxSeconds),
  }
  const partial = `${outDir}.partial-${process.pid}-${Date.now()}`
  await rm(partial, { recursive: true, force: true })
  await mkdir(partial, { recursive: true })
  try {
    let last = -1
    await runFfmpeg(
      ffmpeg,
      renditionArgs(input, partial, probe),
      (seconds) => {
        const percent = Math.min(99, Math.floor((seconds / probe.durationSeconds) * 100))
        if (percent > last) {
          last = percent
          onProgress(percent)
        }
      },
      runLimits,
    )
    await writeFile(path.join(partial, 'index.m3u8'), masterPlaylist(probe))
    const at = Math.min(1, probe.durationSeconds / 2).toFixed(2)
    await runFfmpeg(
      ffmpeg,
      [
        '-y',
        ...inputOptions(probe.demuxer),
        '-ss',
        at,
        '-i',
        `file:${input}`,
        '-frames:v',
        '1',
        '-vf',
        'scale=-2:360',
        '-q:v',
        '4',
        path.join(partial, 'poster.jpg'),
      ],
      undefined,
      { memoryMb: limits.memoryMb, nice: limits.nice, seconds: Math.min(runLimits.seconds, 120) },
    )
    await rm(outDir, { recursive: true, force: true })
    await rename(partial, outDir)
  } catch (error) {
    await rm(partial, { recursive: true, force: true })
    throw error
  }
}
