// exifr's lite build (JPEG, HEIC and TIFF, with GPS) ships without its own typings.
declare module 'exifr/dist/lite.esm.mjs' {
  import exifr from 'exifr';
  export default exifr;
}
