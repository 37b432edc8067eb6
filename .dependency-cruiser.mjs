// The import rules `npm run lint` checks (ADR 041): no import cycle anywhere, type-only imports included, and the
// bottom layers (the database schema, app/lib) import no feature module, so the dependency points one way:
// routes and components → modules → db and lib. TypeScript 7 has no compiler API yet, so the sources are parsed
// with swc, which reads the TypeScript source as written: type-only imports are edges too.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-circular",
      comment: "An import cycle: cut it by moving what both sides need below them.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "db-not-to-features",
      comment: "app/db is the bottom: what the schema needs lives in app/db (listing-vocabulary.ts) or app/lib.",
      severity: "error",
      from: { path: "^app/db/" },
      to: { path: "^app/(modules|routes|components)/" },
    },
    {
      name: "lib-not-to-features",
      comment: "app/lib is shared by every layer and imports none of the features.",
      severity: "error",
      // The request context's keys name the services' types (a type-only import each).
      from: { path: "^app/lib/", pathNot: "^app/lib/context\\.server\\.ts$" },
      to: { path: "^app/(modules|routes|components)/" },
    },
  ],
  options: {
    parser: "swc",
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs"],
    },
  },
};
