import { In } from "typeorm";
import type { Clock } from "../../platform/clock";
import { insertInChunks } from "../../platform/database/insert-in-chunks";
import { insertUnlessPresent } from "../../platform/database/insert-unless-present";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import type { RequestContext, TransactionalContext } from "../../platform/request-context";
import { AnalyticsEvent } from "./analytics-event.entity";
import { AnalyticsSession } from "./analytics-session.entity";
import { type CheckedEvent, checkEvent, type EventBatch, type RejectedEvent } from "./event-batch";
import { PAGE_VIEW } from "./event-schemas";
import { referrerOf } from "./referrer";
import type { StoryCatalogue } from "./story-catalogue";

/** What became of a batch: how many events were stored, how many were already, and why each other one was not. */
export interface BatchOutcome {
  readonly accepted: number;
  readonly duplicates: number;
  readonly rejected: readonly RejectedEvent[];
}

function earliest(events: readonly CheckedEvent[]): CheckedEvent | undefined {
  return events.reduce<CheckedEvent | undefined>((first, event) => (first === undefined || event.at < first.at ? event : first), undefined);
}

function latest(events: readonly CheckedEvent[]): CheckedEvent | undefined {
  return events.reduce<CheckedEvent | undefined>((last, event) => (last === undefined || event.at > last.at ? event : last), undefined);
}

/**
 * Stores the storefront's batches: each event checked on its own (the good ones are kept whatever the others), each
 * stored once per session however often the browser retries, and the session's figures kept with them. The account
 * is the viewer's, from the bearer token: a session is linked to the first account that sends one of its batches.
 */
export class EventIngestion {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly catalogue: StoryCatalogue,
    private readonly clock: Clock,
    /** The shop's own host: page views coming from its pages are not referrals. */
    private readonly ownHost: string | null,
  ) {}

  async record(ctx: RequestContext, batch: EventBatch): Promise<BatchOutcome> {
    const now = this.clock();
    const rejected: RejectedEvent[] = [];
    const checked: CheckedEvent[] = [];
    batch.events.forEach((raw, index) => {
      const result = checkEvent(raw, index, now);
      if (result.ok) checked.push(result.event);
      else rejected.push(result.rejected);
    });
    // One read for the batch, however many stories its events name.
    const known = await this.catalogue.existing(ctx, [...new Set(checked.flatMap((event) => (event.storyId === null ? [] : [event.storyId])))]);
    const events: CheckedEvent[] = [];
    for (const event of checked) {
      if (event.storyId === null || known.has(event.storyId)) events.push(event);
      else if (event.namesStory) rejected.push({ index: event.index, reason: "properties.story_id: no story has this id." });
      else events.push({ ...event, storyId: null });
    }
    rejected.sort((a, b) => a.index - b.index);
    if (events.length === 0) return { accepted: 0, duplicates: 0, rejected };
    const accepted = await this.uow.run(ctx, (tx) => this.store(tx, batch, events, now));
    return { accepted, duplicates: events.length - accepted, rejected };
  }

  /** Stores the events the session does not hold yet and updates its figures, under its row lock; returns how many. */
  private async store(tx: TransactionalContext, batch: EventBatch, events: readonly CheckedEvent[], now: Date): Promise<number> {
    const manager = tx.transaction.manager;
    const first = earliest(events);
    const last = latest(events);
    if (!first || !last) return 0;
    const lockSession = () => this.uow.forUpdate(manager.createQueryBuilder(AnalyticsSession, "session").where("session.id = :id", { id: batch.sessionId })).getOne();
    // Locked before anything is inserted: an insert that meets the existing row takes a shared lock first, and two
    // batches of one session (a beacon beside a flush) would then deadlock upgrading theirs.
    let session = await lockSession();
    if (!session) {
      await insertUnlessPresent(tx, AnalyticsSession, {
        id: batch.sessionId,
        visitorId: batch.visitorId,
        userId: null,
        startedAt: first.at,
        lastSeenAt: last.at,
        landingPath: null,
        referrer: null,
        pageViews: 0,
        events: 0,
      });
      session = await lockSession();
    }
    if (!session) throw new Error(`The analytics session ${batch.sessionId} was not kept`);

    const held = await manager.find(AnalyticsEvent, {
      select: { eventId: true },
      where: { sessionId: session.id, eventId: In(events.map((event) => event.id)) },
    });
    // Held already, or sent twice in this batch: stored once.
    const seen = new Set(held.map((event) => event.eventId));
    const fresh: CheckedEvent[] = [];
    for (const event of events) {
      if (seen.has(event.id)) continue;
      seen.add(event.id);
      fresh.push(event);
    }
    if (fresh.length === 0) return 0;
    await insertInChunks(
      manager.getRepository(AnalyticsEvent),
      fresh.map((event) => ({
        sessionId: session.id,
        eventId: event.id,
        name: event.name,
        page: event.page,
        path: event.path,
        storyId: event.storyId,
        productId: event.productId,
        occurredAt: event.at,
        receivedAt: now,
        properties: JSON.stringify(event.properties),
      })),
    );
    await manager.update(AnalyticsSession, { id: session.id }, this.sessionChanges(tx, session, fresh));
    return fresh.length;
  }

  private sessionChanges(tx: TransactionalContext, session: AnalyticsSession, fresh: readonly CheckedEvent[]): Partial<AnalyticsSession> {
    const pageViews = fresh.filter((event) => event.name === PAGE_VIEW);
    const firstView = earliest(pageViews);
    const first = earliest(fresh);
    const last = latest(fresh);
    // A batch retried late may hold the session's real first page: the landing page is the earliest one seen.
    const landing = firstView !== undefined && (session.landingPath === null || firstView.at < session.startedAt) ? firstView : null;
    return {
      startedAt: first && first.at < session.startedAt ? first.at : session.startedAt,
      lastSeenAt: last && last.at > session.lastSeenAt ? last.at : session.lastSeenAt,
      ...(landing ? { landingPath: landing.path, referrer: referrerOf(landing.referrer, this.ownHost) } : {}),
      userId: session.userId ?? tx.viewer?.id ?? null,
      pageViews: session.pageViews + pageViews.length,
      events: session.events + fresh.length,
    };
  }
}
