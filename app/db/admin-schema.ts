// Tables of the admin area; see drizzle/ for its migration.
export {};
