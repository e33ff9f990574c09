import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { review } from "~/db/schema";
import { insertProducts, insertUser } from "../../../tests/support/factories";
import { createTestDatabase, ENGINES, type TestDatabase } from "../../../tests/support/test-database";
import { listProductReviews } from "./list-product-reviews.server";

describe.each(ENGINES)("public review names on %s", (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database?.dispose());

  it("shows the chosen username, or first name and initial — never a full profile name or e-mail", async () => {
    const db = database.db;
    const [item] = await insertProducts(db, [{}]);
    const google = await insertUser(db, { name: "Priya Sharma", username: null, email: "priya.sharma@gmail.com" });
    const registered = await insertUser(db, { name: "ravi_k", username: "ravi_k", email: "ravi.kumar@example.in" });
    const noName = await insertUser(db, { name: "", username: null, email: "secret.person@example.in" });
    // Stored as older versions of the shop stored them: the full name, the e-mail's local part.
    await db.insert(review).values([
      { productId: item!.id!, userId: google.id, userName: "Priya Sharma", rating: 5, comment: "Good" },
      { productId: item!.id!, userId: registered.id, userName: "ravi_k", rating: 4, comment: "Fine" },
      { productId: item!.id!, userId: noName.id, userName: "secret.person", rating: 3, comment: "Ok" },
    ]);
    const names = (await listProductReviews(db, item!.id!)).map((r) => r.userName).sort();
    expect(names).toEqual(["Anonymous", "Priya S.", "ravi_k"]);
  });
});
