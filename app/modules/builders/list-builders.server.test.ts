// The builders page's paging: 9 profiles at a time, newest first, the id breaking ties.
import { describe, expect, it } from "vitest";
import { builders, user } from "#app/db/schema.ts";
import { createTestDatabase } from "#app/test/database.ts";
import { builderPageSize } from "./builder-summary.ts";
import { listBuilders } from "./list-builders.server.ts";

describe("the builders page's paging", () => {
  it("serves 9 at a time, newest first, without repeats, until a short page", async () => {
    const fresh = await createTestDatabase();
    try {
      await fresh.db.insert(user).values({ id: "b", email: "b@example.com", name: "B", emailVerified: true });
      const now = Date.now();
      await fresh.db.insert(builders).values(
        Array.from({ length: 20 }, (_, index) => ({
          userId: "b",
          businessName: `Builder ${index}`,
          description: "Builds.",
          location: "Bend, OR",
          // Two profiles share each creation time: the id breaks the tie.
          createdAt: new Date(now - Math.floor(index / 2) * 60_000),
          expiresAt: new Date(now + 86_400_000),
        })),
      );
      const first = await listBuilders({ db: fresh.db });
      expect(first.builders).toHaveLength(builderPageSize);
      expect(
        first.builders
          .map((card) => card.businessName)
          .slice(0, 2)
          .sort(),
      ).toEqual(["Builder 0", "Builder 1"]);
      const cursor = (text: string | null) => {
        const [sortValue, id] = (text ?? "").split("_");
        return { sortValue: Number(sortValue), id: id ?? "" };
      };
      const second = await listBuilders({ db: fresh.db, cursor: cursor(first.nextCursor) });
      const third = await listBuilders({ db: fresh.db, cursor: cursor(second.nextCursor) });
      expect(second.builders).toHaveLength(9);
      expect(third.builders).toHaveLength(2);
      expect(third.nextCursor).toBeNull();
      const names = [...first.builders, ...second.builders, ...third.builders].map((card) => card.businessName);
      expect(new Set(names).size).toBe(20);
    } finally {
      await fresh.destroy();
    }
  }, 90_000);
});
