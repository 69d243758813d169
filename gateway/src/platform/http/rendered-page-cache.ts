import { LRUCache } from "lru-cache";
import type { CacheGenerations } from "../caches/cache-generations";

/** A storefront page as sent: its status and its whole HTML. */
export interface StorefrontPage {
  status: number;
  html: string;
}

/** A page just made, and whether it may be sent to the next visitor too (not when rendering failed). */
export interface PageRender {
  page: StorefrontPage;
  keep: boolean;
}

export interface RenderedPageCacheOptions {
  generations: CacheGenerations;
  /** The data sets the pages are made of; a write to any of them makes every kept page stale. */
  dataSets: readonly string[];
  /** How long a page is kept; 0 renders every request afresh. */
  ttlMs: number;
  /** The memory the kept pages may take, in bytes of HTML. */
  maxBytes: number;
}

/** What a render still in flight is counted as, until its page's real size is known. */
const TYPICAL_PAGE_BYTES = 64 * 1024;

/**
 * Server-rendered pages of the public storefront, which are the same for every visitor, by URL.
 * Keys carry the data sets' generations, so a page rendered before a catalogue write is never
 * sent after it; concurrent requests for the same page share one render; a failed render is not kept.
 */
export class RenderedPageCache {
  private readonly pages: LRUCache<string, { pending: Promise<StorefrontPage>; bytes: number }>;

  constructor(private readonly options: RenderedPageCacheOptions) {
    this.pages = new LRUCache({
      maxSize: options.maxBytes,
      sizeCalculation: (entry) => entry.bytes,
      ttl: Math.max(options.ttlMs, 1),
    });
    options.generations.onChange((name) => {
      if (options.dataSets.includes(name)) this.pages.clear();
    });
  }

  async getOrRender(url: string, render: () => Promise<PageRender>): Promise<StorefrontPage> {
    if (this.options.ttlMs <= 0) return (await render()).page;
    const generations = this.options.dataSets.map((name) => `${name}=${this.options.generations.current(name)}`).join(",");
    const key = `${generations}\n${url}`;
    const cached = this.pages.get(key);
    if (cached) return cached.pending;
    const rendering = render();
    const entry = { pending: rendering.then((done) => done.page), bytes: TYPICAL_PAGE_BYTES };
    this.pages.set(key, entry);
    rendering.then(
      ({ page, keep }) => {
        // Unless a write dropped the entry meanwhile: counted at its real size, or forgotten.
        if (this.pages.peek(key) !== entry) return;
        if (keep) this.pages.set(key, { ...entry, bytes: Buffer.byteLength(page.html) });
        else this.pages.delete(key);
      },
      () => this.pages.delete(key),
    );
    return entry.pending;
  }
}
