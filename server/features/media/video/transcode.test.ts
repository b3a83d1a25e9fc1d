import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeClip } from '../../../testing/clips.ts'
import { ffmpegBinary, runFfmpeg } from './hls.ts'
import { ffprobeBinary, probeVideo, renditionsFor, transcodeToHls, VideoRejected } from './transcode.ts'

const ffmpeg = ffmpegBinary(process.env.FFMPEG_PATH)
const ffprobe = ffprobeBinary(process.env.FFPROBE_PATH)
let dir: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'aula-transcode-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('renditionsFor', () => {
  it('keeps 360p always and adds the heights the source reaches', () => {
    expect(renditionsFor(240).map((r) => r.height)).toEqual([240])
    expect(renditionsFor(481).map((r) => r.height)).toEqual([360])
    expect(renditionsFor(720).map((r) => r.height)).toEqual([360, 720])
    expect(renditionsFor(2160).map((r) => r.height)).toEqual([360, 720, 1080])
  })
})

describe('probeVideo and transcodeToHls', () => {
  it('packages a 720p clip with sound as two renditions, a master playlist and a poster', async () => {
    const source = path.join(dir, 'lesson.mp4')
    await makeClip(source, '1280x720', 4)
    const probe = await probeVideo(ffprobe, source)
    expect(probe).toMatchObject({ width: 1280, height: 720, hasAudio: true })
    expect(probe.durationSeconds).toBeCloseTo(4, 0)

    const out = path.join(dir, 'out')
    const progress: number[] = []
    await transcodeToHls(ffmpeg, source, out, probe, (percent) => progress.push(percent))
    const files = await readdir(out)
    expect(files).toEqual(expect.arrayContaining(['index.m3u8', 'r0.m3u8', 'r1.m3u8', 'poster.jpg']))
    expect(files.some((file) => /^r1_\d{3}\.ts$/.test(file))).toBe(true)
    const master = await readFile(path.join(out, 'index.m3u8'), 'utf8')
    expect(master).toMatch(/RESOLUTION=640x360/)
    expect(master).toMatch(/RESOLUTION=1280x720/)
    expect(progress.length).toBeGreaterThan(0)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
    expect(Math.max(...progress)).toBeLessThanOrEqual(99)
    expect(existsSync(`${out}.partial`)).toBe(false)
  }, 60_000)

  it('packages a silent clip without an audio track', async () => {
    const source = path.join(dir, 'silent.mp4')
    await makeClip(source, '320x240', 2, true)
    const probe = await probeVideo(ffprobe, source)
    expect(probe.hasAudio).toBe(false)
    const out = path.join(dir, 'silent')
    await transcodeToHls(ffmpeg, source, out, probe)
    expect(await readFile(path.join(out, 'index.m3u8'), 'utf8')).toMatch(/RESOLUTION=320x240/)
  }, 60_000)

  it('refuses text named like a video, and a picture', async () => {
    const text = path.join(dir, 'notes.mp4')
    await writeFile(text, 'these are my notes, not a video\n'.repeat(100))
    await expect(probeVideo(ffprobe, text)).rejects.toMatchObject({ reason: 'not_video' })

    const picture = path.join(dir, 'cover.mp4')
    await runFfmpeg(ffmpeg, [
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=320x240:duration=1',
      '-frames:v',
      '1',
      '-f',
      'image2',
      '-c:v',
      'png',
      picture,
    ])
    await expect(probeVideo(ffprobe, picture)).rejects.toBeInstanceOf(VideoRejected)
  })

  it('fails a truncated video with a reason and leaves nothing behind', async () => {
    const source = path.join(dir, 'whole.mp4')
    await makeClip(source, '640x360', 3)
    const bytes = await readFile(source)
    const cut = path.join(dir, 'cut.mp4')
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 3)))
    const outcome = await probeVideo(ffprobe, cut)
      .then(async (probe) => transcodeToHls(ffmpeg, cut, path.join(dir, 'cut-out'), probe))
      .then(
        () => 'packaged',
        (error: Error) => error.message,
      )
    expect(outcome).not.toBe('packaged')
    expect(existsSync(path.join(dir, 'cut-out'))).toBe(false)
  }, 60_000)
})
