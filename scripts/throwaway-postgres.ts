// A PostgreSQL server of one's own in a temporary directory, for what must not share one: the fault tests
// restart it, and measurements fill it. Binaries from the newest /usr/lib/postgresql/<v>/bin (Debian's layout,
// as .ci/run installs it). PostgreSQL refuses to run as root, so under root (CI) the commands run as the
// `postgres` user.
import { execFile, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export type ShutdownMode = "fast" | "immediate";

export interface ThrowawayPostgres {
  /** The server's URL, naming `database`. */
  url: string;
  /** `pg_ctl restart -m <mode>`: connections are cut as in a failover; resolves once it accepts them again. */
  restart(mode: ShutdownMode): Promise<void>;
  /** Synchronous, so that a measurement may call it on its way out. */
  stop(): void;
  /**
   * A streaming replica of this server (`pg_basebackup -R`, a hot standby) on a port of its own, its URL naming
   * the same database. Stopped with its `stop()` (an immediate stop, as a crash or a lost machine would).
   */
  startReplica(): Promise<ThrowawayPostgres>;
}

export interface StartThrowawayPostgresOptions {
  /** A database created on the server (the default one, `postgres`, otherwise). */
  database?: string;
  port?: number;
  /**
   * fsync off: a restart kills processes, not the machine, so written WAL survives in the page cache (the fault
   * tests restart the server many times). Measurements keep PostgreSQL's default.
   */
  isFsyncOff?: boolean;
}

export async function startThrowawayPostgres({
  database = "postgres",
  port,
  isFsyncOff = false,
}: StartThrowawayPostgresOptions = {}): Promise<ThrowawayPostgres> {
  const bin = newestPostgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), "roamstead-pg-"));
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres) chownSync(dir, ...postgresIds());
  const listenPort = port ?? (await freePort());
  const data = path.join(dir, "data");
  // The log file keeps the server's output off pg_ctl's own, which would otherwise never close.
  const logFile = ["-l", path.join(dir, "log")];
  await pg(bin, asPostgres, "initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const options = `-p ${listenPort} -k ${dir} -c listen_addresses=127.0.0.1${isFsyncOff ? " -c fsync=off" : ""}`;
  await pg(bin, asPostgres, "pg_ctl", ["-D", data, ...logFile, "-o", options, "-w", "start"]);
  if (database !== "postgres") {
    await pg(bin, asPostgres, "createdb", ["-h", "127.0.0.1", "-p", String(listenPort), "-U", "postgres", database]);
  }
  return serverAt({ bin, asPostgres, dir, data, port: listenPort, database, isFsyncOff });
}

interface RunningServer {
  bin: string;
  asPostgres: boolean;
  /** The temporary directory: the data directory, the log and the socket. */
  dir: string;
  data: string;
  port: number;
  database: string;
  isFsyncOff: boolean;
}

function serverAt(server: RunningServer): ThrowawayPostgres {
  const { bin, asPostgres, dir, data, port, database } = server;
  const logFile = ["-l", path.join(dir, "log")];
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    async restart(mode) {
      await pg(bin, asPostgres, "pg_ctl", ["-D", data, ...logFile, "-m", mode, "-w", "restart"]);
    },
    stop() {
      spawnSync(...command(bin, asPostgres, "pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]));
      rmSync(dir, { recursive: true, force: true });
    },
    startReplica: () => startReplicaOf(server),
  };
}

async function startReplicaOf(primary: RunningServer): Promise<ThrowawayPostgres> {
  const { bin, asPostgres } = primary;
  const dir = mkdtempSync(path.join(tmpdir(), "roamstead-pg-replica-"));
  if (asPostgres) chownSync(dir, ...postgresIds());
  const port = await freePort();
  const data = path.join(dir, "data");
  // initdb's --auth=trust lets local replication connections in (pg_hba.conf); -R writes standby.signal and
  // primary_conninfo, so the copy starts as a hot standby streaming from the primary.
  await pg(bin, asPostgres, "pg_basebackup", [
    ...["-D", data, "-h", "127.0.0.1", "-p", String(primary.port), "-U", "postgres"],
    ...["-R", "-X", "stream", "--no-sync"],
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${primary.isFsyncOff ? " -c fsync=off" : ""}`;
  await pg(bin, asPostgres, "pg_ctl", ["-D", data, "-l", path.join(dir, "log"), "-o", options, "-w", "start"]);
  return serverAt({ ...primary, dir, data, port });
}

function command(bin: string, asPostgres: boolean, tool: string, args: string[]): [string, string[]] {
  return asPostgres
    ? ["runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args]]
    : [path.join(bin, tool), args];
}

/** Asynchronous on purpose: a server in the same process keeps answering while a command runs. */
function pg(bin: string, asPostgres: boolean, tool: string, args: string[]): Promise<void> {
  const [file, fileArgs] = command(bin, asPostgres, tool, args);
  return new Promise((resolve, reject) =>
    execFile(file, fileArgs, (error, stdout, stderr) =>
      error ? reject(new Error(`${tool} failed: ${stderr || stdout}`)) : resolve(),
    ),
  );
}

function newestPostgresBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)) : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
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

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === "string") throw new Error("no port was given");
  return address.port;
}
