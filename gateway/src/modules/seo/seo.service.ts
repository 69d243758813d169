import type { RequestContext } from "../../platform/request-context";
import type { StoriesService, Story } from "../stories";
import { type PageMeta, PRIVATE_PAGES, SHOP_DESCRIPTION, SHOP_NAME, STATIC_PAGES } from "./page-meta";
import { storyCoverImage } from "./story-cover-image";

export interface PageHeadResult {
  status: 200 | 404;
  meta: PageMeta;
  /** True for the public pages (the catalogue, stories, fixed pages): the same for every visitor, so the server renders them. */
  serverRendered: boolean;
}

const STORY_PATH = /^\/stories\/([^/]+)\/?$/;
/**
 * Fixed pages whose first render depends on what only the browser knows (the question a link's hash opens, a saved
 * draft): rendered on the server, they would be taken over showing the server's version, so the browser renders them.
 */
const BROWSER_STATE_PAGES: ReadonlySet<string> = new Set(["/faq", "/custom"]);
/** One record of the back office, e.g. `/admin/users/42`: private, titled after its section. */
const ADMIN_RECORD_PATH = /^(\/admin\/(?:stories|users|orders))\/[^/]+$/;

function formatUsd(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Decides what each storefront URL tells search engines, and lists the URLs they should visit. */
export class SeoService {
  constructor(
    private readonly stories: StoriesService,
    private readonly publicUrl: string,
  ) {}

  async pageFor(ctx: RequestContext, path: string): Promise<PageHeadResult> {
    const normalised = path.length > 1 ? path.replace(/\/$/, "") : path;
    // The root only sends the browser on to the catalogue.
    if (normalised === "/") return { ...this.fixedPage("/stories"), serverRendered: false };
    if (STATIC_PAGES[normalised]) return this.fixedPage(normalised);
    const privatePage = PRIVATE_PAGES[normalised] ?? PRIVATE_PAGES[ADMIN_RECORD_PATH.exec(normalised)?.[1] ?? ""];
    if (privatePage) {
      return {
        status: 200,
        meta: { ...privatePage, canonicalUrl: `${this.publicUrl}${normalised}`, openGraphType: "website", indexable: false },
        serverRendered: false,
      };
    }
    const storyId = STORY_PATH.exec(normalised)?.[1];
    if (storyId !== undefined) {
      const story = await this.stories.findById(ctx, decodeURIComponent(storyId));
      if (story) return { status: 200, meta: this.storyMeta(story), serverRendered: true };
      return this.notFound(normalised, "Story Not Found", "We couldn't find the story you're looking for.");
    }
    return this.notFound(normalised, "Page Not Found", "This page does not exist.");
  }

  async sitemapUrls(ctx: RequestContext): Promise<{ loc: string; lastModified?: string }[]> {
    const pages = Object.keys(STATIC_PAGES).map((path) => ({ loc: `${this.publicUrl}${path}` }));
    const stories = (await this.stories.sitemapEntries(ctx)).map((entry) => ({
      loc: `${this.publicUrl}/stories/${encodeURIComponent(entry.id)}`,
      lastModified: entry.dateAdded.toISOString().slice(0, 10),
    }));
    return [...pages, ...stories];
  }

  private fixedPage(path: string): PageHeadResult {
    const page = STATIC_PAGES[path] ?? { title: SHOP_NAME, description: SHOP_DESCRIPTION };
    return {
      status: 200,
      meta: { ...page, canonicalUrl: `${this.publicUrl}${path}`, openGraphType: "website", indexable: true },
      serverRendered: !BROWSER_STATE_PAGES.has(path),
    };
  }

  private notFound(path: string, title: string, description: string): PageHeadResult {
    return {
      status: 404,
      meta: { title, description, canonicalUrl: `${this.publicUrl}${path}`, openGraphType: "website", indexable: false },
      serverRendered: false,
    };
  }

  private storyMeta(story: Story): PageMeta {
    const canonicalUrl = `${this.publicUrl}/stories/${encodeURIComponent(story.id)}`;
    const imageUrl = `${this.publicUrl}${story.coverImage}`;
    return {
      title: story.title,
      description: story.shortDescription,
      canonicalUrl,
      imageUrl,
      openGraphType: "product",
      indexable: true,
      leadImage: storyCoverImage(story),
      structuredData: {
        "@context": "https://schema.org",
        "@type": "Product",
        name: story.title,
        description: story.mediumDescription,
        image: [imageUrl],
        sku: story.productId,
        category: "Murder mystery game kit",
        brand: { "@type": "Brand", name: SHOP_NAME },
        offers: {
          "@type": "Offer",
          url: canonicalUrl,
          price: formatUsd(story.priceCents),
          priceCurrency: "USD",
          // A "Coming Soon" kit cannot be bought yet.
          availability: story.isAvailable ? "https://schema.org/InStock" : "https://schema.org/PreOrder",
        },
      },
    };
  }
}
