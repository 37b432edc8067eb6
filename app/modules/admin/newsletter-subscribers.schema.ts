// The newsletter admin page's URL (/admin/newsletter) and its CSV export (/admin/newsletter.csv).
import { z } from "#app/lib/zod.ts";

export const subscriberStatuses = ["all", "subscribed", "unsubscribed"] as const;
export type SubscriberStatusFilter = (typeof subscriberStatuses)[number];

export const subscriberPageSize = 50;

export const newsletterSubscribersQuerySchema = z.object({
  status: z.enum(subscriberStatuses, "Choose all, subscribed or unsubscribed.").default("all"),
  page: z.coerce
    .number("The page number is not valid.")
    .int("The page number is not valid.")
    .min(1, "The page number is not valid.")
    .max(100_000, "The page number is not valid.")
    .default(1),
});

export type NewsletterSubscribersQuery = z.infer<typeof newsletterSubscribersQuerySchema>;
