import { Column, Entity, Index, PrimaryColumn } from "typeorm";

/**
 * One browser session as the storefront reports it: its id is the browser's (a new one after 30 minutes without
 * activity), and its figures follow the events stored for it. The account is the server's finding, from the bearer
 * token of any of its batches; the events themselves never name anyone.
 */
@Entity({ name: "analytics_sessions" })
@Index("idx_analytics_sessions_started", ["startedAt", "id"])
export class AnalyticsSession {
  @PrimaryColumn({ type: "varchar", length: 64 })
  id: string;

  /** The browser's long-lived id (a 365-day cookie): sessions of one visitor share it. */
  @Column({ name: "visitor_id", type: "varchar", length: 64 })
  visitorId: string;

  /** The account of the first batch that came with a valid token; null while every batch was anonymous. */
  @Column({ name: "user_id", type: "int", nullable: true })
  userId: number | null;

  /** When its earliest event happened. */
  @Column({ name: "started_at", type: "datetime", precision: 3 })
  startedAt: Date;

  /** When its latest event happened. */
  @Column({ name: "last_seen_at", type: "datetime", precision: 3 })
  lastSeenAt: Date;

  /** The path of its first page view. */
  @Column({ name: "landing_path", type: "varchar", length: 500, nullable: true })
  landingPath: string | null;

  /** Where the first page view came from: the referring site's host (or the text sent, when not a URL); null when direct. */
  @Column({ type: "varchar", length: 255, nullable: true })
  referrer: string | null;

  @Column({ name: "page_views", type: "int", default: 0 })
  pageViews: number;

  /** Every event stored for it, page views included. */
  @Column({ type: "int", default: 0 })
  events: number;
}
