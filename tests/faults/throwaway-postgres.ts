// A PostgreSQL server of the test's own, in a temporary directory: the fault tests restart it, which
// they must never do to a server other tests share. Binaries from the newest /usr/lib/postgresql/<v>/bin
// (Debian's layout, as .ci/run installs it). PostgreSQL refuses to run as root, so under root (CI) the
// commands run as the `postgres` user.
import { execFile } from "node:child_process";
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export type ShutdownMode = "fast" | "immediate";

export interface ThrowawayPostgres {
  url: string;
  /** Restarts the server and resolves once it accepts connections again. */
  restart(mode: ShutdownMode): Promise<void>;
  stop(): Promise<void>;
}

export async function startThrowawayPostgres(port: number): Promise<ThrowawayPostgres> {
  const bin = newestPostgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), "roamstead-faults-pg-"));
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres) chownSync(dir, ...postgresIds());
  // Asynchronous on purpose: the test's requests keep flowing while a command runs.
  const pg = (tool: string, args: string[]) =>
    run(asPostgres ? "runuser" : path.join(bin, tool), [
      ...(asPostgres ? ["-u", "postgres", "--", path.join(bin, tool)] : []),
      ...args,
    ]);
  const data = path.join(dir, "data");
  // The log file keeps the server's output off pg_ctl's own, which would otherwise never close.
  const logFile = ["-l", path.join(dir, "log")];
  await pg("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  // fsync off costs nothing here: a restart kills processes, not the machine, so written WAL survives in the page cache.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  await pg("pg_ctl", ["-D", data, ...logFile, "-o", options, "-w", "start"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async restart(mode) {
      await pg("pg_ctl", ["-D", data, ...logFile, "-m", mode, "-w", "restart"]);
    },
    async stop() {
      await pg("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function newestPostgresBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  if (!newest) throw new Error(`No PostgreSQL under ${root}: install postgresql (Debian's package).`);
  return path.join(root, newest, "bin");
}

/** The uid and gid of the `postgres` user, which Debian's package creates. */
function postgresIds(): [number, number] {
  const entry = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((line) => line.startsWith("postgres:"));
  if (!entry) throw new Error("No postgres user: install postgresql (Debian's package), which creates it.");
  const [, , uid, gid] = entry.split(":");
  return [Number(uid), Number(gid)];
}
