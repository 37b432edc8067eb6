import { getServices } from "#app/lib/context.server.ts";
import { getCurrentUser } from "#app/modules/accounts/current-user.server.ts";
import { documentDownloadResponse } from "#app/modules/documents/document-download.server.ts";
import type { Route } from "./+types/download-document";

// GET /documents/{id}: a listing's PDF as a download (docs/product/listing-documents.md, Downloads), to everyone
// while the listing's page is, else to its owner and administrators; 404 to anyone else, as for an unknown id.

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, storage } = getServices(context);
  const viewer = await getCurrentUser(request, context);
  return documentDownloadResponse({ db, storage, id: params.id, method: request.method, viewer });
}
