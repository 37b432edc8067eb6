import { and, count, desc, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { newsletterSubscribers } from "#app/db/schema.ts";
import { type SubscriberStatusFilter, subscriberPageSize } from "./newsletter-subscribers.schema.ts";

export interface NewsletterSubscriberView {
  id: string;
  email: string;
  subscribedAt: Date;
  unsubscribedAt: Date | null;
}

export interface ListNewsletterSubscribersOptions {
  db: Database;
  status?: SubscriberStatusFilter;
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

export interface NewsletterSubscriberPage {
  subscribers: NewsletterSubscriberView[];
  page: number;
  pageCount: number;
  /** Rows matching the filter. */
  total: number;
  /** Active subscriptions, whatever the filter. */
  activeCount: number;
}

/**
 * The rows a filter shows. An address that never confirmed its sign-up is nobody's subscriber and is
 * never listed or exported (docs/decisions/019-newsletter-double-opt-in.md).
 */
export function subscriberStatusCondition(status: SubscriberStatusFilter): SQL | undefined {
  const confirmed = isNotNull(newsletterSubscribers.confirmedAt);
  if (status === "subscribed") return and(confirmed, isNull(newsletterSubscribers.unsubscribedAt));
  if (status === "unsubscribed") return and(confirmed, isNotNull(newsletterSubscribers.unsubscribedAt));
  return confirmed;
}

/** The newsletter's subscribers, newest sign-up first, a page at a time (a small table: offset paging). */
export async function listNewsletterSubscribers({
  db,
  status = "all",
  page = 1,
  pageSize = subscriberPageSize,
}: ListNewsletterSubscribersOptions): Promise<NewsletterSubscriberPage> {
  const condition = subscriberStatusCondition(status);
  const [subscribers, [matching], [active]] = await Promise.all([
    db
      .select({
        id: newsletterSubscribers.id,
        email: newsletterSubscribers.email,
        subscribedAt: newsletterSubscribers.subscribedAt,
        unsubscribedAt: newsletterSubscribers.unsubscribedAt,
      })
      .from(newsletterSubscribers)
      .where(condition)
      .orderBy(desc(newsletterSubscribers.subscribedAt), desc(newsletterSubscribers.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(newsletterSubscribers).where(condition),
    db.select({ total: count() }).from(newsletterSubscribers).where(subscriberStatusCondition("subscribed")),
  ]);
  const total = matching?.total ?? 0;
  return {
    subscribers,
    page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    total,
    activeCount: active?.total ?? 0,
  };
}
