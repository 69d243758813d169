import { withStartupLock } from "../platform/database/startup-lock";
import { systemContext } from "../platform/request-context";
import type { SeedStory } from "../seed/catalogue/seed-story";
import type { Gateway } from "./gateway";

/** The shop's own catalogue, read from its data files only when there is something to seed. */
async function shopCatalogue(): Promise<SeedStory[]> {
  const { loadSeedCatalogue } = await import("../seed/catalogue/index.js");
  return loadSeedCatalogue();
}

/**
 * What a gateway does once before it serves: load the catalogue into an empty database (once,
 * even when several gateways start together) and apply the configured admin list.
 */
export async function prepareShop(gateway: Gateway, catalogue: () => Promise<readonly SeedStory[]> = shopCatalogue): Promise<void> {
  const { platform, modules } = gateway;
  const ctx = systemContext("start-up");
  if (platform.config.seedCatalogue && (await modules.stories.services.countAll(ctx)) === 0) {
    // The artwork and kit renderers are loaded only when there is something to seed.
    const { seedCatalogue } = await import("../seed/seed-catalogue.js");
    await seedCatalogue(ctx, {
      uow: platform.uow,
      stories: modules.stories.services,
      files: platform.files,
      exclusively: (work) => withStartupLock(platform.db, work),
    }, await catalogue());
  }
  await modules.users.services.applyAdminList(ctx);
}
