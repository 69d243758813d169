import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

/**
 * One event the storefront sent, stored once per (session, the browser's event id) however often its batch is retried.
 * The columns the reports group by are lifted out of its properties; the story is set only for a story that exists,
 * by the event's `story_id` or the `/stories/{id}` path of a page view.
 */
@Entity({ name: "analytics_events" })
@Index("uq_analytics_events_session_event", ["sessionId", "eventId"], { unique: true })
@Index("idx_analytics_events_time", ["occurredAt"])
@Index("idx_analytics_events_name_time", ["name", "occurredAt"])
@Index("idx_analytics_events_story", ["storyId", "name", "occurredAt"])
export class AnalyticsEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "session_id", type: "varchar", length: 64 })
  sessionId: string;

  /** The browser's id of the event, unique within its session. */
  @Column({ name: "event_id", type: "varchar", length: 64 })
  eventId: string;

  @Column({ type: "varchar", length: 40 })
  name: string;

  /** The page's name (a page view's `page`, another event's `current_page`). */
  @Column({ type: "varchar", length: 100, nullable: true })
  page: string | null;

  @Column({ type: "varchar", length: 500, nullable: true })
  path: string | null;

  @Column({ name: "story_id", type: "varchar", length: 64, nullable: true })
  storyId: string | null;

  @Column({ name: "product_id", type: "varchar", length: 80, nullable: true })
  productId: string | null;

  /** When it happened, by the browser's clock (kept only within the last 7 days and up to 5 minutes ahead of the server's). */
  @Column({ name: "occurred_at", type: "datetime", precision: 3 })
  occurredAt: Date;

  @Column({ name: "received_at", type: "datetime", precision: 3 })
  receivedAt: Date;

  /** Its properties as sent (validated), as JSON. */
  @Column({ type: "text" })
  properties: string;
}
