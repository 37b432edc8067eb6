import { useEffect, useState } from "react";
import type { VideoState } from "#app/db/media-schema.ts";
import { parseMediaVideoUrl } from "#app/modules/media/media-urls.ts";
import { readUploadReplies } from "./upload-file.ts";

/** How often the uploader asks whether a video has been processed. */
export const videoPollMilliseconds = 2000;

export interface PolledVideoStatus {
  /** null until the server has said (a saved video before the page is hydrated). */
  state: VideoState | null;
  posterUrl: string | null;
}

/**
 * The processing state of the video at `url`, asked of the server every two seconds until it is ready or has
 * failed. `initialState` is what is already known ("processing" right after an upload; null for a saved video,
 * which is asked about once hydrated). Polling stops when the component goes away or the URL changes.
 */
export function useVideoStatus(url: string | null, initialState: VideoState | null): PolledVideoStatus {
  const [status, setStatus] = useState<PolledVideoStatus & { url: string | null }>({
    url,
    state: initialState,
    posterUrl: null,
  });
  const current = status.url === url ? status : { url, state: initialState, posterUrl: null };
  const isSettled = current.state === "ready" || current.state === "failed";
  const id = url ? parseMediaVideoUrl(url) : null;

  useEffect(() => {
    if (!id || !url || isSettled) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      const next = await fetchVideoStatus(id, controller.signal);
      if (controller.signal.aborted) return;
      if (next === "gone") return;
      if (next) setStatus({ url, ...next });
      if (next === null || next.state === "processing") timer = setTimeout(ask, videoPollMilliseconds);
    };
    timer = setTimeout(ask, initialState === null ? 0 : videoPollMilliseconds);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [id, url, isSettled, initialState]);

  return { state: current.state, posterUrl: current.posterUrl };
}

/** The server's answer; null when it could not be read (asked again later), "gone" when it will never be. */
async function fetchVideoStatus(id: string, signal: AbortSignal): Promise<PolledVideoStatus | null | "gone"> {
  try {
    const response = await fetch(`/api/uploads/${id}`, { headers: { Accept: "application/json" }, signal });
    if (response.status === 404 || response.status === 403 || response.status === 401) return "gone";
    if (!response.ok) return null;
    const { uploadStatusSchema } = await readUploadReplies();
    const reply = uploadStatusSchema.safeParse(await response.json());
    return reply.success ? { state: reply.data.state, posterUrl: reply.data.posterUrl ?? null } : null;
  } catch {
    return null;
  }
}
