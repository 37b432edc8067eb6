// Tables of the blog area; see drizzle/ for its migration.
export {};
