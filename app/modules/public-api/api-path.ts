// Where the public API lives (ADR 074); a later, incompatible version would be /api/v2 beside it.

export const publicApiPath = "/api/v1";

/** Whether a request's path is the API's: answered as problems, never as pages. */
export function isPublicApiPath(path: string): boolean {
  return path === publicApiPath || path.startsWith(`${publicApiPath}/`);
}
