import { type ChildProcess, spawn } from "node:child_process";
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
  { timeoutMs, isBackground = false }: RunVideoToolOptions,
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
    let isTimedOut = false;
    child.stdout?.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => {
      if (stderr.length < stderrBytes) stderr += chunk.toString("utf8").slice(0, stderrBytes - stderr.length);
    });
    const timer = setTimeout(() => {
      isTimedOut = true;
      child.kill("SIGKILL");
    }, timeoutMs);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(new VideoToolError("missing", `${command}: ${error.message}`));
    });
    child.once("close", (code) => {
      clearTimeout(timer);
      if (isTimedOut) reject(new VideoToolError("timeout", `${command} took longer than ${timeoutMs} ms`));
      else if (code === 0) resolve(Buffer.concat(stdout));
      else reject(new VideoToolError("rejected", `${command} exited with ${code}: ${stderr.trim()}`));
    });
  });
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
