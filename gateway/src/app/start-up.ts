import { withStartupLock } from "../platform/database/startup-lock";
import { systemContext } from "../platform/request-context";
import type { Gateway } from "./gateway";

/**
 * What a gateway does once before it serves: load the shop's own catalogue into an empty database
 * (once, even when several gateways start together) and apply the configured admin list.
 */
export async function prepareShop(gateway: Gateway): Promise<void> {
  const { platform, modules } = gateway;
  const ctx = systemContext("start-up");
  await withStartupLock(platform.db, async () => {
    if (!platform.config.seedCatalogue || (await modules.stories.services.countAll(ctx)) > 0) return;
    // The story copy and the artwork and kit renderers are loaded only when there is something to seed.
    const [{ seedCatalogue }, { loadSeedCatalogue }] = await Promise.all([import("../seed/seed-catalogue.js"), import("../seed/catalogue/index.js")]);
    await seedCatalogue(ctx, { uow: platform.uow, stories: modules.stories.services, files: platform.files }, await loadSeedCatalogue());
  });
  await modules.users.services.applyAdminList(ctx);
}
