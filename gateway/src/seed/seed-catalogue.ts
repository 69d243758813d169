import type { DataSource } from "typeorm";
import type { FileStore } from "../platform/file-store";
import { insertInChunks } from "../platform/insert-in-chunks";
import { logger } from "../platform/logger";
import { Sponsorship } from "../modules/stories/sponsorship.entity";
import { Story } from "../modules/stories/story.entity";
import { StorySearchTerm } from "../modules/stories/story-search-term.entity";
import { searchTermsOf } from "../modules/stories/story-search";
import { renderStoryArtwork } from "./artwork/render-artwork";
import type { SeedStory } from "./catalogue/seed-story";
import { renderKitPdf } from "./kits/render-kit";
import { storyProductIds } from "./story-product-ids";

export const STORY_PRICE_CENTS = 1495;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Stories are dated at 09:00 UTC, `addedDaysAgo` days before the seed runs. */
export function addedDate(story: SeedStory, now: Date): Date {
  const morning = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 9);
  return new Date(morning - story.addedDaysAgo * DAY_MS);
}

async function storyRow(seed: SeedStory, files: FileStore, now: Date): Promise<Story> {
  const [artwork, kit] = await Promise.all([renderStoryArtwork(seed), renderKitPdf(seed)]);
  const [coverFile, thumbnailFile] = await Promise.all([
    files.writeContentAddressed("covers", seed.slug, "webp", artwork.cover),
    files.writeContentAddressed("thumbnails", seed.slug, "webp", artwork.thumbnail),
  ]);
  const kitFile = `${seed.slug}.pdf`;
  await files.write("kits", kitFile, kit);
  const ids = storyProductIds(seed.slug);
  return Object.assign(new Story(), {
    id: seed.slug,
    productId: ids.kit,
    northAmericaProductId: ids.hardCopyNorthAmerica,
    internationalProductId: ids.hardCopyInternational,
    title: seed.title,
    city: seed.city,
    region: seed.region,
    type: seed.type,
    context: seed.context,
    shortDescription: seed.shortDescription,
    mediumDescription: seed.mediumDescription,
    longDescription: seed.longDescription,
    videoUrl: seed.videoUrl ?? null,
    isAvailable: seed.available !== false,
    isSponsored: seed.sponsorName !== undefined,
    isFeatured: seed.featured === true,
    downloads: seed.downloads,
    dateAdded: addedDate(seed, now),
    priceCents: STORY_PRICE_CENTS,
    coverFile,
    thumbnailFile,
    kitFile,
  });
}

/**
 * Loads the shop's catalogue, with its artwork and kit files, into an empty database. A database
 * that already holds stories is the operator's and is left as it is, so running it again (on
 * every start) adds nothing and never brings back a story the operator removed.
 */
export async function seedCatalogue(db: DataSource, files: FileStore, catalogue: readonly SeedStory[], now = new Date()): Promise<number> {
  if ((await db.getRepository(Story).count()) > 0) return 0;

  const started = Date.now();
  const rows: Story[] = new Array(catalogue.length);
  let next = 0;
  // Rendering is CPU-bound in sharp's threads and pdf-lib; two at a time keeps both cores busy.
  const renderWorker = async () => {
    for (let index = next++; index < catalogue.length; index = next++) {
      rows[index] = await storyRow(catalogue[index] as SeedStory, files, now);
    }
  };
  await Promise.all([renderWorker(), renderWorker()]);

  await db.transaction(async (manager) => {
    await insertInChunks(manager.getRepository(Story), rows);
    await insertInChunks(manager.getRepository(StorySearchTerm), rows.flatMap(searchTermsOf));
    const sponsorships = catalogue
      .flatMap((seed) => (seed.sponsorName === undefined ? [] : [{ storyId: seed.slug, sponsorName: seed.sponsorName }]));
    if (sponsorships.length > 0) await manager.getRepository(Sponsorship).insert(sponsorships);
  });
  logger.info("seed.catalogue_loaded", { stories: rows.length, ms: Date.now() - started });
  return rows.length;
}
