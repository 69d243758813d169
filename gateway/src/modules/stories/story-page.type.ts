import { Field, Int, ObjectType } from "type-graphql";
import { Story } from "./story.entity";

@ObjectType({ description: "One page of the catalogue.", simpleResolvers: true })
export class StoryPage {
  @Field(() => [Story], { description: "The stories on this page." })
  items: Story[];

  @Field(() => Int, { description: "Number of stories matching the search and filters." })
  total: number;

  @Field(() => Int, { description: "Number of pages at this page size." })
  pages: number;

  @Field(() => Int, { description: "The 1-based number of this page." })
  currentPage: number;

  @Field({ description: "Whether another page follows this one." })
  hasMore: boolean;

  @Field(() => String, { nullable: true, description: "Pass as `after` to get the next page; null when the page is empty." })
  endCursor: string | null;
}
