// A progress bar for long command-line jobs, on stderr so stdout stays clean for results.
// On a terminal it redraws one line; in a log (CI, a pipe) it writes a line every 10%.

export interface ProgressBar {
  update(done: number): void;
  /** Draws the final state and ends the line. */
  finish(): void;
}

export interface ProgressBarOptions {
  total: number;
  label: string;
  /** What is counted, for the rate: "rows" unless told. */
  unit?: string;
  stream?: Pick<NodeJS.WriteStream, "write"> & { isTTY?: boolean };
  clock?: () => number;
}

const number = (value: number) => Math.round(value).toLocaleString("en-US");

export function formatDuration(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

export function createProgressBar({
  total,
  label,
  unit = "rows",
  stream = process.stderr,
  clock = () => performance.now(),
}: ProgressBarOptions): ProgressBar {
  const started = clock();
  const isTerminal = Boolean(stream.isTTY);
  let lastDraw = Number.NEGATIVE_INFINITY;
  let lastTenth = 0;
  let done = 0;

  const statusText = () => {
    const fraction = total === 0 ? 1 : done / total;
    const seconds = Math.max(0.001, (clock() - started) / 1000);
    const rate = done / seconds;
    const eta = rate > 0 ? formatDuration(((total - done) / rate) * 1000) : "?";
    return `${number(done)}/${number(total)} ${(fraction * 100).toFixed(0).padStart(3)}% ${rate < 10 ? rate.toFixed(1) : number(rate)} ${unit}/s ETA ${eta}`;
  };
  const draw = () => {
    const width = 30;
    const filled = Math.round((total === 0 ? 1 : done / total) * width);
    stream.write(`\r${label} [${"#".repeat(filled)}${"-".repeat(width - filled)}] ${statusText()}\x1b[K`);
  };

  return {
    update(value) {
      done = Math.min(total, value);
      if (isTerminal) {
        // Redrawing on every row would cost more than the work it reports.
        if (clock() - lastDraw >= 100) {
          lastDraw = clock();
          draw();
        }
        return;
      }
      const tenth = total === 0 ? 10 : Math.floor((done / total) * 10);
      if (tenth > lastTenth) {
        lastTenth = tenth;
        stream.write(`${label}: ${statusText()}\n`);
      }
    },
    finish() {
      if (isTerminal) {
        draw();
        stream.write("\n");
      }
    },
  };
}
