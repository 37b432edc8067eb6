// npm run admin:grant -- someone@example.com / npm run admin:revoke -- someone@example.com
// Gives or takes administrator rights on an existing account, in DATABASE_URL or the embedded database
// in DATA_DIR. Migrates first. Exit codes: 1 configuration or database problem, or no such account;
// 2 bad command-line input.
import { z } from "zod";

const usage = `Usage: npm run admin:grant -- someone@example.com
       npm run admin:revoke -- someone@example.com

  grant EMAIL    make the account with this e-mail an administrator
  revoke EMAIL   make it a regular user again
  The account must exist (the person signs up first).`;

const commandSchema = z.tuple(
  [
    z.enum(["grant", "revoke"], { error: "The first argument must be grant or revoke." }),
    z
      .string({ error: "Please give the e-mail address of the account." })
      .trim()
      .pipe(z.email({ error: (issue) => `Not an e-mail address: ${JSON.stringify(issue.input)}.` })),
  ],
  { error: "Expected exactly two arguments: grant or revoke, then one e-mail address." },
);

function readCommand(argv: string[]) {
  if (argv.includes("--help") || argv.includes("-h")) {
    console.log(usage);
    process.exit(0);
  }
  // `npm run admin:grant` with the address forgotten passes just the action.
  const parsed = commandSchema.safeParse(argv.length === 1 ? [argv[0], undefined] : argv);
  if (parsed.success) return { action: parsed.data[0], email: parsed.data[1].toLowerCase() };
  console.error(`${parsed.error.issues[0]?.message ?? "Invalid arguments."}\n\n${usage}`);
  process.exit(2);
}

const { action, email } = readCommand(process.argv.slice(2));
const role = action === "grant" ? "admin" : "user";
// Loaded only for valid input, so a typo gets its answer at once (the database modules take ~0.5 s).
const [{ migrateDatabase }, { openConfiguredDatabaseOrExit }, { getEnvOrExit }, { createLogger }, { setUserRole }] =
  await Promise.all([
    import("#app/db/migrate.server.ts"),
    import("#app/db/open-configured-database.server.ts"),
    import("#app/lib/env.server.ts"),
    import("#app/lib/logger.server.ts"),
    import("#app/modules/accounts/set-user-role.server.ts"),
  ]);
const env = getEnvOrExit();
const logger = createLogger(env.LOG_LEVEL);
const database = await openConfiguredDatabaseOrExit({ env, logger, poolSize: 1 });
try {
  await migrateDatabase(database);
  const { status } = await setUserRole({ db: database.db, email, role });
  if (status === "not-found") {
    console.error(`No account with the e-mail ${email}. The person must sign up first.`);
    process.exitCode = 1;
  } else if (status === "unchanged") {
    console.log(`${email} is already ${role === "admin" ? "an administrator" : "a regular user"}; nothing changed.`);
  } else {
    console.log(
      role === "admin"
        ? `${email} is now an administrator.`
        : `${email} is no longer an administrator (role: user). ` +
            "If the address is in ADMIN_EMAILS, remove it there too, for clarity.",
    );
  }
} catch (error) {
  logger.fatal({ err: error }, "changing the role failed");
  process.exitCode = 1;
} finally {
  await database.close();
}
