/** Test videos made with ffmpeg (tests and the bench): a moving test card, with a tone unless silent. */
import { ffmpegBinary, runFfmpeg } from './video/hls.ts'

/** Writes an H.264 (+ AAC) clip of `seconds` at `size` ('1280x720') to `file`. */
export async function makeClip(file: string, size: string, seconds: number, silent = false): Promise<string> {
  await runFfmpeg(ffmpegBinary(process.env.FFMPEG_PATH), [
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${size}:rate=25:duration=${seconds}`,
    ...(silent ? [] : ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`]),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    ...(silent ? [] : ['-c:a', 'aac']),
    file,
  ])
  return file
}
