// Tables of the selling area; see drizzle/ for its migration.
export {};
