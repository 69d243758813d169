import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from "typeorm";
import { Story } from "./story.entity";

/**
 * One word of a story's searchable text. Searching by word prefix through this index keeps
 * search fast on every dialect, where a LIKE over the descriptions would read every story.
 */
@Entity({ name: "story_search_terms" })
@Index("idx_story_search_terms_story", ["storyId"])
export class StorySearchTerm {
  @PrimaryColumn({ type: "varchar", length: 40 })
  term: string;

  @PrimaryColumn({ name: "story_id", type: "varchar", length: 64 })
  storyId: string;

  @ManyToOne(() => Story, { onDelete: "CASCADE" })
  @JoinColumn({ name: "story_id", foreignKeyConstraintName: "fk_story_search_terms_story" })
  story: Story;
}
