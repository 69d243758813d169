/** The images a page asks for first: its largest paint is one of them (a story's cover, the catalogue's first row). */
const LEAD_IMAGES = 'img[fetchpriority="high"]';

/** How long the lead images are waited for at most, so that one stalled image does not keep the shop from starting. */
export const LEAD_IMAGES_WAIT_LIMIT_MS = 2_000;

function leadImagesDecoded(document: Document): Promise<unknown> {
  const images = [...document.querySelectorAll<HTMLImageElement>(LEAD_IMAGES)];
  // A failed image is shown as failed by the app itself; it is not waited for.
  const decoded = Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  return Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, LEAD_IMAGES_WAIT_LIMIT_MS))]);
}

function afterNextPaint(): Promise<void> {
  // A frame's animation callbacks run just before its paint; a task they queue runs after it.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Calls `start` once the page as the server sent it has been painted with its lead images. A page that is not
 * shown (hidden, or prerendered) paints nothing, so there it starts at once.
 */
export async function startAfterFirstPaint(document: Document, start: () => Promise<unknown>): Promise<void> {
  if (document.visibilityState === 'visible') {
    await leadImagesDecoded(document);
    await afterNextPaint();
  }
  await start();
}
