// Floors of bytes: bare node:http servers in processes of their own, to measure next to the app in the same run.
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";

/** A bare node:http server in its own process, from `source` (which prints "ready" once listening). */
export function startNodeServer(source, port) {
  const child = spawn(process.execPath, ["-e", source], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve) => {
    child.stdout.once("data", () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        stop: () => {
          child.kill("SIGTERM");
          return new Promise((done) => child.once("exit", done));
        },
      }),
    );
  });
}

/**
 * The floor of answers' bytes: bare node:http sending each `{ path, headers, body }` exactly as the app did, from files
 * written in `dir`. Whatever the client pays for an answer's size is part of every figure; the floor shows that part
 * (ADR 080).
 */
export function startBytesFloor(answers, { dir, port }) {
  const manifest = path.join(dir, "bytes-floor.json");
  const entries = answers.map((answer, index) => {
    const file = path.join(dir, `bytes-floor-${index}`);
    writeFileSync(file, answer.body);
    return { path: answer.path, headers: { ...answer.headers, "content-length": answer.body.byteLength }, file };
  });
  writeFileSync(manifest, JSON.stringify(entries));
  const source = `const fs = require("node:fs");
const pages = new Map(JSON.parse(fs.readFileSync(${JSON.stringify(manifest)}, "utf8")).map((page) => [page.path, { headers: page.headers, body: fs.readFileSync(page.file) }]));
require("node:http").createServer((req, res) => { const page = pages.get(req.url); res.writeHead(200, page.headers); res.end(page.body); }).listen(${port}, "127.0.0.1", () => console.log("ready"));`;
  return startNodeServer(source, port);
}
