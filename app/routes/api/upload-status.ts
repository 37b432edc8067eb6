import { AppError } from "#app/lib/app-error.ts";
import { getServices } from "#app/lib/context.server.ts";
import type { FormReply } from "#app/lib/form-reply.ts";
import { getCurrentUser } from "#app/modules/accounts/current-user.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { readUploadStatus, type UploadStatus } from "#app/modules/media/read-upload-status.server.ts";
import { failureOf, replyJson, toAppError } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/upload-status";

// GET /api/uploads/:id, for the uploader while a video is processed (docs/product/media.md, "Videos"):
// 200 {ok: true, id, kind, url, state, posterUrl, message} to the upload's owner; 404 to anyone else
// (as for an unknown id), 401 signed out. Never cached: the state changes.

const headers = { "Cache-Control": "no-store" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  try {
    const user = await getCurrentUser(request, context);
    if (!user) throw new AppError("unauthenticated", "media.upload.signInRequired" satisfies MessageId);
    const status = await readUploadStatus(getServices(context).db, params.id, user.id);
    if (!status) throw new AppError("not-found", "media.upload.notFound" satisfies MessageId);
    const reply: FormReply & UploadStatus = { ok: true, ...status };
    return Response.json(reply, { headers });
  } catch (error) {
    const failure = failureOf(toAppError(error), {});
    failure.headers.set("Cache-Control", headers["Cache-Control"]);
    return replyJson(failure);
  }
}
