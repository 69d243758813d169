import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from "typeorm";
import { Story } from "./story.entity";

/**
 * One number of players a story can be played by (each from its minimum to its maximum). The `players` filter reads
 * the primary key's range for that number, where a `min <= n AND n <= max` test on the stories would read half the table.
 */
@Entity({ name: "story_player_counts" })
@Index("idx_story_player_counts_story", ["storyId"])
export class StoryPlayerCount {
  @PrimaryColumn({ type: "smallint" })
  players: number;

  @PrimaryColumn({ name: "story_id", type: "varchar", length: 64 })
  storyId: string;

  @ManyToOne(() => Story, { onDelete: "CASCADE" })
  @JoinColumn({ name: "story_id", foreignKeyConstraintName: "fk_story_player_counts_story" })
  story: Story;
}
