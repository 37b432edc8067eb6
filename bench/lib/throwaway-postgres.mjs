// A PostgreSQL server for a measurement when DATABASE_URL names none: Debian's binaries, a temporary
// cluster on a free port, removed afterwards. Root runs the server as the `postgres` user, as initdb requires.
import { execFile, execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

function postgresBinaries() {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => path.join(root, version, "bin")).find((bin) => existsSync(`${bin}/initdb`));
  if (!found) throw new Error("PostgreSQL is not installed (apt-get install postgresql), and DATABASE_URL is not set.");
  return found;
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function runAsOwner(command, args) {
  const asRoot = process.getuid?.() === 0;
  const result = asRoot
    ? spawnSync("su", ["postgres", "-c", [command, ...args].map((part) => `'${part}'`).join(" ")], { encoding: "utf8" })
    : spawnSync(command, args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${path.basename(command)} failed: ${result.stderr || result.stdout}`);
}

/** Like runAsOwner, without blocking the event loop (a server in the same process keeps answering meanwhile). */
function runAsOwnerInBackground(command, args) {
  const [file, fileArgs] =
    process.getuid?.() === 0
      ? ["su", ["postgres", "-c", [command, ...args].map((part) => `'${part}'`).join(" ")]]
      : [command, args];
  return new Promise((resolve, reject) =>
    execFile(file, fileArgs, (error, stdout, stderr) =>
      error ? reject(new Error(`${path.basename(command)} failed: ${stderr || stdout}`)) : resolve(),
    ),
  );
}

/** Starts a cluster and a database; returns its URL, a restart(mode) and a stop(). */
export async function startThrowawayPostgres({ database = "roamstead_bench" } = {}) {
  const bin = postgresBinaries();
  const dir = mkdtempSync(path.join(tmpdir(), "roamstead-bench-pg-"));
  chmodSync(dir, 0o777);
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres", dir]);
  const port = await freePort();
  const data = path.join(dir, "data");
  runAsOwner(`${bin}/initdb`, ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  runAsOwner(`${bin}/pg_ctl`, [
    "-D",
    data,
    "-l",
    path.join(dir, "log"),
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    "-w",
    "start",
  ]);
  runAsOwner(`${bin}/createdb`, ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", database]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    /** `pg_ctl restart -m fast|immediate`: connections are cut as in a failover; resolves once it accepts them again. */
    restart(mode = "fast") {
      return runAsOwnerInBackground(`${bin}/pg_ctl`, [
        "-D",
        data,
        "-l",
        path.join(dir, "log"),
        "-m",
        mode,
        "-w",
        "restart",
      ]);
    },
    stop() {
      runAsOwner(`${bin}/pg_ctl`, ["-D", data, "-m", "fast", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
