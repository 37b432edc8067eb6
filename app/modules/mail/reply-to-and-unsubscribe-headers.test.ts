import { afterEach, beforeEach, expect, test } from "vitest";
import { outbox } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { type SmtpSink, startSmtpSink } from "#app/test/smtp-sink.ts";
import { deliverOutboxMessage } from "./deliver-outbox-message.server.ts";
import { enqueueMail, InvalidMailError } from "./enqueue-mail.server.ts";
import { renderMail } from "./render-mail.ts";
import { createSmtpTransport } from "./smtp-transport.server.ts";

const baseUrl = "http://roamstead.test";
let database: TestDatabase;
let smtp: SmtpSink;

beforeEach(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpSink();
});

afterEach(async () => {
  await smtp.close();
  await database.destroy();
});

const content = renderMail({
  baseUrl,
  locale: "en-US",
  heading: "Hello",
  paragraphs: ["Hi"],
  reason: "this is a test.",
});

async function deliver(id: number) {
  const transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, { timeoutMs: 2000 });
  try {
    return await deliverOutboxMessage({
      db: database.db,
      transport,
      outboxId: id,
      from: "hello@roamstead.test",
      baseUrl,
    });
  } finally {
    transport.close();
  }
}

test("a mail with a Reply-To arrives with it; replies go to the buyer, not to us", async () => {
  const { id } = await database.db.transaction((tx) =>
    enqueueMail(tx, { to: "seller@example.com", replyTo: "buyer@example.com", subject: "New message", ...content }),
  );
  expect(await deliver(id)).toBe("sent");
  const mail = smtp.received[0]?.parsed;
  expect(mail?.replyTo?.value.map((address) => address.address)).toEqual(["buyer@example.com"]);
  expect(mail?.from?.value[0]?.address).toBe("hello@roamstead.test");
  expect(mail?.headerLines.some((line) => line.key.startsWith("list-"))).toBe(false);
});

test("newsletter mail carries one-click List-Unsubscribe headers (RFC 8058)", async () => {
  const url = `${baseUrl}/newsletter/unsubscribe?token=abc`;
  const { id } = await database.db.transaction((tx) =>
    enqueueMail(tx, { to: "reader@example.com", listUnsubscribeUrl: url, subject: "Welcome", ...content }),
  );
  expect(await deliver(id)).toBe("sent");
  const mail = smtp.received[0]?.parsed;
  expect(mail?.replyTo).toBeUndefined();
  const rawHeader = (key: string) => mail?.headerLines.find((line) => line.key === key)?.line;
  expect(rawHeader("list-unsubscribe")).toBe(`List-Unsubscribe: <${url}>`);
  expect(rawHeader("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
});

test("the outbox refuses a Reply-To or unsubscribe link that is not what it claims", async () => {
  await expect(
    enqueueMail(database.db, {
      to: "a@example.com",
      replyTo: "x@example.com\r\nBcc: y@example.com",
      subject: "S",
      ...content,
    }),
  ).rejects.toThrow(InvalidMailError);
  await expect(
    enqueueMail(database.db, {
      to: "a@example.com",
      listUnsubscribeUrl: "javascript:alert(1)",
      subject: "S",
      ...content,
    }),
  ).rejects.toThrow(InvalidMailError);
  expect(await database.db.select().from(outbox)).toHaveLength(0);
});
