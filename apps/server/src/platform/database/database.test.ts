import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';

describe('database', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(() => testDatabase.dispose());

  it('applies the checked-in migrations and stores rows', async () => {
    const { db } = testDatabase.database;
    const [created] = await db.insert(users).values({ email: 'ada@example.com', fullName: 'Ada' }).returning();
    const [found] = await db.select().from(users).where(eq(users.email, 'ada@example.com'));
    expect(found?.id).toBe(created?.id);
    expect(found?.role).toBeNull();
  });

  it('migrating twice is harmless', async () => {
    await testDatabase.database.migrate();
    await expect(testDatabase.database.ping()).resolves.toBeUndefined();
  });

  it('rolls back a failed transaction completely', async () => {
    const { db } = testDatabase.database;
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(users).values({ email: 'rollback@example.com' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.select().from(users).where(eq(users.email, 'rollback@example.com'))).toHaveLength(0);
  });
});
