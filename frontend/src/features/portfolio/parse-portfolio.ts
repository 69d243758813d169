export interface SisterSite {
  slug: string;
  name: string;
  category: string;
  url: string;
  description: string;
  /** A path on this shop, e.g. /sister-sites/cipher-lantern.svg, served from frontend/public. */
  image: string;
  imageAlt: string;
  features: readonly string[];
}

export interface Portfolio {
  companyName: string;
  intro: string;
  sites: readonly SisterSite[];
}

const featureCount = 4;

function fail(field: string, problem: string): never {
  throw new Error(`Invalid portfolio content: ${field} ${problem}`);
}

function asRecord(value: unknown, field: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(field, 'must be an object');
  return value as Record<string, unknown>;
}

function readText(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') fail(field, 'must be a non-empty string');
  return value;
}

// The address becomes a link's href, so only web addresses may pass (never javascript: or data:).
function readWebAddress(value: unknown, field: string): string {
  const text = readText(value, field);
  if (!/^https?:\/\/[^/\s]+/.test(text)) fail(field, 'must be a full http(s) address');
  return text;
}

function readImagePath(value: unknown, field: string): string {
  const text = readText(value, field);
  if (!/^\/[^/]/.test(text)) fail(field, 'must be a path on this site starting with "/"');
  return text;
}

function readFeatures(value: unknown, field: string): string[] {
  if (!Array.isArray(value) || value.length !== featureCount) fail(field, `must list exactly ${featureCount} features`);
  return value.map((feature: unknown, index) => readText(feature, `${field}[${index}]`));
}

function readSite(value: unknown, field: string): SisterSite {
  const site = asRecord(value, field);
  return {
    slug: readText(site.slug, `${field}.slug`),
    name: readText(site.name, `${field}.name`),
    category: readText(site.category, `${field}.category`),
    url: readWebAddress(site.url, `${field}.url`),
    description: readText(site.description, `${field}.description`),
    image: readImagePath(site.image, `${field}.image`),
    imageAlt: readText(site.imageAlt, `${field}.imageAlt`),
    features: readFeatures(site.features, `${field}.features`),
  };
}

/** Checks the operator-edited portfolio file field by field, naming the first field that is wrong. */
export function parsePortfolio(raw: unknown): Portfolio {
  const root = asRecord(raw, 'the file');
  if (!Array.isArray(root.sites) || root.sites.length === 0) fail('sites', 'must be a non-empty list');
  const sites = root.sites.map((site: unknown, index) => readSite(site, `sites[${index}]`));
  sites.forEach((site, index) => {
    if (sites.findIndex((other) => other.slug === site.slug) !== index) {
      fail(`sites[${index}].slug`, `repeats "${site.slug}"; every slug must be unique`);
    }
  });
  return {
    companyName: readText(root.companyName, 'companyName'),
    intro: readText(root.intro, 'intro'),
    sites,
  };
}
