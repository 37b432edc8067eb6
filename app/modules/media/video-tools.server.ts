import { type ChildProcess, spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { setPriority } from "node:os";
import type { Logger } from "#app/lib/logger.server.ts";

/** The ffmpeg and ffprobe commands videos are probed and transcoded with (docs/product/media.md, "Videos"). */
export interface VideoTools {
  ffmpeg: string;
  ffprobe: string;
}

/** Why a run of ffmpeg or ffprobe did not succeed. */
export class VideoToolError extends Error {
  override name = "VideoToolError";
  /** `rejected`: the tool ran and refused the input; `timeout`: it was stopped; `missing`: it could not start. */
  readonly reason: "rejected" | "timeout" | "missing";
  constructor(reason: VideoToolError["reason"], message: string) {
    super(message);
    this.reason = reason;
  }
}

export interface RunVideoToolOptions {
  timeoutMs: number;
  /**
   * CPU time (all its threads) after which the tool is stopped, as a `timeout`: a cost limit that does not
   * punish a file for the machine being busy. Read from /proc (Linux); elsewhere only `timeoutMs` holds.
   */
  cpuLimitSeconds?: number;
  /** Below the web server's CPU priority, so pages stay quick while a video is transcoded. */
  isBackground?: boolean;
}

const niceness = 10;
/** Kept of a failing tool's error output, for the log. */
const stderrBytes = 4096;

/** Runs `command` with `args` (never through a shell) and gives its standard output. */
export function runVideoTool(
  command: string,
  args: readonly string[],
  { timeoutMs, cpuLimitSeconds, isBackground = false }: RunVideoToolOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let child: ChildProcess;
    try {
      child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    } catch (error) {
      reject(new VideoToolError("missing", String(error)));
      return;
    }
    // Threads ffmpeg starts later (decoders, x264) inherit its priority.
    if (isBackground && child.pid) {
      try {
        setPriority(child.pid, niceness);
      } catch {
        // It has already ended; its exit is handled below.
      }
    }
    const stdout: Buffer[] = [];
    let stderr = "";
    child.stdout?.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => {
      if (stderr.length < stderrBytes) stderr += chunk.toString("utf8").slice(0, stderrBytes - stderr.length);
    });
    let limitHit = "";
    const stop = (why: string) => {
      limitHit = why;
      child.kill("SIGKILL");
    };
    const timer = setTimeout(() => stop(`took longer than ${timeoutMs} ms`), timeoutMs);
    const cpuWatch =
      cpuLimitSeconds !== undefined && child.pid !== undefined
        ? watchCpu(child.pid, cpuLimitSeconds, () => stop(`used more than ${cpuLimitSeconds} CPU seconds`))
        : undefined;
    const settle = () => {
      clearTimeout(timer);
      clearInterval(cpuWatch);
    };
    child.once("error", (error) => {
      settle();
      reject(new VideoToolError("missing", `${command}: ${error.message}`));
    });
    child.once("close", (code) => {
      settle();
      if (limitHit) reject(new VideoToolError("timeout", `${command} ${limitHit}`));
      else if (code === 0) resolve(Buffer.concat(stdout));
      else reject(new VideoToolError("rejected", `${command} exited with ${code}: ${stderr.trim()}`));
    });
  });
}

/** Linux's clock ticks per second in /proc/<pid>/stat (USER_HZ, 100 on every architecture Node runs on). */
const ticksPerSecond = 100;
const cpuWatchIntervalMs = 500;

/** Calls `onOver` once process `pid` has used more than `limitSeconds` of CPU; stops watching where /proc is missing. */
function watchCpu(pid: number, limitSeconds: number, onOver: () => void): NodeJS.Timeout {
  const watch = setInterval(() => {
    readFile(`/proc/${pid}/stat`, "utf8").then(
      (stat) => {
        // After the command name (in parentheses, which may hold spaces): utime and stime are fields 14 and 15.
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        const seconds = (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
        if (seconds > limitSeconds) {
          clearInterval(watch);
          onOver();
        }
      },
      () => clearInterval(watch),
    );
  }, cpuWatchIntervalMs);
  return watch;
}

/** The encoders the transcode uses (Debian's ffmpeg has both). */
const neededEncoders = ["libx264", "aac"];

/**
 * Checks once at start-up that ffmpeg and ffprobe run and that ffmpeg can encode H.264 and AAC. Without
 * them the server still serves everything else and refuses video uploads with a message (503).
 */
export async function findVideoTools({
  ffmpeg,
  ffprobe,
  logger,
}: VideoTools & { logger: Logger }): Promise<VideoTools | null> {
  const turnedOff = "video uploads are turned off";
  const howToFix = "Install ffmpeg (Debian: apt-get install ffmpeg) or set FFMPEG_PATH and FFPROBE_PATH.";
  try {
    await runVideoTool(ffprobe, ["-hide_banner", "-version"], { timeoutMs: 10_000 });
    const encoders = (await runVideoTool(ffmpeg, ["-hide_banner", "-encoders"], { timeoutMs: 10_000 })).toString();
    const missing = neededEncoders.filter((name) => !new RegExp(`^\\s*\\S+\\s+${name}\\s`, "m").test(encoders));
    if (missing.length > 0) {
      logger.error(`ffmpeg (${ffmpeg}) has no ${missing.join(" or ")} encoder: ${turnedOff}. ${howToFix}`);
      return null;
    }
    return { ffmpeg, ffprobe };
  } catch (error) {
    logger.error(
      { err: error instanceof Error ? error.message : String(error) },
      `ffmpeg or ffprobe was not found (${ffmpeg}, ${ffprobe}): ${turnedOff}. ${howToFix}`,
    );
    return null;
  }
}
