// Tables of the builder area; see drizzle/ for its migration.
export {};
