// hls.js ships its smaller build (no subtitles, alternate audio or DRM) without a declaration of its own.
declare module 'hls.js/light' {
  import Hls from 'hls.js'
  export default Hls
}
