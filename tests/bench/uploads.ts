/**
 * Section 4 of `npm run bench` (issue 15): lesson video uploads and their processing.
 *
 * - tus throughput: the same 200 MB, from memory, to Aula's /api/uploads with tus-js-client (one
 *   PATCH, as a browser on a good line sends it) and with a plain HTTP PUT to a bare node:http
 *   server writing to disk; best of three each. Budget: Aula ≥ 80% of the bare throughput.
 * - transcoding: a 20 s 1280×720 clip with sound through transcodeToHls (probe, renditions, poster)
 *   beside the plain ffmpeg command of the same renditions, same binary. Budget: ≤ 1.1×.
 */
import { createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import * as tus from 'tus-js-client'
import { ffmpegBinary, runFfmpeg } from '../../server/features/media/video/hls.ts'
import { makeClip } from '../../server/features/media/clips.testing.ts'
import {
  ffprobeBinary,
  probeVideo,
  renditionArgs,
  transcodeToHls,
} from '../../server/features/media/video/transcode.ts'

export const UPLOAD_BUDGET = { ratio: 0.8, transcodeRatio: 1.1 } as const
const UPLOAD_BYTES = 200 * 1024 * 1024

async function bestOf<T>(runs: number, run: () => Promise<T>): Promise<number> {
  let best = Infinity
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    await run()
    best = Math.min(best, performance.now() - started)
  }
  return best
}

/** A bare node:http server that writes each PUT body to a file. */
async function bareServer(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  let n = 0
  const server = http.createServer((request, response) => {
    const file = path.join(dir, `put-${n++}`)
    pipeline(request, createWriteStream(file)).then(
      () => response.writeHead(204).end(),
      () => response.writeHead(500).end(),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

function put(url: string, body: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'PUT', headers: { 'content-length': body.length } },
      (response) => {
        response.resume()
        response.on('end', () =>
          response.statusCode === 204 ? resolve() : reject(new Error(`PUT ${response.statusCode}`)),
        )
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

function tusUpload(base: string, token: string, lessonId: number, body: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(body, {
      endpoint: `${base}/api/uploads`,
      headers: { Authorization: `Bearer ${token}` },
      metadata: { filename: 'bench.bin', filetype: 'application/octet-stream', lesson_id: String(lessonId) },
      retryDelays: [],
      onSuccess: () => resolve(),
      onError: reject,
    })
    upload.start()
  })
}

async function api<T>(base: string, pathname: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { data: T }).data
}

export interface UploadFigures {
  megabytes: number
  tusMs: number
  bareMs: number
  ratio: number
  transcodeMs: number
  plainMs: number
  transcodeRatio: number
}

/** Runs against an Aula at `base` whose demo trainer can log in. */
export async function uploadsBench(base: string, email: string, password: string): Promise<UploadFigures> {
  const dir = await mkdtemp(path.join(tmpdir(), 'aula-bench-uploads-'))
  try {
    // a login is a state-changing call: it echoes the CSRF cookie like the SPA does
    const csrf = await fetch(`${base}/sanctum/csrf-cookie`)
    const cookies = csrf.headers.getSetCookie().map((cookie) => cookie.split(';')[0])
    const xsrf = decodeURIComponent(cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.slice(11))
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: cookies.join('; '),
        'x-xsrf-token': xsrf,
      },
      body: JSON.stringify({ email, password }),
    })
    if (!login.ok) throw new Error(`bench login: ${login.status} ${await login.text()}`)
    const { token } = ((await login.json()) as { data: { token: string } }).data
    const categories = await api<{ id: number }[]>(base, '/api/public/categories', token)
    const course = await api<{ id: number }>(base, '/api/instructor/courses', token, {
      title: 'Bench uploads',
      category_id: categories[0].id,
    })
    const lesson = await api<{ id: number }>(base, `/api/instructor/courses/${course.id}/lessons`, token, {
      title: 'Bench',
    })

    const body = Buffer.alloc(UPLOAD_BYTES, 7)
    const bare = await bareServer(dir)
    // in turns, best of three each: the disk's busy moments weigh on both alike
    let bareMs = Infinity
    let tusMs = Infinity
    for (let round = 0; round < 3; round++) {
      bareMs = Math.min(bareMs, await bestOf(1, () => put(bare.url, body)))
      tusMs = Math.min(tusMs, await bestOf(1, () => tusUpload(base, token, lesson.id, body)))
      await rm(path.join(dir, `put-${round}`), { force: true })
    }
    await bare.close()

    const ffmpeg = ffmpegBinary(process.env.FFMPEG_PATH)
    const clip = path.join(dir, 'clip.mp4')
    await makeClip(clip, '1280x720', 20)
    const probe = await probeVideo(ffprobeBinary(process.env.FFPROBE_PATH), clip)
    const plainDir = path.join(dir, 'plain')
    const plain = async () => {
      await rm(plainDir, { recursive: true, force: true })
      await mkdir(plainDir, { recursive: true })
      await runFfmpeg(ffmpeg, renditionArgs(clip, plainDir, probe))
    }
    const aula = async () => {
      const fresh = await probeVideo(ffprobeBinary(process.env.FFPROBE_PATH), clip)
      await transcodeToHls(ffmpeg, clip, path.join(dir, 'aula'), fresh)
    }
    // taken in turns, so a busy moment of the machine weighs on both alike; best of each
    let plainMs = Infinity
    let transcodeMs = Infinity
    for (let round = 0; round < 3; round++) {
      plainMs = Math.min(plainMs, await bestOf(1, plain))
      transcodeMs = Math.min(transcodeMs, await bestOf(1, aula))
    }
    await stat(path.join(dir, 'aula', 'index.m3u8'))
    return {
      megabytes: UPLOAD_BYTES / 1024 / 1024,
      tusMs: Math.round(tusMs),
      bareMs: Math.round(bareMs),
      ratio: Math.round((bareMs / tusMs) * 100) / 100,
      transcodeMs: Math.round(transcodeMs),
      plainMs: Math.round(plainMs),
      transcodeRatio: Math.round((transcodeMs / plainMs) * 100) / 100,
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
