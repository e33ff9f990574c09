/** Tiny valid images for tests, as bytes (1×1 pixel each). */
const base64 = (text: string) => new Uint8Array(Buffer.from(text, "base64"));

export const PNG_1X1 = base64("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==");
export const JPEG_1X1 = base64(
  "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
);
export const WEBP_1X1 = base64("UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=");

/** A PNG header padded with zeros to `bytes`: the right type, the wrong size. */
export function pngOfSize(bytes: number): Uint8Array {
  const padded = new Uint8Array(bytes);
  padded.set(PNG_1X1);
  return padded;
}
