// `npm run test:e2e`: the browser suite as two Playwright runs at once, desktop on one server and the phone (then
// the route fuzz) on another. Each run has its own server, its own fresh embedded database and its own mail sink
// (scripts/e2e-server.mjs), so the two never see each other's data; within a run the tests stay one after another
// as playwright.config.ts says. Extra arguments (a spec file, --grep) go to both runs. Exits with the first failure's
// code once both have finished, after each has printed its summary.
import { spawn } from "node:child_process";

const runs = [
  { name: "desktop", port: 3100, projects: ["desktop"] },
  { name: "mobile", port: 3120, projects: ["mobile", "fuzz"] },
];
const extraArguments = process.argv.slice(2);

function runPlaywright({ name, port, projects }) {
  const args = [
    "playwright",
    "test",
    ...projects.flatMap((project) => ["--project", project]),
    "--output",
    `test-results/${name}`,
    ...extraArguments,
  ];
  const child = spawn("npx", args, { stdio: "inherit", env: { ...process.env, E2E_PORT: String(port) } });
  return new Promise((resolve) => {
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", (error) => {
      console.error(`e2e ${name}: ${error.message}`);
      resolve(1);
    });
  });
}

const codes = await Promise.all(runs.map(runPlaywright));
process.exit(codes.find((code) => code !== 0) ?? 0);
