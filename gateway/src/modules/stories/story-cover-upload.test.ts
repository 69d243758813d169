import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { COVER_UPLOAD, encodeCoverUpload } from "./story-cover-upload";

/** A photo-like image (a gradient, so the crop has something to look at) with camera metadata. */
function photo(width: number, height: number, format: "png" | "jpeg" | "webp" = "png", orientation?: number): Promise<Buffer> {
  const gradient = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#123"/><stop offset="1" stop-color="#e94"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 5}" fill="#fff"/></svg>`;
  return sharp(Buffer.from(gradient))
    .withMetadata({ exif: { IFD0: { Copyright: "Secret Camera Owner", Artist: "Jane Doe" } }, ...(orientation ? { orientation } : {}) })
    .toFormat(format)
    .toBuffer();
}

async function faultOf(bytes: Buffer) {
  const encoded = await encodeCoverUpload(bytes);
  return encoded.ok ? null : encoded.error;
}

describe("an uploaded cover", () => {
  it.each(["png", "jpeg", "webp"] as const)("is re-encoded from %s into a 3:2 WebP cover in two sizes and a 4:3 WebP thumbnail without its metadata", async (format) => {
    const encoded = await encodeCoverUpload(await photo(1600, 1000, format));
    if (!encoded.ok) throw new Error(encoded.error.message);
    const [cover, smallCover, thumbnail] = await Promise.all([encoded.value.cover, encoded.value.smallCover, encoded.value.thumbnail].map((image) => sharp(image).metadata()));
    expect(cover).toMatchObject({ format: "webp", width: 1200, height: 800 });
    expect(smallCover).toMatchObject({ format: "webp", width: 720, height: 480 });
    expect(thumbnail).toMatchObject({ format: "webp", width: 640, height: 480 });
    expect(thumbnail!.width / thumbnail!.height).toBe(4 / 3);
    for (const image of [cover!, smallCover!, thumbnail!]) {
      expect(image.exif).toBeUndefined();
      expect(image.orientation).toBeUndefined();
    }
    expect(encoded.value.cover.includes("Secret Camera Owner")).toBe(false);
  });

  it("is measured and cropped as it is shown, turned upright by its orientation", async () => {
    // Stored 500 wide and 700 high, shown turned a quarter: 700 wide and 500 high, wide enough for a thumbnail.
    const encoded = await encodeCoverUpload(await photo(500, 700, "jpeg", 6));
    expect(encoded.ok).toBe(true);
    expect(await faultOf(await photo(500, 700, "jpeg"))).toMatchObject({ errorCode: "INVALID_ARGUMENT", message: expect.stringContaining("500×700") });
  });

  it.each([
    ["a PDF", async () => Buffer.from(await (await PDFDocument.create()).save())],
    ["an SVG, which the image library could read", async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="100%" height="100%"/></svg>')],
    ["a GIF", () => sharp({ create: { width: 800, height: 600, channels: 3, background: "#345" } }).gif().toBuffer()],
    ["text", async () => Buffer.from("not an image at all")],
    ["nothing", async () => Buffer.alloc(0)],
  ])("refuses %s with UNSUPPORTED_MEDIA_TYPE, whatever it was sent as", async (_name, make) => {
    expect(await faultOf(await make())).toEqual({ errorCode: "UNSUPPORTED_MEDIA_TYPE", message: "This file is not a JPEG, PNG or WebP image. Export the cover in one of those formats and upload it again." });
  });

  it("refuses an image cut short", async () => {
    const whole = await photo(1600, 1000, "png");
    expect(await faultOf(whole.subarray(0, Math.floor(whole.length / 2)))).toMatchObject({ errorCode: "UNSUPPORTED_MEDIA_TYPE" });
  });

  it("refuses an image too small for a sharp thumbnail, naming both sizes", async () => {
    expect(await faultOf(await photo(600, 480))).toEqual({
      errorCode: "INVALID_ARGUMENT",
      message: "The image is 600×480 pixels; a cover needs at least 640×480 so its thumbnail stays sharp.",
      details: { argument: "file" },
    });
  });

  it("refuses more than 8 MB before looking inside, and a small file that unpacks into too many pixels", async () => {
    expect(await faultOf(Buffer.alloc(COVER_UPLOAD.maxBytes + 1))).toMatchObject({ errorCode: "PAYLOAD_TOO_LARGE", details: { limit: COVER_UPLOAD.maxBytes } });
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#000" } }).png().toBuffer();
    expect(bomb.byteLength).toBeLessThan(COVER_UPLOAD.maxBytes);
    expect(await faultOf(bomb)).toMatchObject({ errorCode: "PAYLOAD_TOO_LARGE", message: "The image is 8000×6000 pixels; a cover can be at most 40 megapixels." });
  });
});
