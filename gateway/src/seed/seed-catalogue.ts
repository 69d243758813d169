import type { UnitOfWork } from "../platform/database/unit-of-work";
import type { FileStore } from "../platform/file-store";
import { logger } from "../platform/logger";
import type { RequestContext } from "../platform/request-context";
import { type NewStory, type StoriesService, storeStoryArtwork, storyProductIds } from "../modules/stories";
import { renderStoryArtwork } from "../platform/artwork/render-artwork";
import type { SeedStory } from "./catalogue/seed-story";
import { renderKitPdf } from "./kits/render-kit";

export const STORY_PRICE_CENTS = 1495;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Stories are dated at 09:00 UTC, `addedDaysAgo` days before the seed runs. */
export function addedDate(story: SeedStory, now: Date): Date {
  const morning = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 9);
  return new Date(morning - story.addedDaysAgo * DAY_MS);
}

async function storyRow(seed: SeedStory, files: FileStore, now: Date): Promise<NewStory> {
  const [artwork, kit] = await Promise.all([renderStoryArtwork(seed), renderKitPdf(seed)]);
  const { coverFile, thumbnailFile } = await storeStoryArtwork(files, seed.slug, artwork);
  const kitFile = `${seed.slug}.pdf`;
  await files.write("kits", kitFile, kit);
  const ids = storyProductIds(seed.slug);
  return {
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
    sponsorName: seed.sponsorName,
    isFeatured: seed.featured === true,
    downloads: seed.downloads,
    dateAdded: addedDate(seed, now),
    priceCents: STORY_PRICE_CENTS,
    playersMin: seed.players.min,
    playersMax: seed.players.max,
    playersBest: seed.players.best,
    lengthMinutes: seed.lengthMinutes,
    difficulty: seed.difficulty,
    coverFile,
    thumbnailFile,
    kitFile,
  };
}

export interface SeedTarget {
  uow: UnitOfWork;
  stories: StoriesService;
  files: FileStore;
  /** Runs the insert alone among the gateways starting together (the rendering before it needs no lock). */
  exclusively?: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * Loads the shop's catalogue, with its artwork and kit files, into an empty database, through the
 * stories service in one unit of work. A database that already holds stories is the operator's
 * and is left as it is, so running it again (on every start) adds nothing and never brings back a
 * story the operator removed.
 */
export async function seedCatalogue(ctx: RequestContext, target: SeedTarget, catalogue: readonly SeedStory[], now = new Date()): Promise<number> {
  if ((await target.stories.countAll(ctx)) > 0) return 0;

  const started = Date.now();
  const rows: NewStory[] = new Array(catalogue.length);
  let next = 0;
  // Rendering is CPU-bound in sharp's threads and pdf-lib; two at a time keeps both cores busy.
  const renderWorker = async () => {
    for (let index = next++; index < catalogue.length; index = next++) {
      rows[index] = await storyRow(catalogue[index] as SeedStory, target.files, now);
    }
  };
  await Promise.all([renderWorker(), renderWorker()]);

  const insert = () =>
    target.uow.run(ctx, async (tx) => {
      if ((await target.stories.countAll(tx)) > 0) return 0;
      await target.stories.createStories(tx, rows);
      return rows.length;
    });
  const added = await (target.exclusively ? target.exclusively(insert) : insert());
  logger.info("seed.catalogue_loaded", { stories: added, ms: Date.now() - started });
  return added;
}
