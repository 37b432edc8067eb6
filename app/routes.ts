import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("healthz", "routes/api/healthz.ts"),
  route("dev/mailbox", "routes/dev/mailbox.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
