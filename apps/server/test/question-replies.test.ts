/**
 * The migration that keeps every reply to a question (`customer_question_replies`): the one reply a
 * question held before it (`reply_message`, `replied_at`, `replied_by` on `customer_questions`)
 * becomes the first of its replies, in the language its e-mail was written in, before those columns
 * are dropped. Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerQuestionReplies, dealers, users } from '../src/db/schema.ts';
import { createTestContext, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** The migration's statements, found by its name in the journal (its number follows main's). */
function migrationStatements(): string[] {
  const folder = new URL('../drizzle/', import.meta.url);
  const journal = JSON.parse(readFileSync(fileURLToPath(new URL('meta/_journal.json', folder)), 'utf8')) as {
    entries: { tag: string }[];
  };
  const tag = journal.entries.find((e) => e.tag.endsWith('_question_replies'))?.tag;
  if (!tag) throw new Error('no question_replies migration in the journal');
  return readFileSync(fileURLToPath(new URL(`${tag}.sql`, folder)), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
}

describe('the migration to a table of replies', () => {
  it('copies each question’s reply with its author, time and language, then drops the old columns', async () => {
    const db = ctx.database.db;
    // The database as migration 0029 left it: one reply in columns of the question.
    await db.execute(sql.raw('DROP TABLE "customer_question_replies"'));
    await db.execute(
      sql.raw(
        'ALTER TABLE "customer_questions" ADD COLUMN "reply_message" text, ADD COLUMN "replied_at" timestamp with time zone, ADD COLUMN "replied_by" integer',
      ),
    );
    await db.execute(
      sql.raw(
        'ALTER TABLE "customer_questions" ADD CONSTRAINT "customer_questions_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null',
      ),
    );
    const [maple] = await db.select().from(dealers).where(eq(dealers.code, 'maple_motors'));
    const [rep] = await db.select().from(users).where(eq(users.email, 'rep@maplemotors.example.ca'));
    if (!maple || !rep) throw new Error('seed data missing');
    const ask = async (email: string, language: string | null, reply: string | null) => {
      const { rows } = (await db.execute(
        sql`INSERT INTO "customer_questions" ("dealer_id", "email", "message", "language", "reply_message", "replied_at", "replied_by")
            VALUES (${maple.id}, ${email}, 'Open Sunday?', ${language}, ${reply}, ${reply ? '2026-11-20T15:00:00Z' : null}, ${reply ? rep.id : null})
            RETURNING "id"`,
      )) as unknown as { rows: { id: number }[] };
      return Number(rows[0]?.id);
    };
    const french = await ask('before.fr@example.com', 'fr', 'Non, fermé le dimanche.');
    // Asked before the question's language was kept: the dealer's first language.
    const unknown = await ask('before.any@example.com', null, 'Closed on Sundays.');
    const unanswered = await ask('before.none@example.com', 'en', null);

    for (const statement of migrationStatements()) await db.execute(sql.raw(statement));

    const rows = await db.select().from(customerQuestionReplies).orderBy(customerQuestionReplies.id);
    expect(
      rows.map((r) => [r.questionId, r.message, r.language, r.repliedBy, r.createdAt.toISOString()]),
    ).toEqual([
      [french, 'Non, fermé le dimanche.', 'fr', rep.id, '2026-11-20T15:00:00.000Z'],
      [unknown, 'Closed on Sundays.', maple.allowedLanguages[0], rep.id, '2026-11-20T15:00:00.000Z'],
    ]);
    expect(rows.some((r) => r.questionId === unanswered)).toBe(false);
    const { rows: columns } = (await db.execute(
      sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'customer_questions' AND column_name LIKE 'repl%'`,
    )) as unknown as { rows: unknown[] };
    expect(columns).toEqual([]);
    // Deleting a question deletes its replies.
    await db.execute(sql`DELETE FROM "customer_questions" WHERE "id" = ${french}`);
    expect(
      await db.select().from(customerQuestionReplies).where(eq(customerQuestionReplies.questionId, french)),
    ).toEqual([]);
  });
});
