import type { AdminPart } from "./admin-part";
import { AdminStoriesResolver } from "./admin-stories.resolver";
import { adminStoriesRouter } from "./admin-stories.rest";
import { AdminStoriesService } from "./admin-stories.service";
import { StoryUploadLinks } from "./admin-stories.upload-links";
import { storyUploadsRouter } from "./admin-stories.upload-router";

/** Story Management: the catalogue's stories with their sales, created and edited with their files. */
export const adminStoriesPart: AdminPart = {
  resolverClasses: [AdminStoriesResolver],
  create({ signer, config, clock }, { stories, orders }) {
    const links = new StoryUploadLinks(signer, config.publicUrl, clock);
    const adminStories = new AdminStoriesService(stories, orders.orders, links);
    return {
      resolvers: [new AdminStoriesResolver(adminStories)],
      routers: [
        { mount: "api", router: adminStoriesRouter(adminStories) },
        { mount: "root", router: storyUploadsRouter(links, stories.management) },
      ],
    };
  },
};
