// /dev/mailbox (docs/decisions/005-mail-outbox.md): its mails hold sign-in and reset links, so in
// production only a signed-in administrator sees them, whatever DEV_MAILBOX says; everyone else gets
// the same 404 as when it is off. In development it shows the outbox as before.
import { describe, expect, it } from "vitest";
import type { AppServices } from "#app/lib/context.server.ts";
import { canReadDevMailbox } from "#app/modules/mail/dev-mailbox-access.ts";
import { enqueueMail } from "#app/modules/mail/enqueue-mail.server.ts";
import { pageRequest, routeArgs, settle } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { contextWith } from "#app/test/services.ts";
import type { Route } from "./+types/dev-mailbox";
import { loader } from "./dev-mailbox.tsx";

const bed = routeTestBed({
  accounts: { pat: "pat@example.com", ada: { email: "ada@example.com", role: "admin" } },
});

/** The test services as a production build (or development) with DEV_MAILBOX as given. */
function servicesFor(isProduction: boolean, DEV_MAILBOX: boolean): AppServices {
  return { ...bed.services, env: { ...bed.services.env, isProduction, DEV_MAILBOX } };
}

async function open(services: AppServices, cookie?: string) {
  return settle(() => loader(routeArgs<Route.LoaderArgs>(pageRequest("/dev/mailbox", cookie), contextWith(services))));
}

async function mailWithResetLink() {
  await enqueueMail(bed.db, {
    to: "victim@example.com",
    subject: "Reset your Roamstead password",
    text: "http://localhost:3000/reset-password?token=secret-token",
    html: "<p>http://localhost:3000/reset-password?token=secret-token</p>",
    reason: "password-reset",
  });
}

describe("/dev/mailbox", () => {
  it("in production shows the outbox to a signed-in administrator only; others get a 404", async () => {
    await mailWithResetLink();
    const production = servicesFor(true, true);
    const admin = await open(production, bed.accounts.ada.cookie);
    expect(admin.status).toBe(200);
    expect(JSON.stringify(admin.body)).toContain("secret-token");
    for (const cookie of [undefined, bed.accounts.pat.cookie]) {
      const refused = await open(production, cookie);
      expect(refused).toMatchObject({ status: 404, body: null });
    }
  });

  it("is a 404 for everyone, administrators included, while DEV_MAILBOX is off", async () => {
    for (const isProduction of [true, false]) {
      for (const cookie of [undefined, bed.accounts.pat.cookie, bed.accounts.ada.cookie]) {
        expect(await open(servicesFor(isProduction, false), cookie)).toMatchObject({ status: 404 });
      }
    }
  });

  it("in development shows the outbox to whoever runs it, as before", async () => {
    await mailWithResetLink();
    const visitor = await open(servicesFor(false, true));
    expect(visitor.status).toBe(200);
    expect(JSON.stringify(visitor.body)).toContain("Reset your Roamstead password");
  });

  it("the rule itself", () => {
    const admin = { role: "admin" } as const;
    const user = { role: "user" } as const;
    const prod = { isProduction: true, DEV_MAILBOX: true };
    expect([null, user, admin].map((reader) => canReadDevMailbox(prod, reader))).toEqual([false, false, true]);
    const dev = { isProduction: false, DEV_MAILBOX: true };
    expect([null, user, admin].map((reader) => canReadDevMailbox(dev, reader))).toEqual([true, true, true]);
    const off = { isProduction: false, DEV_MAILBOX: false };
    expect([null, user, admin].map((reader) => canReadDevMailbox(off, reader))).toEqual([false, false, false]);
  });
});
