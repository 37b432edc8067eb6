// `npm run check:budgets` (CI runs it right after the build; ADR 049): what a first visit to each key page of the
// production build loads (JavaScript and CSS, gzip), the requests that hold its first paint, and its largest route
// chunk, each against its budget in scripts/budgets.json, printed as one table (`-- --files` lists each page's scripts
// too). Exits 1 naming every page and figure over budget. It reads the build alone, so its figures are the same on every run and machine: no server, no
// database, no browser. Each page's document is rendered in-process by React Router from the server build, with the
// page's own content stubbed out: a page's head (stylesheet, links, module preloads) comes from the root layout and
// the build's route manifest, never from what the page's data is.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRequestHandler, type ServerBuild, ServerRouter } from "react-router";
import { gzipSize, readPageRequests, withStaticImports } from "./page-weight.ts";

interface PageBudget {
  /** The page's name in the table and in a failure. */
  page: string;
  /** The page's address; `/listing/:id` will do, as nothing is loaded from the database. */
  url: string;
  jsKb: number;
  cssKb: number;
  blockingRequests: number;
}

interface Budgets {
  /** The goal for every page's first-load JavaScript (issue 33): shown beside the budgets, not enforced here. */
  goalJsKb: number;
  /** The budget of every page's largest route chunk. */
  largestRouteChunkKb: number;
  pages: PageBudget[];
}

interface PageFigures {
  /** The scripts the page loads at once, each with its gzip bytes. */
  scripts: { href: string; bytes: number }[];
  jsBytes: number;
  cssBytes: number;
  blocking: string[];
  /** What the page loads that is no file of the build (another site's, or missing): its bytes cannot be counted. */
  unweighed: string[];
  /** The largest of the page's scripts outside the client entry (React and React Router, the same on every page). */
  largestRouteChunk: { href: string; bytes: number } | undefined;
}

const kb = 1024;
const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build/client");
const budgetsFile = path.join(root, "scripts/budgets.json");

/** The server build React Router made (the chunk of its `virtual:react-router/server-build`). */
async function loadServerBuild(): Promise<ServerBuild> {
  const assetsDir = path.join(root, "build/server/assets");
  const chunks = readdirSync(assetsDir).filter((name) => /^server-build-[\w-]+\.js$/.test(name));
  if (chunks.length !== 1) {
    throw new Error(`expected one build/server/assets/server-build-*.js, found ${chunks.length}: run npm run build`);
  }
  return import(pathToFileURL(path.join(assetsDir, chunks[0] ?? "")).href);
}

/**
 * A request handler over `build` whose route modules keep only what shapes a page's head (the root's layout and
 * every route's `links` and `handle`) and render no content: no loader, middleware or meta runs, so no page needs
 * a database or a signed-in user.
 */
function headOnlyHandler(build: ServerBuild): (url: string) => Promise<Response> {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      if (!route) return [id, route];
      const { Layout, default: Component, links, handle } = route.module;
      const stub = route.parentId === undefined ? Component : () => null;
      return [id, { ...route, module: { Layout, links, handle, default: stub } }];
    }),
  );
  const handler = createRequestHandler(
    {
      ...build,
      routes,
      entry: {
        module: {
          default: (request, status, headers, context) => {
            headers.set("Content-Type", "text/html; charset=utf-8");
            const body = renderToString(createElement(ServerRouter, { context, url: request.url }));
            return new Response(`<!DOCTYPE html>${body}`, { status, headers });
          },
        },
      },
    },
    "production",
  );
  return (url) => handler(new Request(new URL(url, "http://localhost")));
}

/** The route ids a rendered page hydrates (React Router names them in its inline module script). */
function routeIdsOf(html: string): string[] {
  const modules = /window\.__reactRouterRouteModules = \{([^}]*)\}/.exec(html)?.[1] ?? "";
  return [...modules.matchAll(/"([^"]+)":/g)].map((match) => match[1] ?? "");
}

/** The figures of one rendered page, its files read from the build. */
function measurePage(html: string, entryChunks: ReadonlySet<string>, files: BuildFiles): PageFigures {
  const requests = readPageRequests(html);
  const weigh = (href: string) => {
    const bytes = files.sizeOf(href);
    return { href, bytes: bytes ?? 0, isWeighed: bytes !== undefined };
  };
  const scripts = withStaticImports(requests.scripts, files.textOf).map(weigh);
  const stylesheets = requests.stylesheets.map(weigh);
  const routeChunks = scripts.filter((script) => !entryChunks.has(script.href));
  return {
    scripts,
    jsBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    cssBytes:
      requests.inlineCss.reduce((sum, text) => sum + gzipSize(text), 0) +
      stylesheets.reduce((sum, stylesheet) => sum + stylesheet.bytes, 0),
    blocking: requests.blocking,
    unweighed: [...scripts, ...stylesheets].filter((file) => !file.isWeighed).map((file) => file.href),
    largestRouteChunk: routeChunks.reduce<PageFigures["largestRouteChunk"]>(
      (largest, chunk) => (largest && largest.bytes >= chunk.bytes ? largest : chunk),
      undefined,
    ),
  };
}

interface BuildFiles {
  /** A file's gzip bytes. */
  sizeOf(href: string): number | undefined;
  /** A file's text (to follow a script's imports). */
  textOf(href: string): string | undefined;
}

/** The files of build/client by the address a page asks for them at; undefined for any other address. */
function buildFiles(): BuildFiles {
  const contents = new Map<string, Buffer | undefined>();
  const read = (href: string) => {
    if (!contents.has(href)) {
      const file = path.join(clientDir, new URL(href, "http://localhost").pathname);
      const isBuildFile =
        href.startsWith("/") && !href.startsWith("//") && statSync(file, { throwIfNoEntry: false })?.isFile();
      contents.set(href, isBuildFile ? readFileSync(file) : undefined);
    }
    return contents.get(href);
  };
  const sizes = new Map<string, number | undefined>();
  return {
    sizeOf(href) {
      if (!sizes.has(href)) {
        const content = read(href);
        sizes.set(href, content && gzipSize(content));
      }
      return sizes.get(href);
    },
    textOf: (href) => read(href)?.toString("utf8"),
  };
}

/** `--files`: each page's scripts too, to see where its kilobytes are. */
const listsFiles = process.argv.includes("--files");
const kilobytes = (bytes: number) => `${(bytes / kb).toFixed(1)} KB`;
const fileName = (href: string) => href.slice(href.lastIndexOf("/") + 1);

function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join(" | ")
      .trimEnd();
  return [line(header), widths.map((width) => "-".repeat(width)).join("-|-"), ...rows.map(line)].join("\n");
}

async function main(): Promise<number> {
  const started = performance.now();
  const budgets = JSON.parse(readFileSync(budgetsFile, "utf8")) as Budgets;
  const build = await loadServerBuild();
  const render = headOnlyHandler(build);
  const entryChunks = new Set([build.assets.entry.module, ...build.assets.entry.imports]);
  const catchAll = Object.values(build.routes).find((route) => route?.path === "*")?.id;
  const files = buildFiles();

  const rows: string[][] = [];
  const fileLists: string[] = [];
  const failures: string[] = [];
  const slack: string[] = [];
  let largestChunk = 0;
  for (const budget of budgets.pages) {
    const response = await render(budget.url);
    const html = await response.text();
    const routeIds = routeIdsOf(html);
    if (response.status !== 200 || routeIds.length < 2 || routeIds.includes(catchAll ?? "")) {
      throw new Error(
        `${budget.page} (${budget.url}) does not lead to a page of the app (status ${response.status}, routes ${routeIds})`,
      );
    }
    const figures = measurePage(html, entryChunks, files);
    fileLists.push(
      [
        `${budget.page} (${budget.url})`,
        ...figures.scripts.map((s) => `  ${kilobytes(s.bytes).padStart(8)}  ${fileName(s.href)}`),
      ].join("\n"),
    );
    console.log(
      budget.page,
      figures.scripts.map((s) => `${fileName(s.href)} ${(s.bytes / 1024).toFixed(1)}`).join("\n  "),
    );
    const name = `${budget.page} (${budget.url})`;
    const blocking = figures.blocking.length;
    const checks = [
      {
        figure: "first-load JS",
        value: figures.jsBytes / kb,
        shown: `${kilobytes(figures.jsBytes)} gzip`,
        limit: budget.jsKb,
        unit: " KB",
      },
      {
        figure: "CSS",
        value: figures.cssBytes / kb,
        shown: `${kilobytes(figures.cssBytes)} gzip`,
        limit: budget.cssKb,
        unit: " KB",
      },
      {
        figure: "render-blocking requests",
        value: blocking,
        shown: blocking > 0 ? `${blocking} (${figures.blocking.join(", ")})` : "0",
        limit: budget.blockingRequests,
        unit: "",
      },
    ];
    for (const { figure, value, shown, limit, unit } of checks) {
      const line = `${name}: ${figure} ${shown}, budget ${limit}${unit}`;
      if (value > limit) failures.push(line);
      else if (limit - value >= 1) slack.push(line);
    }
    for (const href of figures.unweighed) {
      failures.push(`${name}: loads ${href}, which is no file of the build, so its bytes cannot be counted`);
    }
    const chunk = figures.largestRouteChunk;
    if (chunk) {
      largestChunk = Math.max(largestChunk, chunk.bytes);
      if (chunk.bytes > budgets.largestRouteChunkKb * kb) {
        failures.push(
          `${name}: largest route chunk ${fileName(chunk.href)} ${kilobytes(chunk.bytes)} gzip, budget ${budgets.largestRouteChunkKb} KB`,
        );
      }
    }
    rows.push([
      name,
      `${kilobytes(figures.jsBytes)} in ${figures.scripts.length} files`,
      `${budget.jsKb} KB`,
      figures.jsBytes > budgets.goalJsKb * kb ? `${kilobytes(figures.jsBytes - budgets.goalJsKb * kb)} over` : "met",
      kilobytes(figures.cssBytes),
      `${budget.cssKb} KB`,
      String(figures.blocking.length),
      String(budget.blockingRequests),
      chunk ? `${fileName(chunk.href)} ${kilobytes(chunk.bytes)}` : "none",
    ]);
  }

  console.log(
    `First load of each key page, from the production build (gzip -9; 1 KB = 1,024 bytes; budgets: scripts/budgets.json)\n`,
  );
  console.log(
    formatTable(
      [
        "page",
        "JS gzip",
        "budget",
        `goal ≤ ${budgets.goalJsKb} KB`,
        "CSS gzip",
        "budget",
        "blocking requests",
        "budget",
        `largest route chunk (budget ${budgets.largestRouteChunkKb} KB)`,
      ],
      rows,
    ),
  );
  if (listsFiles) console.log(`\nWhat each page loads at once (gzip):\n\n${fileLists.join("\n\n")}`);
  if (budgets.largestRouteChunkKb * kb - largestChunk >= kb) {
    slack.push(`largest route chunk ${kilobytes(largestChunk)}, budget ${budgets.largestRouteChunkKb} KB`);
  }
  if (slack.length > 0) {
    console.log(`\nA figure 1 KB or more under its budget: lower the budget to keep the gain (ADR 049).`);
    for (const line of slack) console.log(`  ${line}`);
  }
  console.log(`\n${budgets.pages.length} pages checked in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  if (failures.length === 0) return 0;
  console.error(`\nOver budget (raise a budget only on purpose, in the same commit, saying why: ADR 049):`);
  for (const failure of failures) console.error(`  ${failure}`);
  return 1;
}

process.exitCode = await main();
