// /account/webhooks through its action and the whole app (docs/product/open-platform.md, Webhooks): adding an endpoint
// (https: only, no refused address, at most 5), each endpoint's buttons, the delivery log, the owner-only rule (another
// account's endpoint or delivery is 404), signed-out visitors, private caching and the French page.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { rateLimitHits, webhookDeliveries, webhookEndpoints } from "#app/db/schema.ts";
import { createAppRequestHandler } from "#app/test/app-request-handler.ts";
import { formRequest, pageRequest, routeArgs, settle as settleAsIs } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { inEnglish } from "#app/test/translator.tsx";
import type { Route } from "./+types/webhooks";
import { action } from "./webhooks.tsx";

/** The outcome of the action, its messages in English (replies carry message ids, ADR 056). */
const settle = async (run: () => unknown) => inEnglish(await settleAsIs(run));

const bed = routeTestBed({
  accounts: { dealer: "dealer@example.com", other: "other-dealer@example.com", leaving: "leaving@example.com" },
});
beforeEach(async () => {
  await bed.db.delete(webhookEndpoints);
  await bed.db.delete(rateLimitHits);
});

type Who = "dealer" | "other" | "leaving" | "visitor";
const cookieOf = (as: Who) => (as === "visitor" ? undefined : bed.accounts[as].cookie);
const post = (form: Record<string, string | string[]>, as: Who = "dealer") =>
  settle(() => action(routeArgs<Route.ActionArgs>(formRequest("/account/webhooks", form, cookieOf(as)), bed.context)));
const add = (url: string, events: string[] = ["listing.published", "listing.sold"], as: Who = "dealer") =>
  post({ intent: "add", url, events }, as);
const page = async (path: string, as: Who = "dealer") => {
  const app = await createAppRequestHandler(bed.services);
  return app.handle(pageRequest(path, cookieOf(as)));
};

async function onlyEndpoint() {
  const [endpoint, ...more] = await bed.db.select().from(webhookEndpoints);
  expect(more).toEqual([]);
  if (!endpoint) throw new Error("no endpoint");
  return endpoint;
}

describe("adding a webhook", () => {
  it("stores the address as typed (spaces around it aside) with the events chosen and a new signing secret, shown in the answer", async () => {
    const added = await add("  https://hooks.example.com/roamstead?source=site  ");
    expect(added).toMatchObject({
      status: 200,
      body: { ok: true, message: "The webhook was added. Its signing secret is below." },
    });
    const endpoint = await onlyEndpoint();
    expect(added.body).toMatchObject({ revealed: { id: endpoint.id, signingSecret: endpoint.signingSecret } });
    expect(endpoint).toMatchObject({
      userId: bed.accounts.dealer.id,
      url: "https://hooks.example.com/roamstead?source=site",
      events: ["listing.published", "listing.sold"],
      signingSecret: expect.stringMatching(/^whsec_[A-Za-z0-9_-]{43}$/),
      disabledAt: null,
    });
    const response = await page("/account/webhooks");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain("https://hooks.example.com/roamstead?source=site");
    expect(html).toContain("Listing published, Listing sold");
    expect(html).toContain(">Active<");
    expect(html).toContain("Show signing secret");
    expect(html).not.toContain(endpoint.signingSecret);
    expect(html).toContain("No deliveries yet.");
  });

  it("refuses what is not a public HTTPS address, with the form's message on the field", async () => {
    const refused =
      "This address leads to a private, local or reserved network, which Roamstead does not reach. Use a public address.";
    for (const [url, message] of [
      ["", "Enter the address of your endpoint."],
      ["hooks.example.com", "Enter a full address, such as https://example.com/roamstead-webhooks."],
      ["http://hooks.example.com/in", "The address must start with https://."],
      [`https://example.com/${"a".repeat(2_000)}`, "An address is at most 2,000 characters."],
      ["https://127.0.0.1/in", refused],
      ["https://10.1.2.3/in", refused],
      ["https://169.254.169.254/latest/meta-data/", refused],
      ["https://[::1]/in", refused],
    ] as const) {
      expect(await add(url), url).toMatchObject({ status: 400, body: { ok: false, fieldErrors: { url: message } } });
    }
    const app = await createAppRequestHandler(bed.services);
    const form = { intent: "add", url: "http://hooks.example.com/in", events: ["listing.sold"] };
    const shown = await app.handle(formRequest("/account/webhooks", form, cookieOf("dealer")));
    expect(shown.status).toBe(400);
    const html = await shown.text();
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*value="http:\/\/hooks.example.com\/in"/);
    expect(html).toContain("The address must start with https://.");
    expect(await add("https://hooks.example.com/in", [])).toMatchObject({
      status: 400,
      body: { fieldErrors: { events: "Choose at least one event." } },
    });
    expect(await bed.db.select().from(webhookEndpoints)).toEqual([]);
  });

  it("allows 5 per account", async () => {
    for (let n = 1; n <= 5; n++) expect((await add(`https://hooks.example.com/${n}`)).status).toBe(200);
    expect(await add("https://hooks.example.com/6")).toMatchObject({
      status: 409,
      body: { message: "You can have up to 5 webhooks. Delete one to add another." },
    });
    expect((await add("https://hooks.example.com/theirs", ["listing.sold"], "other")).status).toBe(200);
    const html = await (await page("/account/webhooks")).text();
    expect(html).toContain("You have 5 webhooks, the most an account can have. Delete one to add another.");
  });

  it("sends a signed-out visitor to sign in", async () => {
    const response = await page("/account/webhooks", "visitor");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/sign-in-camper\?redirect=%2Faccount%2Fwebhooks/);
    expect(await add("https://hooks.example.com/in", ["listing.sold"], "visitor")).toMatchObject({ status: 303 });
  });
});

describe("the signing secret", () => {
  it("is sent only when its owner asks, for that one webhook, by a link that works without JavaScript", async () => {
    await add("https://hooks.example.com/one");
    await add("https://hooks.example.com/two");
    const endpoints = await bed.db.select().from(webhookEndpoints).orderBy(webhookEndpoints.createdAt);
    const [one, two] = endpoints;
    if (!one || !two) throw new Error("no endpoints");

    const listed = await (await page("/account/webhooks")).text();
    for (const endpoint of endpoints) expect(listed).not.toContain(endpoint.signingSecret);
    expect(listed).toContain(`href="/account/webhooks?reveal=${one.id}#webhook-signing-${one.id}"`);

    const revealed = await page(`/account/webhooks?reveal=${one.id}`);
    expect(revealed.status).toBe(200);
    expect(revealed.headers.get("cache-control")).toBe("private, no-store");
    const html = await revealed.text();
    expect(html).toContain(`value="${one.signingSecret}"`);
    expect(html).not.toContain(two.signingSecret);
    expect(html).toContain("Hide signing secret");
    expect(html).toContain(`href="/account/webhooks#webhook-signing-${one.id}"`);
    expect(html).toContain("Roll secret");

    const french = await (await page(`/fr/account/webhooks?reveal=${one.id}`)).text();
    expect(french).toContain(one.signingSecret);
    expect(french).toContain("Masquer le secret de signature");
    expect(french).toContain(`href="/fr/account/webhooks#webhook-signing-${one.id}"`);
  });

  it("is not revealed to another account, which sees its own page", async () => {
    await add("https://hooks.example.com/in");
    const { id, signingSecret } = await onlyEndpoint();
    const response = await page(`/account/webhooks?reveal=${id}`, "other");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain(signingSecret);
    expect(html).not.toContain("hooks.example.com");
    expect((await page("/account/webhooks?reveal=not-an-id")).status).toBe(400);
  });

  it("rolled, is in the answer, the new one", async () => {
    await add("https://hooks.example.com/in");
    const { id } = await onlyEndpoint();
    const rolled = await post({ intent: "roll-secret", id });
    const { signingSecret } = await onlyEndpoint();
    expect(rolled.body).toMatchObject({ ok: true, revealed: { id, signingSecret } });
    expect((await post({ intent: "enable", id })).body).not.toHaveProperty("revealed");
  });

  it("asks before rolling, under the secret, by a link that works without JavaScript; another account is asked nothing", async () => {
    await add("https://hooks.example.com/in");
    const { id, signingSecret } = await onlyEndpoint();
    const revealed = await (await page(`/account/webhooks?reveal=${id}`)).text();
    expect(revealed).toContain(`href="/account/webhooks?reveal=${id}&amp;roll=${id}#roll-secret-${id}"`);
    expect(revealed).not.toContain("Roll the signing secret");

    const asking = await (await page(`/account/webhooks?reveal=${id}&roll=${id}`)).text();
    expect(asking).toContain(`value="${signingSecret}"`);
    expect(asking).toContain("Roll the signing secret of the webhook to https://hooks.example.com/in?");
    expect(asking).toContain(
      "A new secret replaces this one at once: every delivery is signed with it from now on, and your receiver refuses them until you give it the new secret.",
    );
    expect(asking).toContain(
      'action="/account/webhooks" method="post"><input type="hidden" name="intent" value="roll-secret"/>',
    );
    expect(asking).toContain(`href="/account/webhooks?reveal=${id}#webhook-signing-${id}"`);
    expect(await onlyEndpoint()).toMatchObject({ signingSecret });

    const french = await (await page(`/fr/account/webhooks?reveal=${id}&roll=${id}`)).text();
    expect(french).toContain("Changer le secret de signature du webhook vers https://hooks.example.com/in?");

    const other = await (await page(`/account/webhooks?reveal=${id}&roll=${id}`, "other")).text();
    expect(other).not.toContain("hooks.example.com");
    expect(other).not.toContain("Roll the signing secret");
    expect((await page("/account/webhooks?roll=not-an-id")).status).toBe(400);
  });
});

describe("an endpoint's buttons", () => {
  it("rolls the secret, sends a test event to the log, and deletes it", async () => {
    await add("https://hooks.example.com/in");
    const { id, signingSecret } = await onlyEndpoint();

    expect(await post({ intent: "roll-secret", id })).toMatchObject({
      body: { ok: true, message: "The webhook has a new signing secret. The old one no longer signs anything." },
    });
    const rolled = await onlyEndpoint();
    expect(rolled.signingSecret).toMatch(/^whsec_/);
    expect(rolled.signingSecret).not.toBe(signingSecret);

    expect(await post({ intent: "test", id, event: "listing.sold" })).toMatchObject({
      body: { ok: true, message: "A test event is on its way. Its delivery shows in the log." },
    });
    const html = await (await page("/account/webhooks")).text();
    expect(html).toContain("The last 20 deliveries, newest first. Times are UTC.");
    expect(html).toMatch(/<code[^>]*>listing\.sold<\/code>/);
    expect(html).toContain(">Test<");
    expect(html).toContain(">Sending<");

    expect(await post({ intent: "delete", id })).toMatchObject({
      body: { ok: true, message: "The webhook was deleted." },
    });
    expect(await bed.db.select().from(webhookEndpoints)).toEqual([]);
    expect(await bed.db.select().from(webhookDeliveries)).toEqual([]);
  });

  it("asks before deleting, by a link that works without JavaScript; another account's endpoint asks nothing", async () => {
    await add("https://hooks.example.com/in");
    const { id } = await onlyEndpoint();
    const listed = await (await page("/account/webhooks")).text();
    expect(listed).toContain(`href="/account/webhooks?delete=${id}#delete-webhook-${id}"`);
    expect(listed).not.toContain("Delete the webhook to");

    const asking = await (await page(`/account/webhooks?delete=${id}`)).text();
    expect(asking).toContain("Delete the webhook to https://hooks.example.com/in?");
    expect(asking).toContain(
      "Roamstead stops sending events to this address at once, and the webhook&#x27;s delivery log is deleted with it. This cannot be undone.",
    );
    expect(asking).toContain(
      'action="/account/webhooks" method="post"><input type="hidden" name="intent" value="delete"/>',
    );
    expect(asking).toContain(">Delete webhook<");
    expect(asking).toContain(`href="/account/webhooks#webhook-${id}"`);
    expect(await onlyEndpoint()).toMatchObject({ id });

    const french = await (await page(`/fr/account/webhooks?delete=${id}`)).text();
    expect(french).toContain("Supprimer le webhook vers https://hooks.example.com/in?");
    expect(french).toContain(">Supprimer le webhook<");

    const other = await (await page(`/account/webhooks?delete=${id}`, "other")).text();
    expect(other).not.toContain("hooks.example.com");
    expect(other).not.toContain("Delete the webhook to");
    expect((await page("/account/webhooks?delete=not-an-id")).status).toBe(400);
  });

  it("shows a turned-off endpoint with its date and reason, and enables it again", async () => {
    await add("https://hooks.example.com/in");
    const { id } = await onlyEndpoint();
    await bed.db
      .update(webhookEndpoints)
      .set({ disabledAt: new Date("2026-03-04T05:06:07Z"), disabledReason: "failing", consecutiveFailures: 7 })
      .where(eq(webhookEndpoints.id, id));
    const html = await (await page("/account/webhooks")).text();
    expect(html).toContain("Disabled on Mar 4, 2026: No delivery to it succeeded for more than a day.");
    expect(html).toContain("Enable again");
    expect(await post({ intent: "test", id, event: "listing.sold" })).toMatchObject({
      status: 409,
      body: { message: "This webhook is turned off. Enable it again first." },
    });
    expect(await post({ intent: "enable", id })).toMatchObject({ body: { message: "The webhook is on again." } });
    expect(await onlyEndpoint()).toMatchObject({ disabledAt: null, disabledReason: null, consecutiveFailures: 0 });
  });

  it("retries a failed delivery now, and only a failed one", async () => {
    await add("https://hooks.example.com/in");
    const { id: endpointId } = await onlyEndpoint();
    const [delivery] = await bed.db
      .insert(webhookDeliveries)
      .values({
        endpointId,
        eventId: crypto.randomUUID(),
        event: "listing.sold",
        payload: {},
        status: "failed",
        attempts: 7,
        lastStatusCode: 502,
        lastResponse: "<h1>Bad gateway</h1>",
      })
      .returning();
    if (!delivery) throw new Error("no delivery");
    const html = await (await page("/account/webhooks")).text();
    expect(html).toContain("HTTP 502");
    expect(html).toContain("&lt;h1&gt;Bad gateway&lt;/h1&gt;");
    expect(html).toContain("Retry now");

    expect(await post({ intent: "retry", deliveryId: delivery.id })).toMatchObject({
      body: { ok: true, message: "The delivery is being tried again." },
    });
    const [retried] = await bed.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery.id));
    expect(retried).toMatchObject({ status: "pending", attempts: 7 });
    expect(retried?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await post({ intent: "retry", deliveryId: delivery.id })).toMatchObject({
      status: 409,
      body: { message: "Only a failed delivery can be retried." },
    });
  });

  it("sends at most 30 test events and retries an hour per account", async () => {
    await add("https://hooks.example.com/in");
    const { id: endpointId } = await onlyEndpoint();
    const failed = await bed.db
      .insert(webhookDeliveries)
      .values(
        Array.from({ length: 2 }, () => ({
          endpointId,
          eventId: crypto.randomUUID(),
          event: "listing.sold" as const,
          payload: {},
          status: "failed" as const,
          attempts: 7,
        })),
      )
      .returning({ id: webhookDeliveries.id });
    const test = () => post({ intent: "test", id: endpointId, event: "listing.sold" });
    for (let sent = 1; sent <= 29; sent++) expect((await test()).status).toBe(200);
    expect((await post({ intent: "retry", deliveryId: failed[0]?.id ?? "" })).status).toBe(200);

    const refusal = {
      status: 429,
      body: {
        ok: false,
        message: "You have sent many test events and retries in the last hour. Please try again later.",
      },
    };
    const refused = await test();
    expect(refused).toMatchObject(refusal);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await post({ intent: "retry", deliveryId: failed[1]?.id ?? "" })).toMatchObject(refusal);
    const app = await createAppRequestHandler(bed.services);
    const shown = await app.handle(
      formRequest("/account/webhooks", { intent: "test", id: endpointId, event: "listing.sold" }, cookieOf("dealer")),
    );
    expect(shown.status).toBe(429);
    expect(await shown.text()).toContain("You have sent many test events and retries in the last hour.");
    const sent = await bed.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
    expect(sent.filter((delivery) => delivery.status === "pending")).toHaveLength(30);

    // Another account has its own allowance.
    await add("https://hooks.example.com/theirs", ["listing.sold"], "other");
    const [theirs] = await bed.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.url, "https://hooks.example.com/theirs"));
    expect((await post({ intent: "test", id: theirs?.id ?? "", event: "listing.sold" }, "other")).status).toBe(200);
  });

  it("answers 404 for another account's endpoint or delivery, and changes nothing", async () => {
    await add("https://hooks.example.com/in");
    const endpoint = await onlyEndpoint();
    const [delivery] = await bed.db
      .insert(webhookDeliveries)
      .values({
        endpointId: endpoint.id,
        eventId: crypto.randomUUID(),
        event: "listing.sold",
        payload: {},
        status: "failed",
        attempts: 1,
      })
      .returning();
    const gone = { status: 404, body: { ok: false, message: "This webhook no longer exists." } };
    const forms: Record<string, string>[] = [
      { intent: "roll-secret", id: endpoint.id },
      { intent: "enable", id: endpoint.id },
      { intent: "delete", id: endpoint.id },
      { intent: "test", id: endpoint.id, event: "listing.sold" },
    ];
    for (const form of forms) {
      expect(await post(form, "other"), form.intent).toMatchObject(gone);
    }
    expect(await post({ intent: "retry", deliveryId: delivery?.id ?? "" }, "other")).toMatchObject({
      status: 404,
      body: { message: "This delivery no longer exists." },
    });
    expect(await onlyEndpoint()).toEqual(endpoint);
    expect(await (await page("/account/webhooks", "other")).text()).not.toContain("hooks.example.com");
  });
});

describe("the pages around it", () => {
  it("'Download my data' lists the webhooks without their secret, and deleting the account deletes them", async () => {
    await add("https://hooks.example.com/leaving", ["listing.sold"], "leaving");
    const { signingSecret } = await onlyEndpoint();
    const exported = await page("/account/export", "leaving");
    const text = await exported.text();
    expect(JSON.parse(text).webhooks).toEqual([
      {
        url: "https://hooks.example.com/leaving",
        events: ["listing.sold"],
        createdAt: expect.any(String),
        disabledAt: null,
        disabledReason: null,
      },
    ]);
    expect(text).not.toContain(signingSecret);

    const app = await createAppRequestHandler(bed.services);
    const deleted = await app.handle(
      formRequest("/account/delete", { password: "correct horse battery" }, cookieOf("leaving")),
    );
    expect(deleted.headers.get("location")).toBe("/?account=deleted");
    expect(await bed.db.select().from(webhookEndpoints)).toEqual([]);
  });

  it("is linked from account settings, and reads in French under /fr", async () => {
    const settings = await (await page("/account")).text();
    expect(settings).toContain('href="/account/webhooks"');
    expect(settings).toContain("Manage webhooks");
    await add("https://hooks.example.com/in");
    const french = await (await page("/fr/account/webhooks")).text();
    expect(french).toContain('lang="fr-CA"');
    expect(french).toContain("Ajouter un webhook");
    expect(french).toContain("Afficher le secret de signature");
    expect(french).toContain("Annonce publiée, Annonce vendue");
    expect(french).toContain("Aucune livraison pour l’instant.");
  });
});
