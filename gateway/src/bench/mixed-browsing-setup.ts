import { SETTINGS } from "./bench-settings";
import { findPersistedCatalogue } from "./persisted-catalogue";
import { mixedBrowsing, type Scenario } from "./scenarios";
import type { CatalogueSample } from "./scratch-database";
import { signedInReaders } from "./sign-in-flow";

/** Mixed browsing against one gateway: its own signed-up readers' tokens, and persisted GETs when it serves them. */
export async function mixedBrowsingOn(baseUrl: string, sample: CatalogueSample): Promise<Scenario> {
  const tokens = await signedInReaders(baseUrl, SETTINGS.signedInReaders);
  const persisted = await findPersistedCatalogue(baseUrl, sample.storyIds[0] ?? "");
  return mixedBrowsing(sample, tokens, persisted);
}
