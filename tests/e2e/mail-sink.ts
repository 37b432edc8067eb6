// What the e2e server's SMTP sink received (scripts/e2e-server.mjs serves it on the app's port + 1).
import { expect } from "@playwright/test";

export interface SentMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Header values as sent, e.g. "<https://…>" and "List-Unsubscribe=One-Click". */
  listUnsubscribe: string | null;
  listUnsubscribePost: string | null;
}

const mailReaderUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}/`;

/** Every mail delivered over SMTP so far, oldest first. */
export async function sentMails(): Promise<SentMail[]> {
  const response = await fetch(mailReaderUrl);
  return (await response.json()) as SentMail[];
}

/** Waits (up to `timeout` ms) until the sink holds a mail to `to` whose subject satisfies `subject`, and returns those. */
export async function waitForMails(to: string, subject: string | RegExp, timeout = 60_000): Promise<SentMail[]> {
  let matching: SentMail[] = [];
  await expect
    .poll(
      async () => {
        matching = (await sentMails()).filter(
          (mail) =>
            mail.to.includes(to) &&
            (typeof subject === "string" ? mail.subject === subject : subject.test(mail.subject)),
        );
        return matching.length;
      },
      { timeout, intervals: [500, 1000, 2000] },
    )
    .toBeGreaterThan(0);
  return matching;
}
