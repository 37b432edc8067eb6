// Where a request's statements go when DATABASE_READ_URL names replicas (ADR 053). The "replica" here is the test
// server itself, reached under another application_name and read-only as a standby is: which one answered is
// what `current_setting('application_name')` says. A real streaming replica, stopped under load, is the
// scale-out suite's (tests/scale-out/read-replicas.test.ts).
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./client.server.ts";
import { detachedFromRequest, openReadReplicas, type ReadReplicas } from "./read-replicas.server.ts";

const serverUrl = process.env.DATABASE_URL;

function asReplica(url: string, name: string): string {
  const replica = new URL(url);
  replica.searchParams.set("application_name", name);
  replica.searchParams.set("options", "-c default_transaction_read_only=on");
  return replica.href;
}

describe.skipIf(!serverUrl)("reads routed to replicas", () => {
  let replicas: ReadReplicas;
  let database: DatabaseHandle;
  let server: Server;
  let base = "";
  /** What the last request did, as its handler saw it. */
  type Answer = { before: string[]; after: string[] };

  const answeredBy = async () => {
    const { rows } = await database.executeSql("select current_setting('application_name') as name");
    return (rows[0] as { name: string }).name;
  };

  beforeAll(async () => {
    replicas = await openReadReplicas({
      urls: [asReplica(serverUrl ?? "", "replica-one"), asReplica(serverUrl ?? "", "replica-two")],
      poolSize: 2,
      pinSeconds: 10,
      isSecure: false,
      events: { onReplicaDown: () => {}, onReplicaBack: () => {}, onConnectionError: () => {} },
    });
    const primary = new URL(serverUrl ?? "");
    primary.searchParams.set("application_name", "primary");
    database = await openDatabase({ databaseUrl: primary.href, poolSize: 2, readReplicas: replicas });
    await database.executeSql("create table if not exists read_replica_notes (note text)");
    // Each request reads twice, writes when asked to (?write=1), then reads twice again.
    server = createServer((request, response) =>
      replicas.routeRequest(request, response, async () => {
        const answer: Answer = { before: [await answeredBy(), await answeredBy()], after: [] };
        if (request.url?.includes("write=1")) await database.executeSql("insert into read_replica_notes values ('x')");
        if (request.url?.includes("write=detached")) {
          await detachedFromRequest(() => database.executeSql("insert into read_replica_notes values ('z')"));
        }
        if (request.url?.includes("write=cte")) {
          await database.executeSql("with added as (insert into read_replica_notes values ('y') returning 1) select 1");
        }
        answer.after = [await answeredBy(), await answeredBy()];
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
      }),
    );
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server?.close();
    await database?.executeSql("drop table if exists read_replica_notes");
    await database?.close();
  });

  const ask = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${path}`, init);
    return { answer: (await response.json()) as Answer, pin: response.headers.get("set-cookie") };
  };

  it("a page's reads go to one replica for the whole request, in turn; outside a request, to the primary", async () => {
    const first = await ask("/");
    const second = await ask("/");
    expect(first.answer.before[0]).toMatch(/^replica-(one|two)$/);
    expect(new Set([...first.answer.before, ...first.answer.after]).size).toBe(1);
    expect(second.answer.before[0]).not.toBe(first.answer.before[0]);
    expect(first.pin).toBeNull();
    expect(await answeredBy()).toBe("primary");
  });

  it("after a write, the request reads from the primary, and its answer pins the visitor there", async () => {
    const { answer, pin } = await ask("/?write=1");
    expect(answer.before[0]).toMatch(/^replica-/);
    expect(answer.after).toEqual(["primary", "primary"]);
    expect(pin).toMatch(/^reads_from_primary_until=\d+; Path=\/; Max-Age=10; HttpOnly; SameSite=Lax$/);

    const pinned = await ask("/", { headers: { cookie: pin?.split(";")[0] ?? "" } });
    expect(pinned.answer.before).toEqual(["primary", "primary"]);
    const expired = await ask("/", { headers: { cookie: `reads_from_primary_until=${Date.now() - 1}` } });
    expect(expired.answer.before[0]).toMatch(/^replica-/);
  });

  it("background work a page sets off writes on the primary without pinning the visitor or moving the page", async () => {
    const { answer, pin } = await ask("/?write=detached");
    expect(answer.after[0]).toBe(answer.before[0]);
    expect(answer.after[0]).toMatch(/^replica-/);
    expect(pin).toBeNull();
    const { rows } = await database.executeSql(
      "select count(*)::int as count from read_replica_notes where note = 'z'",
    );
    expect(rows).toEqual([{ count: 1 }]);
  });

  it("a form's POST reads and writes on the primary", async () => {
    const { answer } = await ask("/?write=1", { method: "POST" });
    expect(answer).toEqual({ before: ["primary", "primary"], after: ["primary", "primary"] });
  });

  it("a write that reads like a read is refused by the replica and made on the primary", async () => {
    const { answer, pin } = await ask("/?write=cte");
    expect(answer.after).toEqual(["primary", "primary"]);
    expect(pin).toMatch(/^reads_from_primary_until=/);
    const { rows } = await database.executeSql(
      "select count(*)::int as count from read_replica_notes where note = 'y'",
    );
    expect(rows).toEqual([{ count: 1 }]);
  });

  it("a replica that cannot be reached is skipped with one report, and the primary answers its reads", async () => {
    const unreachable = new URL(serverUrl ?? "");
    unreachable.port = "1";
    const lost: string[] = [];
    const withDeadReplica = await openReadReplicas({
      urls: [unreachable.href],
      poolSize: 1,
      pinSeconds: 10,
      isSecure: false,
      events: { onReplicaDown: (name) => lost.push(name), onReplicaBack: () => {}, onConnectionError: () => {} },
    });
    const primary = await openDatabase({ databaseUrl: serverUrl, poolSize: 1, readReplicas: withDeadReplica });
    try {
      const probe = createServer((request, response) =>
        withDeadReplica.routeRequest(request, response, async () => {
          const { rows } = await primary.executeSql("select 1 as one");
          response.end(JSON.stringify(rows));
        }),
      );
      probe.listen(0, "127.0.0.1");
      await once(probe, "listening");
      const url = `http://127.0.0.1:${(probe.address() as AddressInfo).port}/`;
      for (let request = 0; request < 3; request++) {
        expect(await (await fetch(url)).json()).toEqual([{ one: 1 }]);
      }
      probe.close();
      expect(lost).toEqual([`${unreachable.hostname}:1${unreachable.pathname}`]);
    } finally {
      await primary.close();
    }
  });
});
