// The map's addresses (docs/product/map.md): every link keeps the search's own parameters, so the
// list, the map, its zoom and pan, and a pin's card all show the same search.
import { formatBoundingBox } from "#app/modules/search/search-params.ts";
import { boundsOfView, type MapView } from "./map-view.ts";

/** What a link changes in the current parameters: the view (null: the default one) and the open pin. */
interface MapChange {
  view?: MapView | null;
  pin?: string | null;
}

/** The map of the same search, with the given view and pin (absent: as they are now). */
export function mapHref(current: URLSearchParams, change: MapChange = {}): string {
  const params = new URLSearchParams(current);
  params.delete("cursor");
  params.delete("submitted");
  params.set("view", "map");
  if (change.view !== undefined) {
    if (change.view === null) params.delete("bbox");
    else params.set("bbox", formatBoundingBox(boundsOfView(change.view)));
  }
  if (change.pin !== undefined || change.view !== undefined) params.delete("pin");
  if (change.pin) params.set("pin", change.pin);
  return `/listings?${readable(params)}`;
}

/** Commas need no escaping in a query: `bbox=-110,35,-100,42` stays readable. */
const readable = (params: URLSearchParams) => params.toString().replaceAll("%2C", ",");

/** The list of the same search (the map's area included, when one was chosen). */
export function listHref(current: URLSearchParams): string {
  const params = new URLSearchParams(current);
  for (const name of ["view", "pin", "cursor", "submitted"]) params.delete(name);
  const query = readable(params);
  return query ? `/listings?${query}` : "/listings";
}

export const isMapView = (params: URLSearchParams) => params.get("view") === "map";
