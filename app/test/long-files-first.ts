// Vitest's file order: the few files that take 40–70 s on their own start first. Without the timings of an earlier
// run (a clean clone has none) Vitest starts the largest files first, and a short file with long waits (child
// processes, ffmpeg, password hashes) would start near the end and finish alone while the other workers sit idle.
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The longest files of a CI run, longest first (ADR 004). A renamed one merely loses its head start. */
const longFiles = [
  "app/routes/api/upload-video.test.ts",
  "app/modules/accounts/admin-role-script.test.ts",
  "app/modules/accounts/sign-in-limits.test.ts",
  "app/routes/authorization-matrix.test.ts",
  "server/oversized-bodies.test.ts",
  "server/main.test.ts",
];

const headStart = (spec: TestSpecification) => {
  const place = longFiles.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return place === -1 ? longFiles.length : place;
};

export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted.toSorted((a, b) => headStart(a) - headStart(b) || sorted.indexOf(a) - sorted.indexOf(b));
  }
}
