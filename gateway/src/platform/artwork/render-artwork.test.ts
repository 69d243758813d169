import "reflect-metadata";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ArtMotif, ArtworkSubject } from "./artwork-subject";
import { COVER_SIZE, renderStoryArtwork, THUMBNAIL_SIZE } from "./render-artwork";
import { SCENES } from "./scenes";

const MOTIFS = Object.keys(SCENES) as ArtMotif[];

function storyWithArt(slug: string, motif: ArtMotif, accent: string): ArtworkSubject {
  return { slug, title: "The Pilot Who Never Docked", city: "Halifax", type: "murder", art: { motif, accent } };
}

const harbourStory = storyWithArt("the-pilot-who-never-docked", "harbor", "#c0392b");
/** Vietnamese diacritics, and characters SVG must escape, all set on the cover. */
const unicodeStory: ArtworkSubject = { slug: "the-silk-lantern-of-hoi-an", title: "The Silk Lantern <of> Hội An & Co", city: "Hội An", type: "theft", art: { motif: "jungle", accent: "#e6b422" } };

/** Mean absolute difference per channel, 0-255, between two same-sized images. */
async function pixelDistance(a: Buffer, b: Buffer): Promise<number> {
  const [pa, pb] = await Promise.all([a, b].map((image) => sharp(image).removeAlpha().raw().toBuffer()));
  let total = 0;
  for (let i = 0; i < pa.length; i++) total += Math.abs(pa[i] - pb[i]);
  return total / pa.length;
}

describe("renderStoryArtwork", () => {
  it("renders a WebP cover and thumbnail at their exact sizes", async () => {
    const { cover, thumbnail } = await renderStoryArtwork(harbourStory);
    const [coverMeta, thumbnailMeta] = await Promise.all([sharp(cover).metadata(), sharp(thumbnail).metadata()]);
    expect(coverMeta).toMatchObject({ format: "webp", ...COVER_SIZE });
    expect(thumbnailMeta).toMatchObject({ format: "webp", ...THUMBNAIL_SIZE });
  });

  it("is deterministic: the same story renders byte-identical images", async () => {
    const first = await renderStoryArtwork(unicodeStory);
    const second = await renderStoryArtwork(unicodeStory);
    expect(first.cover.equals(second.cover)).toBe(true);
    expect(first.thumbnail.equals(second.thumbnail)).toBe(true);
  });

  it("gives two stories with the same motif visibly different pictures", async () => {
    const a = await renderStoryArtwork(storyWithArt("harbour-one", "harbor", "#c0392b"));
    const b = await renderStoryArtwork(storyWithArt("harbour-two", "harbor", "#c0392b"));
    expect(await pixelDistance(a.thumbnail, b.thumbnail)).toBeGreaterThan(4);
  });

  it.each(MOTIFS)("renders the %s motif", async (motif) => {
    const { cover, thumbnail } = await renderStoryArtwork(storyWithArt(`motif-${motif}`, motif, "#2e86c1"));
    expect((await sharp(cover).metadata()).width).toBe(COVER_SIZE.width);
    expect((await sharp(thumbnail).metadata()).height).toBe(THUMBNAIL_SIZE.height);
  });

  it("paints each motif as its own composition, not a recoloured template", async () => {
    const thumbnails = await Promise.all(
      MOTIFS.map(async (motif) => (await renderStoryArtwork(storyWithArt("same-slug", motif, "#2e86c1"))).thumbnail),
    );
    for (let i = 1; i < thumbnails.length; i++) {
      expect(await pixelDistance(thumbnails[0], thumbnails[i])).toBeGreaterThan(4);
    }
  });

  it("survives a malformed accent colour", async () => {
    const { cover } = await renderStoryArtwork(storyWithArt("bad-accent", "alley", "not-a-colour"));
    expect((await sharp(cover).metadata()).format).toBe("webp");
  });
});
