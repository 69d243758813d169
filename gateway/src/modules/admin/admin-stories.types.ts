import { createUnionType, Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { InvalidDetailsError, NotFoundError } from "../../platform/errors/error-result.type";
import { AdminStorySort, Story } from "../stories";

registerEnumType(AdminStorySort, {
  name: "AdminStorySort",
  description: "Orders of Story Management's list; ties are broken by story id so pages never overlap.",
  valuesConfig: {
    DATE_ADDED: { description: "When the story was added to the catalogue." },
    TITLE: { description: "Title, alphabetically." },
    DOWNLOADS: { description: "Number of customers who acquired the kit." },
    PRICE: { description: "Price of the downloadable kit." },
  },
});

@ObjectType({ description: "A story as the operator sees it: the story, what it has earned, and whether its kit is uploaded. Admins only." })
export class AdminStory {
  @Field(() => Story, { description: "The story, as the catalogue shows it." })
  story: Story;

  @Field(() => Int, { description: "What its fulfilled order lines (kit and hard copies) brought in, in US cents, refunds left out." })
  revenueCents: number;

  @Field({ description: "Whether its kit PDF is uploaded; without it the story stays Coming Soon." })
  hasKitFile: boolean;
}

@ObjectType({ description: "A page of Story Management's list. Admins only." })
export class AdminStoryPage {
  @Field(() => [AdminStory], { description: "The stories of this page." })
  items: AdminStory[];

  @Field(() => Int, { description: "Stories matching the search and filters, on every page." })
  total: number;

  @Field({ description: "Whether more stories follow; ask again with `after: endCursor`." })
  hasMore: boolean;

  @Field(() => String, { nullable: true, description: "The cursor after this page's last story; null when the page is empty." })
  endCursor: string | null;
}

@ObjectType({ description: "Where to send a story's file: a signed address, valid for a short while, taking one HTTP request. Admins only." })
export class StoryUploadLink {
  @Field({ description: "The signed address to send the file's bytes to, as the request body." })
  url: string;

  @Field({ description: "The HTTP method to send it with: PUT." })
  method: string;

  @Field(() => [String], { description: "The Content-Type values the request may carry, e.g. `image/png`." })
  contentTypes: string[];

  @Field(() => Int, { description: "The most bytes the file may weigh." })
  maxBytes: number;

  @Field({ description: "When the address stops working; ask for a new one after." })
  expiresAt: Date;
}

export const StoryEditResult = createUnionType({
  name: "StoryEditResult",
  description: "The story as saved, or why it was not: each faulty field with its message, or no such story.",
  types: () => [AdminStory, InvalidDetailsError, NotFoundError] as const,
});

export const StoryUploadResult = createUnionType({
  name: "StoryUploadResult",
  description: "Where to upload the file, or no such story.",
  types: () => [StoryUploadLink, NotFoundError] as const,
});
