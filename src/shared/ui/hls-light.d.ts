/** hls.js's light build (no alternate audio, subtitles or EME: a lesson needs none) has the full build's API. */
declare module 'hls.js/light' {
  export * from 'hls.js'
  export { default } from 'hls.js'
}
