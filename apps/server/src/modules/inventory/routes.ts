import {
  INVENTORY_MAX_PAGE_SIZE,
  type InventoryQuery,
  type InventorySortKey,
  inventoryQuerySchema,
  type ListPayment,
} from '@storefront/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lte,
  notInArray,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { VehicleRow } from '../../db/schema.ts';
import { vehicles } from '../../db/schema.ts';
import { queryTextErrors, splitLists } from '../../http/body.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { HttpError, isId, notFound } from '../../http/helpers.ts';
import { requestOrigin } from '../../http/origin.ts';
import { loadPaymentSettings } from '../add-ons/catalogue.ts';
import { resolveLanguage } from '../i18n/routes.ts';
import { advertisedPrice, listFinancePayment, loadSelectionCatalogue } from '../pricing/service.ts';
import { serializeVehicle } from './serializers.ts';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = INVENTORY_MAX_PAGE_SIZE;
/** Statuses left out of the list unless the caller asks for them by stock_status. */
export const HIDDEN_BY_DEFAULT = ['sold', 'unavailable'] as const;

/** The database's sort columns; `price` is the shown (advertised) price, sorted in byShownPrice. */
const SORTS = {
  price: vehicles.listingPrice,
  listing_price: vehicles.listingPrice,
  year: vehicles.year,
  odometer: vehicles.odometer,
  arrival_date: vehicles.arrivalDate,
  make: vehicles.make,
  id: vehicles.id,
} as const satisfies Record<InventorySortKey, unknown>;
type SortKey = InventorySortKey;
/** The row's field of each sort key, for a sort done after pricing (byShownPrice). */
const SORT_FIELDS = {
  price: 'listingPrice',
  listing_price: 'listingPrice',
  year: 'year',
  odometer: 'odometer',
  arrival_date: 'arrivalDate',
  make: 'make',
  id: 'id',
} as const satisfies Record<SortKey, keyof VehicleRow>;

const KNOWN_KEYS = new Set(Object.keys(inventoryQuerySchema.shape));
const LIST_KEYS = new Set(
  Object.entries(inventoryQuerySchema.shape)
    .filter(([, schema]) => schema.unwrap() instanceof z.ZodArray)
    .map(([key]) => key),
);

function lowerIn(column: SQLWrapper, values: string[] | undefined): SQL | undefined {
  if (!values?.length) return undefined;
  return inArray(
    sql`lower(${column})`,
    values.map((v) => v.toLowerCase()),
  );
}

/** The facts a filter matches in every language of the feed (`vehicles.translations`, db/types.ts). */
type FilteredFact = 'transmission' | 'exterior_color' | 'interior_color';

/**
 * A fact among the values asked, in the feed's words or in any of its translations: a value picked on
 * the French page matches, and so does a link shared from it opened on the English page.
 */
function factIn(column: SQLWrapper, fact: FilteredFact, values: string[] | undefined): SQL | undefined {
  if (!values?.length) return undefined;
  const translated = inArray(
    sql`lower(t.facts ->> ${sql.raw(`'${fact}'`)})`,
    values.map((v) => v.toLowerCase()),
  );
  return or(
    lowerIn(column, values),
    sql`exists (select 1 from jsonb_each(${vehicles.translations}) as t(language, facts) where ${translated})`,
  );
}

/** A feature in the feed's list or in any of its translated lists. */
function hasFeature(feature: string): SQL | undefined {
  const wanted = JSON.stringify([feature]);
  return or(
    sql`${vehicles.features} @> ${wanted}::jsonb`,
    sql`exists (select 1 from jsonb_each(${vehicles.translations}) as t(language, facts) where t.facts -> 'features' @> ${wanted}::jsonb)`,
  );
}

/** A fact in a language: its translation where the feed gives one, else the feed's own words. */
function localFact(column: SQLWrapper, fact: FilteredFact, language: string): SQL<string> {
  return sql`coalesce(${vehicles.translations} -> ${language}::text ->> ${sql.raw(`'${fact}'`)}, ${column})`;
}

/** The features in a language (a JSON list), as localFact. */
function localFeatures(language: string): SQL {
  return sql`coalesce(${vehicles.translations} -> ${language}::text -> 'features', ${vehicles.features})`;
}

/**
 * The price bounds a shopper asked for (budget, or min/max price), in cents: they apply to the price
 * the list shows, the advertised (all-in) one, so they are applied after it is computed.
 */
function priceBounds(q: InventoryQuery): { min: number | undefined; max: number | undefined } {
  return { min: q.budget?.from ?? q.min_price, max: q.budget?.to ?? q.max_price };
}

/** The facets the list's filters offer, and the query keys (both spellings) each is chosen by. */
const FACET_KEYS = {
  make: ['make'],
  model: ['model'],
  trim: ['trim'],
  bodyType: ['bodyType', 'body_type'],
  drivetrain: ['drivetrain'],
  transmission: ['transmission'],
  fuelType: ['fuelType', 'fuel_type'],
  exteriorColor: ['exteriorColor', 'exterior_color'],
  interiorColor: ['interiorColor', 'interior_color'],
  features: ['features'],
  modelYear: ['modelYear', 'model_year', 'minYear', 'maxYear'],
  price: ['budget', 'min_price', 'max_price'],
} as const satisfies Record<string, readonly (keyof InventoryQuery)[]>;
type FacetKey = keyof typeof FACET_KEYS;

/** The query without what one facet chooses. */
function withoutFacet(q: InventoryQuery, facet: FacetKey): InventoryQuery {
  const rest: Record<string, unknown> = { ...q };
  for (const key of FACET_KEYS[facet]) delete rest[key];
  return rest as InventoryQuery;
}

/** The query without any facet's choice: the condition, stock statuses and text search only. */
function withoutFacets(q: InventoryQuery): InventoryQuery {
  return (Object.keys(FACET_KEYS) as FacetKey[]).reduce(withoutFacet, q);
}

/** The values the query chooses for a multi-value facet. */
function chosenOf(q: InventoryQuery, facet: FacetKey): string[] {
  return FACET_KEYS[facet].flatMap((key) => {
    const value = q[key];
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  });
}

type Counted = { value: string; count: number; aliases?: string[] };

/**
 * A facet's values and counts, with each chosen value none of them names (case aside, in any of the
 * dealer's languages: `aliases`) added in the page's words where the stock has it in them, with its own
 * count (`countOf`): 0 when no vehicle of the other filters has it, so it shows chosen and can be cleared.
 */
async function withChosen(
  rows: Counted[],
  chosen: string[],
  countOf: (value: string) => Promise<number>,
  words: FacetWords = new Map(),
): Promise<Counted[]> {
  const offered = new Set(rows.flatMap((r) => [r.value, ...(r.aliases ?? [])].map((v) => v?.toLowerCase())));
  const missing = [...new Set(chosen)].filter((v) => !offered.has(v.toLowerCase()));
  if (!missing.length) return rows;
  const added = await Promise.all(
    missing.map(async (asked) => {
      const known = words.get(asked.toLowerCase());
      const value = known?.value ?? asked;
      return {
        value,
        count: await countOf(asked),
        ...(known?.aliases.length ? { aliases: known.aliases } : {}),
      };
    }),
  );
  const unique = added.filter((a, i) => added.findIndex((b) => b.value === a.value) === i);
  return [...rows, ...unique].sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

/** A facet's values by each of their words in any language (lower case): the page's word and the others. */
type FacetWords = Map<string, { value: string; aliases: string[] }>;
/** The facets whose values the feed translates (`vehicles.translations`). */
const TRANSLATED = ['transmission', 'exteriorColor', 'interiorColor', 'features'] as const;

/** A translated fact's every word: the feed's and each translation's, one row each. */
function factWords(column: SQLWrapper, fact: FilteredFact): SQL {
  return sql`select ${column} union select t.facts ->> ${sql.raw(`'${fact}'`)} from jsonb_each(${vehicles.translations}) as t(language, facts)`;
}

/**
 * The words of the translated facets' values in the dealer's languages, by facet (one query over the
 * dealer's stock, on its dealer index): each value in the page's language with its words in the others,
 * so that a value written in another language (a link shared from the French page) names its value in
 * the page's words. A translated feature is the translated list's item at the feature's place.
 */
async function facetWords(deps: AppDeps, dealerId: number, language: string) {
  const item = sql.raw('(e.place - 1)::int');
  const words = sql`lateral (
    select 'transmission', ${localFact(vehicles.transmission, 'transmission', language)}, w.word
      from (${factWords(vehicles.transmission, 'transmission')}) as w(word)
    union all
    select 'exteriorColor', ${localFact(vehicles.exteriorColor, 'exterior_color', language)}, w.word
      from (${factWords(vehicles.exteriorColor, 'exterior_color')}) as w(word)
    union all
    select 'interiorColor', ${localFact(vehicles.interiorColor, 'interior_color', language)}, w.word
      from (${factWords(vehicles.interiorColor, 'interior_color')}) as w(word)
    union all
    select 'features', coalesce(${localFeatures(language)} ->> ${item}, e.word), w.word
      from jsonb_array_elements_text(${vehicles.features}) with ordinality as e(word, place),
      lateral (select e.word union select t.facts -> 'features' ->> ${item}
        from jsonb_each(${vehicles.translations}) as t(language, facts)) as w(word)
  ) as f(facet, value, word)`;
  const rows = await deps.database.db
    .selectDistinct({ facet: sql<string>`f.facet`, value: sql<string>`f.value`, word: sql<string>`f.word` })
    .from(sql`${vehicles}, ${words}`)
    .where(and(eq(vehicles.dealerId, dealerId), sql`f.value is not null and f.word is not null`));
  const byFacet = new Map<string, Map<string, Set<string>>>();
  for (const { facet, value, word } of rows) {
    const values = byFacet.get(facet) ?? new Map<string, Set<string>>();
    byFacet.set(facet, values.set(value, (values.get(value) ?? new Set([value])).add(word)));
  }
  return (facet: string): FacetWords => {
    const out: FacetWords = new Map();
    for (const [value, all] of byFacet.get(facet) ?? []) {
      const entry = { value, aliases: [...all].filter((w) => w !== value).sort() };
      for (const word of all) if (!out.has(word.toLowerCase())) out.set(word.toLowerCase(), entry);
    }
    return out;
  };
}

/** A facet's values with their words in the dealer's other languages, where the feed gives them. */
function withAliases(rows: Counted[], words: FacetWords): Counted[] {
  return rows.map((row) => {
    const aliases = words.get(row.value?.toLowerCase())?.aliases ?? [];
    return aliases.length ? { ...row, aliases } : row;
  });
}

/** The query's conditions but the price bounds (see priceBounds). */
function filters(q: InventoryQuery, dealerId: number): SQL[] {
  const conds: (SQL | undefined)[] = [eq(vehicles.dealerId, dealerId)];
  const condition = q.condition?.filter((c) => c !== 'all') ?? [];
  if (condition.length) {
    const parts: SQL[] = [];
    if (condition.includes('new')) parts.push(eq(vehicles.vehicleCondition, 'new'));
    if (condition.includes('used')) parts.push(eq(vehicles.vehicleCondition, 'used'));
    if (condition.includes('cpo')) parts.push(eq(vehicles.isCpo, true));
    conds.push(or(...parts));
  }
  conds.push(lowerIn(vehicles.make, q.make));
  conds.push(lowerIn(vehicles.model, q.model));
  conds.push(lowerIn(vehicles.trim, q.trim));
  conds.push(lowerIn(vehicles.bodyType, [...(q.bodyType ?? []), ...(q.body_type ?? [])]));
  conds.push(lowerIn(vehicles.drivetrain, q.drivetrain));
  conds.push(factIn(vehicles.transmission, 'transmission', q.transmission));
  conds.push(lowerIn(vehicles.fuelType, [...(q.fuelType ?? []), ...(q.fuel_type ?? [])]));
  conds.push(
    factIn(vehicles.exteriorColor, 'exterior_color', [
      ...(q.exteriorColor ?? []),
      ...(q.exterior_color ?? []),
    ]),
  );
  conds.push(
    factIn(vehicles.interiorColor, 'interior_color', [
      ...(q.interiorColor ?? []),
      ...(q.interior_color ?? []),
    ]),
  );
  for (const feature of q.features ?? []) conds.push(hasFeature(feature));
  const statuses = [...(q.stock_status ?? []), ...(q.stockType ?? [])];
  conds.push(
    statuses.length
      ? inArray(vehicles.stockStatus, statuses)
      : notInArray(vehicles.stockStatus, [...HIDDEN_BY_DEFAULT]),
  );
  const years = q.modelYear ?? q.model_year;
  const minYear = years?.from ?? q.minYear;
  const maxYear = years?.to ?? q.maxYear;
  if (minYear !== undefined) conds.push(gte(vehicles.year, minYear));
  if (maxYear !== undefined) conds.push(lte(vehicles.year, maxYear));
  const search = (q.search ?? q.q)?.trim();
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    conds.push(
      sql`(${vehicles.make} || ' ' || ${vehicles.model} || ' ' || ${vehicles.trim} || ' ' || ${vehicles.vin} || ' ' || ${vehicles.stockNumber}) ilike ${like}`,
    );
  }
  return conds.filter((c): c is SQL => c !== undefined);
}

export function parseInventoryQuery(raw: Record<string, string[]>): InventoryQuery {
  const errors: Record<string, string[]> = Object.create(null);
  const known: Record<string, string | string[]> = Object.create(null);
  for (const [key, values] of Object.entries(raw)) {
    if (!KNOWN_KEYS.has(key)) continue;
    if (LIST_KEYS.has(key)) known[key] = splitLists(values);
    else if (values.length > 1) errors[key] = ['Give this parameter once.'];
    else if (values[0] !== undefined) known[key] = values[0];
  }
  Object.assign(errors, queryTextErrors(known));
  if (Object.keys(errors).length) throw new HttpError(400, errors);
  const parsed = inventoryQuerySchema.safeParse(known);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'non_field_errors');
      errors[key] = [...(Object.hasOwn(errors, key) ? (errors[key] ?? []) : []), issue.message];
    }
    throw new HttpError(400, errors);
  }
  return parsed.data;
}

/** The inventory's routes: the list, its filters' facets and one vehicle (by id or uid). */
export function inventoryRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/simple', (c) => listPage(deps, c));
  app.get('/facets', (c) => facets(deps, c));
  app.get('/by_uid', (c) => vehicleByUid(deps, c));
  app.get('/:id', (c) => vehicleById(deps, c));
  return app;
}

type Advertised = Map<number, ReturnType<typeof advertisedPrice>>;
type Sort = { key: SortKey; desc: boolean };
type Window = { offset: number; limit: number };

/**
 * The dealer's pricing for this request (its payment settings and catalogue, read once): each
 * vehicle's pricing context, null when the dealer has no payment settings.
 */
async function pricingOf(deps: AppDeps, c: Context<AppEnv>) {
  const db = deps.database.db;
  const dealer = c.var.dealer;
  const [payment, catalogue] = await Promise.all([
    loadPaymentSettings(db, dealer.id),
    loadSelectionCatalogue({ db, dealer }),
  ]);
  const language = resolveLanguage(c, dealer);
  const now = deps.now();
  const contextOf = (vehicle: VehicleRow) =>
    payment ? { db, dealer, payment, vehicle, language, now } : null;
  return { catalogue, contextOf };
}

/** Each vehicle's advertised (all-in) price from the deal engine, by id; null without a price. */
async function advertisedOf(
  deps: AppDeps,
  c: Context<AppEnv>,
  rows: readonly VehicleRow[],
): Promise<Advertised> {
  const { catalogue, contextOf } = await pricingOf(deps, c);
  return new Map(
    rows.map((vehicle) => {
      const ctx = contextOf(vehicle);
      return [vehicle.id, ctx ? advertisedPrice(ctx, catalogue) : null];
    }),
  );
}

/**
 * Each vehicle's finance payment as the vehicle page first shows it (pricing/service.ts
 * `listFinancePayment`), by id: the list's cards show it, priced here so the list carries no engine.
 */
async function listPaymentsOf(
  deps: AppDeps,
  c: Context<AppEnv>,
  rows: readonly VehicleRow[],
): Promise<Map<number, ListPayment | null>> {
  const { catalogue, contextOf } = await pricingOf(deps, c);
  // Locked as the pricing calls are (pricing/routes.ts `lockedFor`): a dealer's sign-in first.
  const signedIn = Boolean(c.get('auth'));
  return new Map(
    rows.map((vehicle) => {
      const ctx = contextOf(vehicle);
      return [vehicle.id, ctx ? listFinancePayment(ctx, catalogue, signedIn) : null];
    }),
  );
}

/** Vehicles as answered, each with its advertised (all-in) price (and, in the list, its payment). */
async function serialized(
  deps: AppDeps,
  c: Context<AppEnv>,
  rows: readonly VehicleRow[],
  known?: Advertised,
  withPayments = false,
) {
  const [advertised, payments] = await Promise.all([
    known ?? advertisedOf(deps, c, rows),
    withPayments ? listPaymentsOf(deps, c, rows) : undefined,
  ]);
  const options = { origin: requestOrigin(c), language: resolveLanguage(c, c.var.dealer) };
  return rows.map((vehicle) => {
    const answer = serializeVehicle(vehicle, c.var.dealer, options, advertised.get(vehicle.id) ?? null);
    return payments ? { ...answer, list_payment: payments.get(vehicle.id) ?? null } : answer;
  });
}

/**
 * The page of a list sorted by, or bounded by, the price the cards show (the advertised price, the
 * listing price without one): every vehicle of the other filters priced by the engine, then bounded,
 * sorted (ties by id) and cut, as the database does for the other sorts.
 */
async function byShownPrice(
  deps: AppDeps,
  c: Context<AppEnv>,
  q: InventoryQuery,
  sort: Sort,
  window: Window,
) {
  const all = await deps.database.db
    .select()
    .from(vehicles)
    .where(and(...filters(q, c.var.dealer.id)));
  const advertised = await advertisedOf(deps, c, all);
  const shown = (v: VehicleRow) => advertised.get(v.id)?.total ?? v.listingPrice;
  const { min, max } = priceBounds(q);
  const value = (v: VehicleRow): number | string | null => {
    if (sort.key === 'price') return shown(v);
    return v[SORT_FIELDS[sort.key]];
  };
  const matching = all
    .filter((v) => (min === undefined || shown(v) >= min) && (max === undefined || shown(v) <= max))
    .sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      // PostgreSQL's order: nulls last ascending, first descending.
      if (x !== y) {
        if (x === null) return sort.desc ? -1 : 1;
        if (y === null) return sort.desc ? 1 : -1;
        return (x < y ? -1 : 1) * (sort.desc ? -1 : 1);
      }
      return a.id - b.id;
    });
  const rows = matching.slice(window.offset, window.offset + window.limit);
  return { rows, total: matching.length, results: await serialized(deps, c, rows, advertised, true) };
}

/** The page of a list sorted by a column, in the database. */
async function byColumn(
  deps: AppDeps,
  where: SQL | undefined,
  sort: Sort,
  window: Window,
): Promise<{ rows: VehicleRow[]; total: number }> {
  const db = deps.database.db;
  const column = SORTS[sort.key];
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(vehicles)
      .where(where)
      .orderBy(sort.desc ? desc(column) : asc(column), asc(vehicles.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(vehicles).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** GET /simple: a page of the list, by pages (`page`, with links) or by `offset`. */
async function listPage(deps: AppDeps, c: Context<AppEnv>) {
  const q = parseInventoryQuery(c.req.queries());
  const dealer = c.var.dealer;
  const pageSize = q.limit ?? q.page_size ?? DEFAULT_PAGE_SIZE;
  const page = q.page ?? 1;
  const offset = q.offset ?? (page - 1) * pageSize;
  const where = and(...filters(q, dealer.id));
  const sort = q.sort ?? q.ordering ?? { key: 'arrival_date' as SortKey, desc: true };
  const bounds = priceBounds(q);
  const page_ =
    sort.key === 'price' || bounds.min !== undefined || bounds.max !== undefined
      ? await byShownPrice(deps, c, q, sort, { offset, limit: pageSize })
      : await byColumn(deps, where, sort, { offset, limit: pageSize });
  const { rows, total } = page_;
  const url = new URL(c.req.url);
  const link = (p: number) => {
    const next = new URL(url);
    next.searchParams.set('page', String(p));
    next.searchParams.delete('offset');
    return `${next.pathname}${next.search}`;
  };
  const usesPages = q.offset === undefined;
  return c.json({
    count: total,
    next: usesPages && offset + rows.length < total ? link(page + 1) : null,
    previous: usesPages && page > 1 ? link(page - 1) : null,
    page_size: pageSize,
    results: 'results' in page_ ? page_.results : await serialized(deps, c, rows, undefined, true),
  });
}

/** The search's facts, each a column or the fact in the page's language, by facet key. */
function facetColumns(language: string) {
  return {
    make: vehicles.make,
    model: vehicles.model,
    trim: vehicles.trim,
    bodyType: vehicles.bodyType,
    drivetrain: vehicles.drivetrain,
    transmission: localFact(vehicles.transmission, 'transmission', language),
    fuelType: vehicles.fuelType,
    exteriorColor: localFact(vehicles.exteriorColor, 'exterior_color', language),
    interiorColor: localFact(vehicles.interiorColor, 'interior_color', language),
  } as const;
}

/**
 * The facets' conditions for a search: the shown price of every vehicle the search could list (for
 * the price filter and its bounds), and `whereOf(facet, chosen?)`, the search's conditions but those
 * of one facet (or with that facet's choice narrowed to one value), within the budget unless that
 * facet is the price.
 */
async function facetScope(deps: AppDeps, c: Context<AppEnv>, q: InventoryQuery) {
  const dealerId = c.var.dealer.id;
  const candidates = await deps.database.db
    .select()
    .from(vehicles)
    .where(and(...filters(withoutFacets(q), dealerId)));
  const advertised = await advertisedOf(deps, c, candidates);
  const shown = new Map(candidates.map((v) => [v.id, advertised.get(v.id)?.total ?? v.listingPrice]));
  const { min, max } = priceBounds(q);
  const inBudget = [...shown].filter(
    ([, p]) => (min === undefined || p >= min) && (max === undefined || p <= max),
  );
  const bounded = min !== undefined || max !== undefined;
  const whereOf = (facet: FacetKey, chosen?: string) => {
    const only = chosen === undefined ? {} : { [FACET_KEYS[facet][0]]: [chosen] };
    const conds = filters({ ...withoutFacet(q, facet), ...only }, dealerId);
    if (bounded && facet !== 'price')
      conds.push(
        inArray(
          vehicles.id,
          inBudget.map(([id]) => id),
        ),
      );
    return and(...conds);
  };
  return { shown, whereOf };
}

/**
 * Every facet's values and counts in one statement over the dealer's stock (its dealer index): each
 * vehicle is read once and stands, in a lateral list, for its value of each facet with whether the
 * facet's conditions (`whereOf`: the OTHER filters') hold for it; the rows that hold are counted by facet
 * and value. The model year and the vehicle id (for the price bounds) are facets of it too.
 */
async function facetCounts(
  deps: AppDeps,
  dealerId: number,
  language: string,
  whereOf: (facet: FacetKey) => SQL | undefined,
): Promise<Map<FacetKey, Counted[]>> {
  const holds = (facet: FacetKey) => sql`coalesce(${whereOf(facet)}, true)`;
  const columns: [FacetKey, SQL | SQLWrapper][] = [
    ...(Object.entries(facetColumns(language)) as [FacetKey, SQLWrapper][]),
    ['modelYear', vehicles.year],
    ['price', vehicles.id],
  ];
  const each = columns.map(
    ([facet, column]) => sql`select ${sql.raw(`'${facet}'`)}, (${column})::text, ${holds(facet)}`,
  );
  each.push(
    sql`select 'features', e.value, ${holds('features')} from jsonb_array_elements_text(${localFeatures(language)}) as e(value)`,
  );
  const rows = await deps.database.db
    .select({ facet: sql<FacetKey>`f.facet`, value: sql<string>`f.value`, count: sql<number>`count(*)::int` })
    .from(sql`${vehicles}, lateral (${sql.join(each, sql` union all `)}) as f(facet, value, holds)`)
    .where(and(eq(vehicles.dealerId, dealerId), sql`f.holds`))
    .groupBy(sql`1, 2`)
    .orderBy(sql`1, 2`);
  const byFacet = new Map<FacetKey, Counted[]>();
  for (const { facet, value, count } of rows) {
    const values = byFacet.get(facet) ?? [];
    byFacet.set(facet, values);
    values.push({ value, count });
  }
  return byFacet;
}

/**
 * GET /facets: what the list's filters can offer, for the search the query names (the list's own
 * keys): for each multi-value filter key its values with the number of vehicles of each, the model
 * years' and the shown (advertised) prices' bounds (cents). Each facet counts the vehicles of the
 * OTHER filters (`withoutFacet`): its own values stay choosable (a second make widens the search),
 * and a chosen value none of them has is still offered, with 0, so it can be cleared. Filtering the
 * list by the search and one value answers its count.
 */
async function facets(deps: AppDeps, c: Context<AppEnv>) {
  const db = deps.database.db;
  const q = parseInventoryQuery(c.req.queries());
  // The facts in the page's language (its values match the list's filters in every language).
  const language = resolveLanguage(c, c.var.dealer);
  const [{ shown, whereOf }, wordsOf] = await Promise.all([
    facetScope(deps, c, q),
    facetWords(deps, c.var.dealer.id, language),
  ]);
  /** The vehicles of the other filters that one value of a facet matches (in any language). */
  const countOf = (facet: FacetKey) => async (value: string) =>
    (await db.select({ n: count() }).from(vehicles).where(whereOf(facet, value)))[0]?.n ?? 0;
  const counted = await facetCounts(deps, c.var.dealer.id, language, whereOf);
  const rowsOf = (facet: FacetKey) => counted.get(facet) ?? [];
  const offered = (facet: FacetKey) => {
    const words = (TRANSLATED as readonly string[]).includes(facet) ? wordsOf(facet) : undefined;
    const rows = words ? withAliases(rowsOf(facet), words) : rowsOf(facet);
    return withChosen(rows, chosenOf(q, facet), countOf(facet), words);
  };
  const keys = [...Object.keys(facetColumns(language)), 'features'] as FacetKey[];
  const values = await Promise.all(keys.map(async (key) => [key, await offered(key)] as const));
  const years = rowsOf('modelYear').map((r) => Number(r.value));
  const priced = rowsOf('price').map((r) => Number(r.value));
  // The budget's bounds are those of the price the cards show (advertised, else the listing price).
  const prices = priced.flatMap((id) => shown.get(id) ?? []);
  return c.json({
    ...Object.fromEntries(values),
    modelYear: {
      min: years.length ? Math.min(...years) : null,
      max: years.length ? Math.max(...years) : null,
    },
    price: {
      min: prices.length ? Math.min(...prices) : null,
      max: prices.length ? Math.max(...prices) : null,
    },
  });
}

/** GET /by_uid?uid=: one vehicle by its uid. */
async function vehicleByUid(deps: AppDeps, c: Context<AppEnv>) {
  const uid = c.req.query('uid') ?? '';
  if (!uid) return c.json({ uid: ['This field is required.'] }, 400);
  if (!z.uuid().safeParse(uid).success) return notFound(c, 'vehicle_not_found', 'Vehicle not found.');
  const [row] = await deps.database.db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.uid, uid), eq(vehicles.dealerId, c.var.dealer.id)))
    .limit(1);
  if (!row) return notFound(c, 'vehicle_not_found', 'Vehicle not found.');
  return c.json((await serialized(deps, c, [row]))[0]);
}

/** GET /:id: one vehicle by id or uid (the storefront links vehicles by either). */
async function vehicleById(deps: AppDeps, c: Context<AppEnv>) {
  const id = c.req.param('id') ?? '';
  const byUid = z.uuid().safeParse(id).success;
  if (!byUid && !isId(id)) return notFound(c, 'vehicle_not_found', 'Vehicle not found.');
  const [row] = await deps.database.db
    .select()
    .from(vehicles)
    .where(
      and(byUid ? eq(vehicles.uid, id) : eq(vehicles.id, Number(id)), eq(vehicles.dealerId, c.var.dealer.id)),
    )
    .limit(1);
  if (!row) return notFound(c, 'vehicle_not_found', 'Vehicle not found.');
  return c.json((await serialized(deps, c, [row]))[0]);
}
