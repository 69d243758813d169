import fs from "node:fs";
import path from "node:path";

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  dynamicImports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

function isManifest(value: unknown): value is Manifest {
  return typeof value === "object" && value !== null && Object.values(value).every((chunk) => typeof chunk === "object" && chunk !== null && "file" in chunk);
}

/** A chunk and every chunk it imports statically: what loads with it. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * The tags a server-rendered page needs for its code-split page module, read from the browser
 * build's manifest: its stylesheets, so the page is laid out right in the first paint (a
 * stylesheet arriving with the script would move things). Its scripts are fetched with the app's,
 * after the first paint. Nothing when the build has no manifest.
 */
export function pageAssetTags(frontendDist: string): (pageModule: string | null) => string {
  const manifestFile = path.join(frontendDist, ".vite", "manifest.json");
  const parsed: unknown = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, "utf8")) : {};
  const manifest: Manifest = isManifest(parsed) ? parsed : {};
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  // The entry imports the app itself once the page is painted: its stylesheets are in the page's head already.
  const firstLoadKeys = entryKeys.flatMap((key) => [key, ...(manifest[key]?.dynamicImports ?? [])]);
  const loadedWithEntry = new Set(firstLoadKeys.flatMap((key) => [...staticClosure(manifest, key)]));
  const tagsByModule = new Map<string, string>();

  return (pageModule) => {
    if (pageModule === null || !manifest[pageModule]) return "";
    const known = tagsByModule.get(pageModule);
    if (known !== undefined) return known;
    const chunks = [...staticClosure(manifest, pageModule)].filter((key) => !loadedWithEntry.has(key)).map((key) => manifest[key]!);
    const tags = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `<link rel="stylesheet" href="/${file}" />`).join("\n    ");
    tagsByModule.set(pageModule, tags);
    return tags;
  };
}
