// Tables of the media area; see drizzle/ for its migration.
export {};
