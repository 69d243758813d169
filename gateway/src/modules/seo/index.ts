import type { ModuleDescriptor } from "../../platform/module";
import type { PageHeadRenderer } from "../../platform/http/storefront";
import type { StoriesService } from "../stories";
import { renderPageHead } from "./page-head";
import { seoRouter } from "./seo.rest";
import { SeoService } from "./seo.service";

export interface SeoServices {
  /** The storefront's page heads: title, description, social tags and structured data per URL. */
  pageHead: PageHeadRenderer;
}

/** What search engines and link previews see: page heads, sitemap.xml and robots.txt. */
export const seoModule: ModuleDescriptor<SeoServices, { stories: StoriesService }> = {
  name: "seo",
  entities: [],
  resolvers: [],
  create({ config }, { stories }) {
    const seo = new SeoService(stories, config.publicUrl);
    return {
      services: {
        pageHead: async (ctx, path) => {
          const page = await seo.pageFor(ctx, path);
          return { status: page.status, headHtml: renderPageHead(page.meta), serverRendered: page.serverRendered };
        },
      },
      routers: [{ mount: "root", router: seoRouter(seo, config.publicUrl) }],
    };
  },
};
