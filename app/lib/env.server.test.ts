import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env.server.ts";

describe("parseEnv", () => {
  it("gives working defaults for the embedded setup", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      BASE_URL: "http://localhost:3000",
      SEED_DEMO_DATA: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("sizes the PostgreSQL pool from DATABASE_POOL_SIZE, 10 by default, and refuses a size out of range", () => {
    expect(parseEnv({}).DATABASE_POOL_SIZE).toBe(10);
    expect(parseEnv({ DATABASE_POOL_SIZE: "4" }).DATABASE_POOL_SIZE).toBe(4);
    expect(() => parseEnv({ DATABASE_POOL_SIZE: "0" })).toThrowError(/DATABASE_POOL_SIZE/);
    expect(() => parseEnv({ DATABASE_POOL_SIZE: "many" })).toThrowError(/DATABASE_POOL_SIZE/);
  });

  it("takes OUTBOUND_ALLOWED_HOSTS as host:port names only: one local receiver, never a whole host", () => {
    expect(parseEnv({}).OUTBOUND_ALLOWED_HOSTS).toEqual([]);
    expect(parseEnv({ OUTBOUND_ALLOWED_HOSTS: "127.0.0.1:4000, [::1]:4001" }).OUTBOUND_ALLOWED_HOSTS).toEqual([
      "127.0.0.1:4000",
      "[::1]:4001",
    ]);
    expect(() => parseEnv({ OUTBOUND_ALLOWED_HOSTS: "localhost" })).toThrowError(/OUTBOUND_ALLOWED_HOSTS/);
  });

  it("takes MAP_TILES_URL as an http(s) template with {z}, {x} and {y}, and gives its origin for the CSP", () => {
    expect(parseEnv({}).MAP_TILES_URL).toBeUndefined();
    expect(parseEnv({ MAP_TILES_URL: "" }).mapTilesOrigin).toBeUndefined();
    const env = parseEnv({ MAP_TILES_URL: "https://tile.example.org:8443/osm/{z}/{x}/{y}.png?key=abc" });
    expect(env.MAP_TILES_URL).toBe("https://tile.example.org:8443/osm/{z}/{x}/{y}.png?key=abc");
    expect(env.mapTilesOrigin).toBe("https://tile.example.org:8443");
    for (const bad of [
      "https://tile.example.org/{z}/{x}.png",
      "ftp://tile.example.org/{z}/{x}/{y}.png",
      "tiles/{z}/{x}/{y}",
    ]) {
      expect(() => parseEnv({ MAP_TILES_URL: bad })).toThrowError(/MAP_TILES_URL=.*expected an http\(s\) tile URL/);
    }
  });

  it("links no history report by default, and takes a named https service with {vin} in its address", () => {
    expect(parseEnv({}).HISTORY_REPORT_URL).toBeUndefined();
    const env = parseEnv({
      HISTORY_REPORT_NAME: "VinReports",
      HISTORY_REPORT_URL: "https://r.example/report?vin={vin}",
    });
    expect(env).toMatchObject({
      HISTORY_REPORT_NAME: "VinReports",
      HISTORY_REPORT_URL: "https://r.example/report?vin={vin}",
    });
    expect(() => parseEnv({ HISTORY_REPORT_URL: "https://r.example/{vin}" })).toThrowError(
      /HISTORY_REPORT_NAME.*go together/,
    );
    for (const bad of ["https://r.example/report", "http://r.example/{vin}"]) {
      expect(() => parseEnv({ HISTORY_REPORT_NAME: "VinReports", HISTORY_REPORT_URL: bad })).toThrowError(
        /HISTORY_REPORT_URL.*expected an https URL with \{vin\}/,
      );
    }
  });

  it("names the variable that is wrong", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrowError(ConfigError);
    expect(() => parseEnv({ PORT: "abc" })).toThrowError(/PORT="abc"/);
    expect(() => parseEnv({ PORT: "70000" })).toThrowError(/PORT/);
  });

  it("never prints the value of a variable that may hold a credential", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://admin:hunter2@db/x" })).toThrowError(/DATABASE_URL=\(hidden\)/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://admin:hunter2@db/x" })).not.toThrowError(/hunter2/);
  });

  it("lists every bad variable at once", () => {
    expect(() =>
      parseEnv({ DATABASE_URL: "mysql://x", SMTP_URL: "http://mail", SEED_DEMO_DATA: "maybe" }),
    ).toThrowError(/DATABASE_URL[\s\S]*SMTP_URL[\s\S]*SEED_DEMO_DATA/);
  });

  it("accepts a PostgreSQL server and an SMTP relay, and treats empty values as unset", () => {
    const env = parseEnv({
      DATABASE_URL: "postgres://u:p@db:5432/roamstead",
      AUTH_SECRET: "s".repeat(32),
      SMTP_URL: "smtp://mail:25",
      BASE_URL: "",
    });
    expect(env.DATABASE_URL).toBe("postgres://u:p@db:5432/roamstead");
    expect(env.SMTP_URL).toBe("smtp://mail:25");
    expect(env.BASE_URL).toBe("http://localhost:3000");
  });

  it("requires AUTH_SECRET with a server database, where instances must share it", () => {
    expect(() => parseEnv({ DATABASE_URL: "postgres://db/roamstead" })).toThrowError(/AUTH_SECRET/);
  });

  it("makes a production server database name its payment provider; the free local checkout is the embedded default", () => {
    const server = { NODE_ENV: "production", DATABASE_URL: "postgres://db/roamstead", AUTH_SECRET: "x".repeat(32) };
    expect(() => parseEnv(server)).toThrowError(/PAYMENT_PROVIDER="": required in production with DATABASE_URL/);
    expect(parseEnv({ ...server, PAYMENT_PROVIDER: "local" }).PAYMENT_PROVIDER).toBe("local");
    expect(parseEnv({ NODE_ENV: "production" }).PAYMENT_PROVIDER).toBe("local");
    expect(parseEnv({ DATABASE_URL: "postgres://db/roamstead", AUTH_SECRET: "x".repeat(32) }).PAYMENT_PROVIDER).toBe(
      "local",
    );
  });

  it("reads ADMIN_EMAILS as a lower-cased list", () => {
    expect(parseEnv({ ADMIN_EMAILS: " Ana@Example.com, bo@example.org " }).ADMIN_EMAILS).toEqual([
      "ana@example.com",
      "bo@example.org",
    ]);
    expect(() => parseEnv({ ADMIN_EMAILS: "not-an-address" })).toThrowError(/ADMIN_EMAILS/);
  });

  it("drops a trailing slash from BASE_URL so links can be joined safely", () => {
    expect(parseEnv({ BASE_URL: "https://roamstead.com/" }).BASE_URL).toBe("https://roamstead.com");
  });
});
