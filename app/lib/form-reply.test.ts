// readReply: how browser code reads an endpoint's answer (app/lib/form-reply.ts).
import { describe, expect, it } from "vitest";
import { english } from "#app/test/translator.tsx";
import { readReply } from "./form-reply.ts";

const reply = (body: string, status = 200) =>
  new Response(body, { status, headers: { "content-type": "application/json" } });

describe("readReply", () => {
  it("reads our reply shape and keeps only its fields", async () => {
    const body = {
      ok: false,
      message: "Check the form.",
      fieldErrors: { email: "Bad." },
      values: { a: "1", b: ["2", "3"] },
      x: 1,
    };
    expect(await readReply(reply(JSON.stringify(body), 400))).toEqual({
      ok: false,
      message: "Check the form.",
      fieldErrors: { email: "Bad." },
      values: { a: "1", b: ["2", "3"] },
    });
    expect(await readReply(reply('{"ok":true}'))).toEqual({ ok: true });
  });

  it("never reports success for a failed status", async () => {
    expect(await readReply(reply('{"ok":true}', 500))).toEqual({ ok: false });
  });

  it.each([
    ["not JSON", "<html>Bad gateway</html>"],
    ["no ok", '{"message":"hi"}'],
    ["a list", "[true]"],
    ["a number message", '{"ok":false,"message":3}'],
    ["field errors that are not texts", '{"ok":false,"fieldErrors":{"a":1}}'],
    ["values that are not texts", '{"ok":false,"values":{"a":[1]}}'],
  ])("says a body with %s could not be read", async (_name, body) => {
    const serverFailed = await readReply(reply(body, 502));
    expect(serverFailed.ok).toBe(false);
    expect(english(serverFailed.message ?? "")).toBe("The server could not answer. Please try again.");
    const failed = await readReply(reply(body, 400));
    expect(failed.ok).toBe(false);
    expect(english(failed.message ?? "")).toBe("Something went wrong. Please try again.");
  });
});
