import { Field, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { Story } from "./story.entity";

/** A story's sponsor. The unique story column makes "one sponsor per story" a database rule. */
@ObjectType("StorySponsor", { description: "The sponsor of a story." })
@Entity({ name: "story_sponsorships" })
@Index("uq_story_sponsorships_story", ["storyId"], { unique: true })
export class Sponsorship {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "story_id", type: "varchar", length: 64 })
  storyId: string;

  @ManyToOne(() => Story, { onDelete: "CASCADE" })
  @JoinColumn({ name: "story_id", foreignKeyConstraintName: "fk_story_sponsorships_story" })
  story: Story;

  @Field({ name: "name", description: "The sponsor's display name." })
  @Column({ name: "sponsor_name", type: "varchar", length: 120 })
  sponsorName: string;

  /** The account that sponsors it; null for the sponsors the catalogue came with. */
  @Index("idx_story_sponsorships_user")
  @Column({ name: "sponsor_user_id", type: "int", nullable: true })
  sponsorUserId: number | null;

  /** The paid order line the sponsorship came from. */
  @Index("uq_story_sponsorships_order_line", { unique: true })
  @Column({ name: "order_line_id", type: "int", nullable: true })
  orderLineId: number | null;

  @CreateDateColumn({ name: "sponsored_at", type: "datetime" })
  sponsoredAt: Date;
}
