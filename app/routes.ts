import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("listings", "routes/listings/search.tsx"),
  route("featured", "routes/listings/featured.tsx"),
  route("about", "routes/about.tsx"),
  route("sign-in-camper", "routes/accounts/sign-in.tsx"),
  route("sign-in", "routes/accounts/sign-in.tsx", { id: "routes/accounts/sign-in-alias" }),
  route("custom-sign-up", "routes/accounts/sign-up.tsx"),
  route("sign-up", "routes/accounts/sign-up.tsx", { id: "routes/accounts/sign-up-alias" }),
  route("forgot-password", "routes/accounts/forgot-password.tsx"),
  route("reset-password", "routes/accounts/reset-password.tsx"),
  route("sign-out", "routes/accounts/sign-out.ts"),
  route("dashboard", "routes/dashboard.tsx"),
  route("api/auth/*", "routes/api/auth.ts"),
  route("healthz", "routes/api/healthz.ts"),
  route("api/listings", "routes/api/listings.ts"),
  route("api/featured", "routes/api/featured.ts"),
  route("api/places", "routes/api/places.ts"),
  route("dev/mailbox", "routes/dev/mailbox.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
