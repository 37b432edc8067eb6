import { data, type RouterContextProvider, redirect } from "react-router";
import { getServices } from "#app/lib/context.server.ts";
import { sessionAbsoluteMaxAgeSeconds } from "./auth.server.ts";

export interface CurrentUser {
  id: string;
  email: string;
  role: "user" | "admin";
  memberSince: Date;
}

type Context = Readonly<RouterContextProvider>;

/** The signed-in user, or null. A session older than the absolute maximum counts as signed out and is ended. */
export async function getCurrentUser(request: Request, context: Context): Promise<CurrentUser | null> {
  const { auth } = getServices(context);
  const found = await auth.api.getSession({ headers: request.headers });
  if (!found) return null;
  const ageSeconds = (Date.now() - new Date(found.session.createdAt).getTime()) / 1000;
  if (ageSeconds > sessionAbsoluteMaxAgeSeconds) {
    await auth.api.revokeSession({ headers: request.headers, body: { token: found.session.token } });
    return null;
  }
  return {
    id: found.user.id,
    email: found.user.email,
    role: found.user.role === "admin" ? "admin" : "user",
    memberSince: new Date(found.user.createdAt),
  };
}

/** For guarded pages: the user, or a redirect to sign-in that comes back to this very page afterwards. */
export async function requireUser(request: Request, context: Context): Promise<CurrentUser> {
  const user = await getCurrentUser(request, context);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(`/sign-in-camper?redirect=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
}

export const accessDeniedMessage = "Access denied. This page is for administrators only.";

export async function requireAdmin(request: Request, context: Context): Promise<CurrentUser> {
  const user = await requireUser(request, context);
  if (user.role !== "admin") throw data({ message: accessDeniedMessage }, { status: 403 });
  return user;
}
