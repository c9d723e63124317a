/**
 * The questions shoppers asked the dealership (`POST /api/customer/customer-question/`: a question,
 * an availability or a price request), for the console's Questions screen: who asked (their account
 * when signed in), about which vehicle, what, and when, newest first. Each is also a lead in the CRM
 * outbox; this is where staff without a CRM read and answer them, a reply from the console
 * e-mailed to the asker.
 */
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  customerQuestionReplies,
  customerQuestions,
  type DealerRow,
  type UserRow,
  users,
  type VehicleRow,
  vehicles,
} from '../../db/schema.ts';
import type { AppDeps } from '../../http/env.ts';
import { notFoundError } from '../../http/helpers.ts';
import { storefrontLink } from '../../http/origin.ts';
import type { OutgoingEmail } from '../../services/email.ts';
import { sentenceVehicleName } from '../inventory/serializers.ts';
import { askedBy } from '../privacy/service.ts';

/** The staff member who marked a question answered. */
const answerer = alias(users, 'answerer');

/** Questions a page answers. */
export const QUESTIONS_PAGE_SIZE = 50;

/** The questions of a dealer, with their vehicle and who answered them. */
function questionRows(db: Db, dealer: DealerRow) {
  return db
    .select({ question: customerQuestions, vehicle: vehicles, answerer })
    .from(customerQuestions)
    .leftJoin(vehicles, and(eq(vehicles.id, customerQuestions.vehicleId), eq(vehicles.dealerId, dealer.id)))
    .leftJoin(answerer, eq(answerer.id, customerQuestions.answeredBy));
}

type QuestionRow = Awaited<ReturnType<ReturnType<typeof questionRows>['where']>>[number];

/** A reply as the console shows it: its words, when, and who sent it (a staff member since deleted: null). */
type ReplyView = { message: string; at: string; by: string | null };

/**
 * The replies sent to these questions, each question's oldest first (one query for a page). Read
 * after the reply's insert, so a reply sent from another tab in between is there too.
 */
async function repliesOf(db: Db, questionIds: readonly number[]): Promise<Map<number, ReplyView[]>> {
  const byQuestion = new Map<number, ReplyView[]>();
  if (!questionIds.length) return byQuestion;
  const rows = await db
    .select({ reply: customerQuestionReplies, by: users })
    .from(customerQuestionReplies)
    .leftJoin(users, eq(users.id, customerQuestionReplies.repliedBy))
    .where(inArray(customerQuestionReplies.questionId, [...questionIds]))
    .orderBy(asc(customerQuestionReplies.createdAt), asc(customerQuestionReplies.id));
  for (const { reply, by } of rows) {
    const list = byQuestion.get(reply.questionId) ?? [];
    list.push({ message: reply.message, at: reply.createdAt.toISOString(), by: staffName(by) });
    byQuestion.set(reply.questionId, list);
  }
  return byQuestion;
}

/** A staff member as the console names them (a staff member since deleted: null). */
function staffName(by: UserRow | null): string | null {
  return by ? `${by.firstName} ${by.lastName}`.trim() || by.email : null;
}

function serializeQuestion(
  { question: q, vehicle: v, answerer: by }: QuestionRow,
  replies: readonly ReplyView[],
) {
  return {
    id: q.id,
    customer: q.userId,
    name: q.name,
    email: q.email,
    phone: q.phone,
    message: q.message,
    created_at: q.createdAt.toISOString(),
    vehicle: v
      ? { id: v.id, year: v.year, make: v.make, model: v.model, trim: v.trim, stock_number: v.stockNumber }
      : null,
    // Who answered (a staff member since deleted: null), and when.
    answered: q.answeredAt
      ? {
          at: q.answeredAt.toISOString(),
          by: staffName(by),
        }
      : null,
    // Every reply sent from the console, oldest first: its words, when, and who sent it.
    replies,
  };
}

/** Questions as the list shows them, each with its replies. */
async function serializeQuestions(db: Db, rows: readonly QuestionRow[]) {
  const replies = await repliesOf(
    db,
    rows.map((row) => row.question.id),
  );
  return rows.map((row) => serializeQuestion(row, replies.get(row.question.id) ?? []));
}

/** A page of the dealer's questions; with `customer`, only those they asked (signed in or with their address). */
export async function dealerQuestions(db: Db, dealer: DealerRow, page: number, customer?: UserRow) {
  const rows = await questionRows(db, dealer)
    .where(and(eq(customerQuestions.dealerId, dealer.id), customer ? askedBy(customer) : undefined))
    .orderBy(desc(customerQuestions.createdAt), desc(customerQuestions.id))
    .limit(QUESTIONS_PAGE_SIZE + 1)
    .offset((page - 1) * QUESTIONS_PAGE_SIZE);
  return {
    next_page: rows.length > QUESTIONS_PAGE_SIZE ? page + 1 : null,
    results: await serializeQuestions(db, rows.slice(0, QUESTIONS_PAGE_SIZE)),
  };
}

/**
 * Marks a question of the dealer answered by a staff member, once: the first to do it stays the
 * answerer (two staff members on one question see who took it). Another dealer's question is a 404.
 * Answers the question and whether this call marked it.
 */
export async function markAnswered(db: Db, dealer: DealerRow, id: number, staffId: number, now: Date) {
  const mine = and(eq(customerQuestions.id, id), eq(customerQuestions.dealerId, dealer.id));
  const marked = await db
    .update(customerQuestions)
    .set({ answeredAt: now, answeredBy: staffId })
    .where(and(mine, isNull(customerQuestions.answeredAt)))
    .returning({ id: customerQuestions.id });
  const [row] = await questionRows(db, dealer).where(mine).limit(1);
  if (!row) throw notFoundError();
  const [question] = await serializeQuestions(db, [row]);
  if (!question) throw notFoundError();
  return { question, marked: marked.length > 0 };
}

/** The longest reply staff may send (characters, once trimmed). */
export const QUESTION_REPLY_MAX = 4000;

/** The language a question's reply is written in: the question's, when the dealer still offers it; else the dealer's first. */
export function replyLanguage(dealer: DealerRow, question: typeof customerQuestions.$inferSelect): string {
  return question.language && dealer.allowedLanguages.includes(question.language)
    ? question.language
    : (dealer.allowedLanguages[0] ?? 'en');
}

/**
 * Adds a staff member's reply to a question of the dealer (every reply kept, never replaced: a reply
 * sent from another tab or by a colleague in between stays) and marks the question answered as
 * `markAnswered` does: the first answerer stays. Another dealer's question is a 404. Answers the
 * question as the list shows it (every reply, oldest first), and what the reply's e-mail needs.
 */
export async function replyToQuestion(
  db: Db,
  dealer: DealerRow,
  id: number,
  staffId: number,
  message: string,
  now: Date,
) {
  const mine = and(eq(customerQuestions.id, id), eq(customerQuestions.dealerId, dealer.id));
  const [found] = await db.select().from(customerQuestions).where(mine).limit(1);
  if (!found) throw notFoundError();
  await db.insert(customerQuestionReplies).values({
    questionId: found.id,
    message,
    language: replyLanguage(dealer, found),
    repliedBy: staffId,
    createdAt: now,
  });
  await db
    .update(customerQuestions)
    .set({ answeredAt: now, answeredBy: staffId })
    .where(and(mine, isNull(customerQuestions.answeredAt)));
  const [row] = await questionRows(db, dealer).where(mine).limit(1);
  if (!row) throw notFoundError();
  const [question] = await serializeQuestions(db, [row]);
  if (!question) throw notFoundError();
  return { question, row: row.question, vehicle: row.vehicle };
}

/** The reply's lines quoted as an e-mail quotes them. */
function quoted(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

/**
 * The e-mail that carries a staff member's reply to the asker: from the dealership, in the question's
 * language (`replyLanguage`), quoting the question and giving the reply. Its one link is on the
 * configured origin (`storefrontLink`), never the request's: the vehicle's page when the question was
 * about one, else the storefront's home page. A later reply (`later`: the question had one already)
 * says it is a new one, in its subject too: the asker's inbox tells it from the first.
 */
export function questionReplyEmail(
  deps: Pick<AppDeps, 'config'>,
  dealer: DealerRow,
  question: typeof customerQuestions.$inferSelect,
  vehicle: VehicleRow | null,
  reply: string,
  later = false,
): OutgoingEmail {
  const language = replyLanguage(dealer, question);
  const fr = language === 'fr';
  const name = question.name.trim();
  const car = vehicle ? sentenceVehicleName(vehicle, fr) : '';
  const link = storefrontLink(deps.config, dealer.code, language, vehicle ? `conf/${vehicle.id}/` : '');
  const replied = later
    ? fr
      ? `${dealer.name} vous a envoyé une nouvelle réponse à votre question`
      : `${dealer.name} sent a new reply to your question`
    : fr
      ? `${dealer.name} a répondu à votre question`
      : `${dealer.name} answered your question`;
  return {
    kind: 'question_reply',
    to: question.email,
    subject: replied,
    text: fr
      ? `Bonjour${name ? ` ${name}` : ''},\n\n${replied}${car ? ` au sujet du véhicule ${car}` : ''}.\n\nVotre question\u00a0:\n${quoted(question.message)}\n\nNotre réponse\u00a0:\n${reply}\n\nNotre vitrine en ligne\u00a0: ${link}\n\n${dealer.name}\n${dealer.phone}`
      : `Hello${name ? ` ${name}` : ''},\n\n${replied}${car ? ` about the ${car}` : ''}.\n\nYour question:\n${quoted(question.message)}\n\nOur reply:\n${reply}\n\nShop with us online: ${link}\n\n${dealer.name}\n${dealer.phone}`,
  };
}
