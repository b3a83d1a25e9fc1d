/**
 * Lesson videos as HLS (issue 14; issue 15's transcoding reuses packageHls): ffmpeg turns a video
 * into H.264 + AAC in 2-second segments with a VOD playlist, reporting progress as it goes. The
 * demo courses' lessons play short generated clips (a test pattern, a tone and a title), made once
 * in VIDEO_CACHE_DIR and shared by every data directory.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'

/** FFMPEG_PATH, else Debian's /usr/bin/ffmpeg when present, else `ffmpeg` on PATH. */
export function ffmpegBinary(configured: string | undefined): string {
  if (configured) return configured
  return existsSync('/usr/bin/ffmpeg') ? '/usr/bin/ffmpeg' : 'ffmpeg'
}

/** What one ffmpeg or ffprobe run may use before it is stopped. */
export interface RunLimits {
  /** Wall-clock seconds: past them the process is killed (SIGKILL). */
  seconds: number
  /** Address space, in MB (prlimit --as); its CPU time is capped at `seconds` × the cores. */
  memoryMb: number
  /** Niceness (nice -n), 10 when left out. */
  nice?: number
}

/** For runs nobody configured (tests, the demo clips): ten minutes and 3 GB. */
export const DEFAULT_LIMITS: RunLimits = { seconds: 600, memoryMb: 3072 }

const firstExisting = (...files: string[]) => files.find((file) => existsSync(file))
const PRLIMIT = firstExisting('/usr/bin/prlimit', '/bin/prlimit')
const NICE = firstExisting('/usr/bin/nice', '/bin/nice')

/**
 * The command line that runs `binary` within `limits`: under `prlimit` (address space, CPU time,
 * no core dumps) and `nice` where util-linux and coreutils are installed. Both exec the next
 * program, so the spawned process is ffmpeg itself and a kill reaches it.
 */
export function limitedCommand(
  binary: string,
  args: string[],
  limits: RunLimits,
): { command: string; args: string[] } {
  let line = [binary, ...args]
  const niceness = limits.nice ?? 10
  if (NICE && niceness > 0) line = [NICE, '-n', String(niceness), ...line]
  if (PRLIMIT) {
    const cpuSeconds = Math.ceil(limits.seconds * availableParallelism())
    line = [PRLIMIT, `--as=${limits.memoryMb * 1024 * 1024}`, `--cpu=${cpuSeconds}`, '--core=0', ...line]
  }
  return { command: line[0], args: line.slice(1) }
}

export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
    readonly timedOut = false,
  ) {
    super(message)
    this.name = 'FfmpegError'
  }
}

/**
 * Spawns `binary` within `limits`, collecting its output; resolves with the exit code, stdout
 * (when `collect`) and the end of stderr. Killed when it runs past `limits.seconds`.
 */
export function runLimited(
  binary: string,
  args: string[],
  limits: RunLimits,
  onStdout?: (chunk: string) => void,
): Promise<{ code: number | null; stderr: string; timedOut: boolean }> {
  return new Promise((resolve, reject) => {
    const { command, args: line } = limitedCommand(binary, args, limits)
    const child = spawn(command, line, { stdio: ['ignore', 'pipe', 'pipe'] })
    let stderr = ''
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      child.kill('SIGKILL')
    }, limits.seconds * 1000)
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000)
    })
    child.stdout.on('data', (chunk: Buffer) => onStdout?.(chunk.toString()))
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(new FfmpegError(`${path.basename(binary)} could not start: ${error.message}`, stderr))
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stderr, timedOut })
    })
  })
}

/**
 * Runs ffmpeg within `limits`; `onProgress` gets the seconds of output written so far (from
 * `-progress pipe:1`).
 */
export async function runFfmpeg(
  binary: string,
  args: string[],
  onProgress?: (seconds: number) => void,
  limits: RunLimits = DEFAULT_LIMITS,
): Promise<void> {
  const { code, stderr, timedOut } = await runLimited(
    binary,
    ['-hide_banner', '-nostdin', '-loglevel', 'error', '-progress', 'pipe:1', ...args],
    limits,
    (chunk) => {
      for (const match of chunk.matchAll(/out_time_us=(\d+)/g)) onProgress?.(Number(match[1]) / 1e6)
    },
  )
  if (timedOut)
    throw new FfmpegError(`ffmpeg ran longer than ${limits.seconds} s and was stopped`, stderr, true)
  if (code !== 0) throw new FfmpegError(`ffmpeg exited with ${code}: ${stderr.trim()}`, stderr)
}

const HLS_OUTPUT = [
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-pix_fmt',
  'yuv420p',
  '-profile:v',
  'main',
  // a keyframe every 2 s, so every segment starts with one
  '-g',
  '50',
  '-keyint_min',
  '50',
  '-sc_threshold',
  '0',
  '-c:a',
  'aac',
  '-b:a',
  '96k',
  '-ac',
  '2',
  '-f',
  'hls',
  '-hls_time',
  '2',
  '-hls_playlist_type',
  'vod',
  '-hls_flags',
  'independent_segments',
]

/**
 * The files a packaged video consists of: the playlist (a media playlist, or the master playlist
 * of an upload's renditions r0…r2 with their own playlists and segments), optional captions and
 * poster frame.
 */
export const HLS_FILE =
  /^(index\.m3u8|seg\d{3,5}\.ts|r[0-2]\.m3u8|r[0-2]_\d{3,5}\.ts|captions\.vtt|poster\.jpg)$/

/**
 * Packages `input` as HLS into `outDir` (index.m3u8 + seg000.ts…). Written to a sibling directory
 * first and renamed into place, so a reader never sees half a video.
 */
export async function packageHls(
  binary: string,
  input: string | string[],
  outDir: string,
  options: {
    onProgress?: (seconds: number) => void
    filters?: string[]
    /** false: a video already in outDir (another process made it meanwhile) is kept. */
    replace?: boolean
  } = {},
): Promise<void> {
  const partial = `${outDir}.partial-${process.pid}-${Date.now()}`
  await rm(partial, { recursive: true, force: true })
  await mkdir(partial, { recursive: true })
  try {
    const inputs = Array.isArray(input) ? input : ['-i', input]
    await runFfmpeg(
      binary,
      [
        '-y',
        ...inputs,
        ...(options.filters ?? []),
        ...HLS_OUTPUT,
        '-hls_segment_filename',
        path.join(partial, 'seg%03d.ts'),
        path.join(partial, 'index.m3u8'),
      ],
      options.onProgress,
    )
    if (options.replace === false && existsSync(path.join(outDir, 'index.m3u8'))) {
      await rm(partial, { recursive: true, force: true })
      return
    }
    await rm(outDir, { recursive: true, force: true })
    await rename(partial, outDir)
  } catch (error) {
    await rm(partial, { recursive: true, force: true })
    throw error
  }
}

/** How many demo clips the demo lessons take turns with. */
export const DEMO_CLIPS = 6
/** How long each demo clip plays. */
export const DEMO_SECONDS = 12
const TONES = [440, 523, 587, 659, 698, 784]

/** A font drawtext can use on this machine, if any (Chromium's packages bring Liberation). */
function demoFont(): string | undefined {
  return [
    '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
    '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
    '/usr/share/fonts/TTF/DejaVuSans.ttf',
    '/System/Library/Fonts/Supplemental/Arial.ttf',
  ].find((file) => existsSync(file))
}

const generating = new Map<string, Promise<string>>()

/**
 * The directory of demo clip `n` (1…DEMO_CLIPS), generated on first use: a test pattern with
 * "Aula · Lezione dimostrativa n" written on it (without a font, the pattern alone) and a tone of
 * its own, with a WebVTT caption track. Concurrent callers share one generation.
 */
export function demoClip(binary: string, cacheDir: string, n: number): Promise<string> {
  const dir = path.resolve(cacheDir, `demo-${n}`)
  if (existsSync(path.join(dir, 'index.m3u8'))) return Promise.resolve(dir)
  let pending = generating.get(dir)
  if (!pending) {
    const font = demoFont()
    const title = `Aula · Lezione dimostrativa ${n}`
    const text = font
      ? [
          '-vf',
          `drawtext=fontfile=${font}:text='${title}':fontsize=36:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=12:x=(w-tw)/2:y=h-th-40`,
        ]
      : []
    pending = packageHls(
      binary,
      [
        '-f',
        'lavfi',
        '-i',
        `testsrc2=size=640x360:rate=25:duration=${DEMO_SECONDS}`,
        '-f',
        'lavfi',
        '-i',
        `sine=frequency=${TONES[(n - 1) % TONES.length]}:duration=${DEMO_SECONDS}`,
      ],
      dir,
      { filters: text, replace: false },
    )
      .then(() =>
        writeFile(
          path.join(dir, 'captions.vtt'),
          `WEBVTT\n\n00:00:00.000 --> 00:00:06.000\n${title}\n\n00:00:06.000 --> 00:00:${DEMO_SECONDS}.000\nAula\n`,
        ),
      )
      .then(() => dir)
      .finally(() => generating.delete(dir))
    generating.set(dir, pending)
  }
  return pending
}
