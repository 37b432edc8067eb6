// Requests for route modules and the arguments React Router hands a loader or action, for route
// tests; and the outcome of a loader or action whether it returned or threw.
import type { UNSAFE_DataWithResponseInit } from "react-router";
import { testBaseUrl } from "./services.ts";

/** A GET of a page, as a signed-in browser (cookie) or a visitor. */
export function pageRequest(path: string, cookie?: string): Request {
  return new Request(`${testBaseUrl}${path}`, { headers: cookie ? { cookie } : {} });
}

/** A form post, repeating a field for each value of an array. */
export function formRequest(path: string, values: Record<string, string | string[]>, cookie?: string): Request {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return new Request(`${testBaseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body,
  });
}

/** A JSON post, as an enhanced form or an API client sends it. */
export function jsonRequest(path: string, value: unknown, cookie?: string): Request {
  return new Request(`${testBaseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(value),
  });
}

/** Arguments for a route module's loader or action (`T`: `Route.LoaderArgs` or `Route.ActionArgs`). */
export function routeArgs<T>(request: Request, context: unknown, params: Record<string, string> = {}): T {
  const url = new URL(request.url);
  return { request, context, params, url, pattern: url.pathname } as T;
}

export interface RouteOutcome {
  status: number;
  location: string | null;
  headers: Headers;
  body: unknown;
}

/** The status, headers and body of what a loader or action returned or threw: a Response or data(). */
export async function outcomeOf(result: unknown): Promise<RouteOutcome> {
  if (result instanceof Response) {
    const text = await result.text();
    const isJson = result.headers.get("content-type")?.includes("json");
    return {
      status: result.status,
      location: result.headers.get("location"),
      headers: result.headers,
      body: isJson && text ? JSON.parse(text) : text,
    };
  }
  const withInit = result as UNSAFE_DataWithResponseInit<unknown>;
  if (withInit && typeof withInit === "object" && "init" in withInit && "data" in withInit) {
    return {
      status: withInit.init?.status ?? 200,
      location: null,
      headers: new Headers(withInit.init?.headers),
      body: withInit.data,
    };
  }
  return { status: 200, location: null, headers: new Headers(), body: result };
}

/** Runs a loader or action and returns its outcome whether it returned or threw. */
export async function settle(run: () => unknown): Promise<RouteOutcome> {
  try {
    return await outcomeOf(await run());
  } catch (thrown) {
    return outcomeOf(thrown);
  }
}

/** A parameter of an address the app wrote (a redirect, a link in a mail), as tests read it back. */
export function queryValueOf(address: string | URL, name: string): string | null {
  return new URL(address, testBaseUrl).searchParams.get(name);
}
