import sharp from "sharp";
import { COVER_SIZE, SMALL_COVER_SIZE, type StoryArtwork, THUMBNAIL_SIZE } from "../../platform/artwork/render-artwork";
import { type BusinessError, failure, type Result, success } from "../../platform/errors/business-error";

/** What a cover upload may be: its declared types, its weight, and its size in pixels. */
export const COVER_UPLOAD = {
  contentTypes: ["image/jpeg", "image/png", "image/webp"],
  maxBytes: 8 * 1024 * 1024,
  /** The thumbnail's size: anything smaller would be blown up and blurred. */
  minWidth: THUMBNAIL_SIZE.width,
  minHeight: THUMBNAIL_SIZE.height,
  /** A small file can unpack into a huge image; beyond this many pixels it is refused before it is decoded. */
  maxPixels: 40_000_000,
} as const;

const READABLE_FORMATS = new Set(["jpeg", "png", "webp"]);
const NOT_AN_IMAGE = "This file is not a JPEG, PNG or WebP image. Export the cover in one of those formats and upload it again.";

export type CoverUploadFault = BusinessError<"PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "INVALID_ARGUMENT">;

/**
 * Checks an uploaded cover by its bytes (never by its name or declared type) and re-encodes it: a 3:2 cover (full
 * size and phone size) and a 4:3 thumbnail, cropped around what draws the eye, turned upright, as WebP without the
 * upload's metadata (camera, place, author).
 */
export async function encodeCoverUpload(bytes: Buffer): Promise<Result<StoryArtwork, CoverUploadFault>> {
  if (bytes.byteLength > COVER_UPLOAD.maxBytes) {
    return failure("PAYLOAD_TOO_LARGE", `The image is ${bytes.byteLength} bytes; a cover can be at most ${COVER_UPLOAD.maxBytes} bytes (8 MB).`, { limit: COVER_UPLOAD.maxBytes });
  }
  const options = { limitInputPixels: COVER_UPLOAD.maxPixels, failOn: "error" } as const;
  let metadata: sharp.Metadata;
  try {
    // Only the header is read here, so no pixel limit yet: the image's size is checked below with a clear message.
    metadata = await sharp(bytes, { failOn: "error", limitInputPixels: false }).metadata();
  } catch {
    return failure("UNSUPPORTED_MEDIA_TYPE", NOT_AN_IMAGE);
  }
  if (!READABLE_FORMATS.has(metadata.format)) return failure("UNSUPPORTED_MEDIA_TYPE", NOT_AN_IMAGE);
  const { width, height } = metadata.autoOrient;
  if (width * height > COVER_UPLOAD.maxPixels) {
    return failure("PAYLOAD_TOO_LARGE", `The image is ${width}×${height} pixels; a cover can be at most ${COVER_UPLOAD.maxPixels / 1_000_000} megapixels.`, { limit: COVER_UPLOAD.maxPixels });
  }
  if (width < COVER_UPLOAD.minWidth || height < COVER_UPLOAD.minHeight) {
    return failure("INVALID_ARGUMENT", `The image is ${width}×${height} pixels; a cover needs at least ${COVER_UPLOAD.minWidth}×${COVER_UPLOAD.minHeight} so its thumbnail stays sharp.`, { argument: "file" });
  }
  const encode = (size: { width: number; height: number }, quality: number) =>
    sharp(bytes, options).autoOrient().resize({ ...size, fit: "cover", position: "attention" }).webp({ quality }).toBuffer();
  try {
    const [cover, smallCover, thumbnail] = await Promise.all([encode(COVER_SIZE, 82), encode(SMALL_COVER_SIZE, 80), encode(THUMBNAIL_SIZE, 78)]);
    return success({ cover, smallCover, thumbnail });
  } catch {
    // The header read well but the pixels did not: a truncated or damaged file.
    return failure("UNSUPPORTED_MEDIA_TYPE", "This image is damaged or cut short. Export it again and upload the new file.");
  }
}
