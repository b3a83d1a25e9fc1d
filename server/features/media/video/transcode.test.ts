import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeClip } from '../clips.testing.ts'
import { spawnSync } from 'node:child_process'
import { loadConfig } from '../../../core/config.ts'
import { FfmpegError, ffmpegBinary, limitedCommand, runFfmpeg } from './hls.ts'
import {
  ffprobeBinary,
  probeVideo,
  renditionsFor,
  transcodeSeconds,
  transcodeToHls,
  VideoRejected,
} from './transcode.ts'

const ffmpeg = ffmpegBinary(process.env.FFMPEG_PATH)
const ffprobe = ffprobeBinary(process.env.FFPROBE_PATH)
let dir: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'aula-transcode-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

const version = (binary: string) =>
  /version (\S+)/.exec(spawnSync(binary, ['-version'], { encoding: 'utf8' }).stdout)?.[1]

describe('the binaries (issue 32)', () => {
  it('are the configured ones, else Debian’s, of one version', () => {
    expect(ffmpegBinary('/opt/ffmpeg-7/bin/ffmpeg')).toBe('/opt/ffmpeg-7/bin/ffmpeg')
    expect(ffprobeBinary('/opt/ffmpeg-7/bin/ffprobe')).toBe('/opt/ffmpeg-7/bin/ffprobe')
    const config = loadConfig({ APP_ENV: 'test', FFMPEG_PATH: '/x/ffmpeg', FFPROBE_PATH: '/x/ffprobe' })
    expect([ffmpegBinary(config.ffmpegPath), ffprobeBinary(config.ffprobePath)]).toEqual([
      '/x/ffmpeg',
      '/x/ffprobe',
    ])
    if (existsSync('/usr/bin/ffmpeg')) {
      expect(ffmpegBinary(undefined)).toBe('/usr/bin/ffmpeg')
      expect(ffprobeBinary(undefined)).toBe('/usr/bin/ffprobe')
    }
    // no 2018 build: ffmpeg and ffprobe report the same version
    const ffmpegVersion = version(ffmpeg)
    expect(ffmpegVersion).toBeTruthy()
    expect(version(ffprobe)).toBe(ffmpegVersion)
    expect(ffmpegVersion).not.toMatch(/^N-4/)
  })

  it('run under prlimit and nice: the process has the address-space limit, CPU limit and niceness', async () => {
    const { command, args } = limitedCommand(ffmpeg, ['-version'], { seconds: 5, memoryMb: 1024 })
    if (!existsSync('/usr/bin/prlimit')) return expect(command).toBe(ffmpeg)
    expect(command).toBe('/usr/bin/prlimit')
    expect(args).toEqual(expect.arrayContaining([`--as=${1024 * 1024 * 1024}`, '--core=0']))
    expect(args.slice(-2)).toEqual([ffmpeg, '-version'])
    // a running ffmpeg, read from /proc: the limits are its own
    const child = (await import('node:child_process')).spawn(
      command,
      limitedCommand(ffmpeg, ['-nostdin', '-f', 'lavfi', '-i', 'testsrc2', '-f', 'null', '-'], {
        seconds: 5,
        memoryMb: 1024,
      }).args,
      { stdio: 'ignore' },
    )
    try {
      let limits = ''
      for (let i = 0; i < 50 && !/ffmpeg/.test(await readFile(`/proc/${child.pid}/comm`, 'utf8')); i++)
        await new Promise((resolve) => setTimeout(resolve, 50))
      limits = await readFile(`/proc/${child.pid}/limits`, 'utf8')
      expect(limits).toMatch(new RegExp(`Max address space\\s+${1024 * 1024 * 1024}\\s`))
      expect(limits).toMatch(/Max cpu time\s+\d+\s/)
      const stat = (await readFile(`/proc/${child.pid}/stat`, 'utf8')).split(') ')[1].split(' ')
      expect(Number(stat[16])).toBe(10) // nice
    } finally {
      child.kill('SIGKILL')
    }
  })

  it('a run past its time limit is killed and says so', async () => {
    const started = Date.now()
    const error = await runFfmpeg(
      ffmpeg,
      ['-f', 'lavfi', '-i', 'testsrc2=rate=5', '-f', 'null', '-'],
      undefined,
      { seconds: 1, memoryMb: 1024 },
    ).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(FfmpegError)
    expect((error as FfmpegError).timedOut).toBe(true)
    expect((error as Error).message).toMatch(/longer than 1 s/)
    expect(Date.now() - started).toBeLessThan(5000)
    expect(transcodeSeconds(10, 21600)).toBe(150)
    expect(transcodeSeconds(12 * 3600, 21600)).toBe(21600)
  })

  it('a run past its memory limit fails', async () => {
    if (!existsSync('/usr/bin/prlimit')) return
    await expect(
      runFfmpeg(
        ffmpeg,
        ['-f', 'lavfi', '-i', 'testsrc2=size=3840x2160', '-frames:v', '2', '-f', 'null', '-'],
        undefined,
        {
          seconds: 20,
          memoryMb: 64,
        },
      ),
    ).rejects.toBeInstanceOf(FfmpegError)
  })
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

  it('refuses two video streams, two audio streams and a codec not on the list, with the reason', async () => {
    const lavfi = (spec: string) => ['-f', 'lavfi', '-i', spec]
    const twoVideos = path.join(dir, 'two-videos.mkv')
    await runFfmpeg(ffmpeg, [
      '-y',
      ...lavfi('testsrc2=size=320x240:duration=1'),
      ...lavfi('testsrc=size=320x240:duration=1'),
      '-map',
      '0:v',
      '-map',
      '1:v',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      twoVideos,
    ])
    const refused = await probeVideo(ffprobe, twoVideos).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(VideoRejected)
    expect(refused).toMatchObject({ reason: 'streams', detail: '2 video, 0 audio, 0 other streams' })

    const twoAudios = path.join(dir, 'two-audios.mp4')
    await runFfmpeg(ffmpeg, [
      '-y',
      ...lavfi('testsrc2=size=320x240:duration=1'),
      ...lavfi('sine=duration=1'),
      ...lavfi('sine=frequency=300:duration=1'),
      '-map',
      '0:v',
      '-map',
      '1:a',
      '-map',
      '2:a',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-c:a',
      'aac',
      twoAudios,
    ])
    await expect(probeVideo(ffprobe, twoAudios)).rejects.toMatchObject({ reason: 'streams' })

    const ffv1 = path.join(dir, 'lossless.mkv')
    await runFfmpeg(ffmpeg, ['-y', ...lavfi('testsrc2=size=320x240:duration=1'), '-c:v', 'ffv1', ffv1])
    await expect(probeVideo(ffprobe, ffv1)).rejects.toMatchObject({
      reason: 'codec',
      detail: 'codec not accepted: video ffv1',
    })
  })

  it('refuses a playlist or a concat list that names other files', async () => {
    const source = path.join(dir, 'inner.mp4')
    await makeClip(source, '320x240', 1, true)
    const concat = path.join(dir, 'list.mp4')
    await writeFile(concat, `ffconcat version 1.0\nfile '${source}'\n`)
    await expect(probeVideo(ffprobe, concat)).rejects.toMatchObject({ reason: 'not_video' })
    const playlist = path.join(dir, 'playlist.mp4')
    await writeFile(playlist, `#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1,\n${source}\n#EXT-X-ENDLIST\n`)
    await expect(probeVideo(ffprobe, playlist)).rejects.toMatchObject({ reason: 'not_video' })
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
