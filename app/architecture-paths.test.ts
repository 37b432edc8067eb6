// Every path ARCHITECTURE.md names exists, so the map a newcomer reads first cannot drift from the tree
// (issue 31, ADR 042). Checked: each backquoted path from the repository's top folders, the same paths in
// the request-flow diagram, and, in a table row, a backquoted relative name (`listings/`, `reply.server.ts`),
// which is read in the folder of the row's last full path before it. A `{…}` or `<…>` segment (`<area>`),
// a glob (`*`) and what follows them are left out: the folder before them must exist.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const topFolders = ["app", "server", "scripts", "tests", "bench", "docs", "drizzle"];
const fullPath = new RegExp(`^(${topFolders.join("|")})/[\\w.@+/<>{}*-]*$`);
/** A name with a folder or a file extension, not an address (`/media`), a setting or a command. */
const relativePath = /^[a-z0-9][\w.+-]*(\/[\w.+<>{}*-]+)*(\/|\.(ts|tsx|mjs|js|md|sql|css|json))$/;

/** The part of a path before its first placeholder or glob segment. */
function concretePart(named: string): string {
  const segments = named.split("/");
  const open = segments.findIndex((segment) => /[{}<>*]/.test(segment));
  return open === -1 ? named : `${segments.slice(0, open).join("/")}/`;
}

/** The paths a line names: full paths as they stand, relative names in a table row against its last full path. */
function pathsOf(line: string, spans: string[]): string[] {
  const named: string[] = [];
  let folder: string | null = null;
  for (const raw of spans) {
    const span = raw.replace(/[),.:;]+$/, "");
    if (fullPath.test(span)) {
      named.push(span);
      folder = span.endsWith("/") ? span : path.posix.dirname(span);
    } else if (folder && line.startsWith("|") && relativePath.test(span)) {
      named.push(path.posix.join(folder, span));
    }
  }
  return named;
}

function namedPaths(markdown: string): { line: number; named: string }[] {
  const found: { line: number; named: string }[] = [];
  let inFence = false;
  markdown.split("\n").forEach((line, index) => {
    if (line.startsWith("```")) {
      inFence = !inFence;
      return;
    }
    const spans = inFence ? line.split(/[\s(]+/) : [...line.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? "");
    for (const named of pathsOf(line, spans)) found.push({ line: index + 1, named });
  });
  return found;
}

describe("ARCHITECTURE.md", () => {
  const named = namedPaths(readFileSync(path.join(root, "ARCHITECTURE.md"), "utf8"));

  it("names paths (the check reads it)", () => {
    expect(named.length).toBeGreaterThan(100);
  });

  it("names no path that does not exist", () => {
    const missing = named
      .filter(({ named: each }) => !existsSync(path.join(root, concretePart(each))))
      .map(({ line, named: each }) => `line ${line}: ${each}`);
    expect(missing).toEqual([]);
  });
});

describe("reading paths out of ARCHITECTURE.md", () => {
  it("reads full paths, relative names in a table row, and stops at placeholders", () => {
    const markdown = [
      "| `app/routes/` | `listings/` (search), `api/` and `home.tsx`; `readQuery` in `app/lib/x.ts`, `y.ts` |",
      "Outside a table `listings/` is a word; `app/modules/<area>/` and `/media` and `npm run bench`.",
      "```",
      "browser ──▶ server/main.ts (loads server/app.ts;",
      "```",
    ].join("\n");
    expect(namedPaths(markdown).map(({ named: each }) => concretePart(each))).toEqual([
      "app/routes/",
      "app/routes/listings/",
      "app/routes/api/",
      "app/routes/home.tsx",
      "app/lib/x.ts",
      "app/lib/y.ts",
      "app/modules/",
      "server/main.ts",
      "server/app.ts",
    ]);
  });
});
