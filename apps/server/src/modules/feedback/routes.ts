/** The exit-intent feedback (/api/customer/bounce-recovery/): the domain's answers, attributed to a signed-in customer only. */
import { feedbackAnswersSchema } from '@storefront/domain';
import { Hono } from 'hono';
import { feedbackAnswers } from '../../db/schema.ts';
import { readJson } from '../../http/body.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import type { FieldErrors } from '../../http/helpers.ts';

const FEEDBACK_KEYS = new Set(['found_what_was_looking_for', 'why_not', 'rating', 'feedback']);

function unknownKeys(raw: Record<string, unknown>, known: Set<string>): FieldErrors {
  return Object.fromEntries(
    Object.keys(raw)
      .filter((k) => !known.has(k))
      .map((k) => [k, ['Unknown field.']]),
  );
}

/** Mounted at /api/customer/bounce-recovery. */
export function feedbackRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const db = deps.database.db;

  app.post('/', async (c) => {
    const body = await readJson(c, feedbackAnswersSchema, (raw) => unknownKeys(raw, FEEDBACK_KEYS));
    const user = c.var.auth?.actingAs ?? c.var.auth?.user ?? null;
    await db.insert(feedbackAnswers).values({
      dealerId: c.var.dealer.id,
      userId: user?.role === 'customer' ? user.id : null,
      foundWhatWasLookingFor: body.found_what_was_looking_for,
      whyNot: body.why_not,
      rating: body.rating,
      feedback: body.feedback,
      createdAt: deps.now(),
    });
    return c.json({ detail: 'Thank you for your feedback.' }, 201);
  });

  return app;
}
