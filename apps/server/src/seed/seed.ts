/**
 * Demo data: three dealers, about 60 vehicles each, demo staff for every role and a few customers.
 * Deterministic (a seeded generator per dealer), so tests and screenshots are stable.
 */

import { createHash } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { invalidateReadCaches } from '../db/read-cache.ts';
import { dealers, identityProviders, users, vehicles } from '../db/schema.ts';
import {
  LANGUAGES,
  type Language,
  type StockStatus,
  type VehicleFacts,
  type VehicleImage,
  type VehicleTranslations,
} from '../db/types.ts';
import { VIEWS } from '../media/render.ts';
import { illustrationUrl } from '../media/vehicle-media.ts';
import { DEV_CLIENT, DEV_PROVIDER_NAME } from '../modules/identity/demo.ts';
import { seedAppointmentData } from './appointments.ts';
import {
  CATALOGUE,
  type CatalogueModel,
  type Colour,
  EXTERIOR_COLOURS,
  INTERIOR_COLOURS,
  type Trim,
} from './catalogue.ts';
import { seedDealData } from './deal.ts';
import { DEMO_CUSTOMERS, DEMO_DEALERS, DEMO_STAFF, DEMO_STAFF_PASSWORD, type DealerSeed } from './dealers.ts';
import { ENGINE_FR, FEATURE_FR, inFrench, TRANSMISSION_FR } from './french-feed.ts';
import { buildVin } from './vin.ts';

export const VEHICLES_PER_DEALER = 60;
const KM_PER_MILE = 1.609344;

/** mulberry32: small deterministic generator. */
function generator(seedText: string): () => number {
  let a = createHash('sha256').update(seedText).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A deterministic UUID (version 4 layout) from a text. */
export function stableUuid(text: string): string {
  const h = createHash('sha256').update(text).digest('hex');
  const variant = ((Number.parseInt(h.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

interface Plan {
  condition: 'new' | 'used' | 'cpo';
  status: StockStatus;
}

/** 30 new, 20 used, 10 certified pre-owned; every stock status appears at least once. */
function inventoryPlan(): Plan[] {
  const plan: Plan[] = [];
  const newStatuses: StockStatus[] = [
    'demo',
    'in transit',
    'in transit',
    'in transit',
    'virtual',
    'virtual',
    'reserved',
    'pending',
    'sold',
    'unavailable',
  ];
  for (let i = 0; i < 30; i++) plan.push({ condition: 'new', status: newStatuses[i] ?? 'in stock' });
  const usedStatuses: StockStatus[] = ['as is', 'as is', 'sold', 'pending', 'reserved'];
  for (let i = 0; i < 20; i++) plan.push({ condition: 'used', status: usedStatuses[i] ?? 'in stock' });
  for (let i = 0; i < 10; i++) plan.push({ condition: 'cpo', status: i === 0 ? 'reserved' : 'in stock' });
  return plan;
}

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

function pick<T>(rand: () => number, items: readonly T[]): T {
  const item = items[Math.floor(rand() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Rounds a dollar price the way dealers advertise it: to the hundred, minus 5 (e.g. 24 995). */
function advertised(dollars: number): number {
  return Math.max(995, Math.round(dollars / 100) * 100 - 5);
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** The five generated views of a body type in a colour (the API lists them from the body type too). */
export function vehicleImages(bodyType: string, hex: string): VehicleImage[] {
  return VIEWS.map((view) => ({ image: illustrationUrl(bodyType, hex, view), source: 'stock' }));
}

/** A vehicle's facts in one language of the demo feeds (the catalogue's English, french-feed.ts's French). */
function factsIn(
  language: Language,
  model: CatalogueModel,
  trim: Trim,
  colour: Colour,
  interior: Colour,
): VehicleFacts {
  if (language === 'fr') {
    return {
      transmission: TRANSMISSION_FR[model.transmission],
      engine_description: inFrench(ENGINE_FR, model.engine),
      exterior_color: colour.fr,
      interior_color: interior.fr,
      features: trim.features.map((f) => inFrench(FEATURE_FR, f)),
    };
  }
  return {
    transmission: model.transmission,
    engine_description: model.engine,
    exterior_color: colour.en,
    interior_color: interior.en,
    features: [...trim.features],
  };
}

/**
 * The demo feed's facts: in the dealer's first language (riviere_auto's feed is French), and in each
 * of its other languages as translations (maple_motors' French, riviere_auto's English).
 */
function feedFacts(dealer: DealerSeed, model: CatalogueModel, trim: Trim, colour: Colour, interior: Colour) {
  const languages = dealer.allowedLanguages.filter((l): l is Language => isLanguage(l));
  const [own = 'en', ...others] = languages;
  const translations: VehicleTranslations = {};
  for (const language of others) translations[language] = factsIn(language, model, trim, colour, interior);
  return { facts: factsIn(own, model, trim, colour, interior), translations };
}

export function buildVehicles(dealer: DealerSeed, dealerId: number, dealerIndex: number, now: Date) {
  const rand = generator(`inventory:${dealer.code}`);
  const usd = dealer.country === 'US';
  const currentYear = now.getUTCFullYear();
  const rows: (typeof vehicles.$inferInsert)[] = [];
  const usedVins = new Set<string>();
  inventoryPlan().forEach((plan, i) => {
    let model: CatalogueModel = pick(rand, CATALOGUE);
    // Certified pre-owned programmes exist only for brands that sell new cars here.
    if (plan.condition === 'cpo' && model.make === 'Tesla') model = CATALOGUE[0] as CatalogueModel;
    const trim: Trim = pick(rand, model.trims);
    const colour = pick(rand, EXTERIOR_COLOURS);
    const interior = pick(rand, INTERIOR_COLOURS);
    let year: number;
    if (plan.condition === 'new') year = rand() < 0.7 ? currentYear : currentYear + 1;
    else if (plan.condition === 'cpo') year = currentYear - 1 - Math.floor(rand() * 4);
    else if (plan.status === 'as is')
      year = Math.max(model.firstYear, currentYear - 9 + Math.floor(rand() * 2));
    else year = Math.max(model.firstYear, currentYear - 2 - Math.floor(rand() * 7));
    const age = Math.max(0, currentYear - year);
    let km: number;
    if (plan.condition === 'new')
      km = plan.status === 'demo' ? 3000 + Math.floor(rand() * 6000) : 5 + Math.floor(rand() * 40);
    else if (plan.status === 'as is') km = 160000 + Math.floor(rand() * 60000);
    else km = Math.max(8000, Math.round(age * (13000 + rand() * 9000)));
    if (plan.condition === 'cpo') km = Math.min(km, 95000);
    const odometer = usd ? Math.round(km / KM_PER_MILE) : km;
    const msrp = usd ? trim.msrpUsd : trim.msrpCad;
    let price: number;
    if (plan.condition === 'new') {
      price = plan.status === 'demo' ? advertised(msrp * 0.93) : advertised(msrp * (1 - rand() * 0.03));
    } else {
      const depreciated = msrp * 0.86 ** age * (1 - Math.min(0.25, km / 1_000_000));
      price = advertised(
        plan.status === 'as is' ? depreciated * 0.7 : depreciated * (plan.condition === 'cpo' ? 1.04 : 1),
      );
    }
    let serial = 100000 + dealerIndex * 200000 + i * 1373 + Math.floor(rand() * 1000);
    let vin = buildVin(model.wmi, model.vds, year, model.plant, serial);
    while (usedVins.has(vin)) {
      serial += 1;
      vin = buildVin(model.wmi, model.vds, year, model.plant, serial);
    }
    usedVins.add(vin);
    const arrival = new Date(now);
    if (plan.status === 'in transit') arrival.setUTCDate(arrival.getUTCDate() + 7 + Math.floor(rand() * 30));
    else arrival.setUTCDate(arrival.getUTCDate() - 3 - Math.floor(rand() * 120));
    const { facts, translations } = feedFacts(dealer, model, trim, colour, interior);
    const letter = plan.condition === 'new' ? 'N' : plan.condition === 'cpo' ? 'C' : 'U';
    rows.push({
      uid: stableUuid(`${dealer.code}:vehicle:${i}`),
      dealerId,
      vin,
      stockNumber: `${letter}${String(year).slice(2)}${String(1000 + i * 7 + dealerIndex).padStart(4, '0')}`,
      year,
      make: model.make,
      model: model.model,
      modelFr: model.modelFr,
      modelCode: model.modelCode,
      trim: trim.name,
      bodyType: model.bodyType,
      doors: model.doors,
      drivetrain: trim.drivetrain,
      transmission: facts.transmission,
      engineDescription: facts.engine_description,
      fuelType: model.fuelType,
      fuelEconomy: model.fuelEconomy,
      vehicleCondition: plan.condition === 'new' ? 'new' : 'used',
      isCpo: plan.condition === 'cpo',
      stockStatus: plan.status,
      odometer,
      msrp: msrp * 100,
      listingPrice: price * 100,
      deliveryCharge: plan.condition === 'new' ? (usd ? 139500 : 209500) : 0,
      exteriorColor: facts.exterior_color,
      exteriorColorHex: colour.hex,
      interiorColor: facts.interior_color,
      features: facts.features,
      translations,
      images: vehicleImages(model.bodyType, colour.hex),
      arrivalDate: isoDate(arrival),
    });
  });
  return rows;
}

export interface SeedResult {
  dealers: number;
  vehicles: number;
  staff: number;
  customers: number;
}

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Loads the demo data into an empty database. Returns null when dealers already exist. */
export async function seedDemoData(db: Db, now = new Date()): Promise<SeedResult | null> {
  const [existing] = await db.select({ n: count() }).from(dealers);
  if ((existing?.n ?? 0) > 0) return null;
  const passwordHash = await hash(DEMO_STAFF_PASSWORD);
  const result = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(dealers)
      .values([...DEMO_DEALERS])
      .returning({ id: dealers.id, code: dealers.code });
    const idByCode = new Map(inserted.map((d) => [d.code, d.id]));
    let vehicleCount = 0;
    for (const [index, dealer] of DEMO_DEALERS.entries()) {
      const dealerId = idByCode.get(dealer.code);
      if (dealerId === undefined) throw new Error(`dealer ${dealer.code} not inserted`);
      const rows = buildVehicles(dealer, dealerId, index, now);
      await tx.insert(vehicles).values(rows);
      vehicleCount += rows.length;
    }
    const staffRows = DEMO_STAFF.map((s) => ({
      uid: stableUuid(`staff:${s.email}`),
      dealerId: idByCode.get(s.dealerCode) ?? 0,
      role: s.role,
      isSuperAdmin: s.isSuperAdmin ?? false,
      email: s.email,
      emailNormalized: normalizeEmail(s.email),
      firstName: s.firstName,
      lastName: s.lastName,
      passwordHash,
      avatar: `/media/avatars/${encodeURIComponent(`${s.firstName[0] ?? ''}${s.lastName[0] ?? ''}`)}.svg`,
    }));
    await tx.insert(users).values(staffRows);
    const customerRows = DEMO_CUSTOMERS.map((c) => ({
      uid: stableUuid(`customer:${c.dealerCode}:${c.email}`),
      dealerId: idByCode.get(c.dealerCode) ?? 0,
      role: 'customer',
      email: c.email,
      emailNormalized: normalizeEmail(c.email),
      firstName: c.firstName,
      lastName: c.lastName,
      phone: c.phone,
      postalCode: c.postalCode,
    }));
    await tx.insert(users).values(customerRows);
    // The identity login at lone_star_motors only, through the embedded development provider (its
    // button shows with DEV_PAGES=1; without it the provider is off and the dealer unchanged).
    await tx.insert(identityProviders).values({
      dealerId: idByCode.get('lone_star_motors') ?? 0,
      key: DEV_CLIENT.key,
      issuer: DEV_CLIENT.issuer,
      clientId: DEV_CLIENT.clientId,
      clientSecret: DEV_CLIENT.clientSecret,
      displayName: { en: DEV_PROVIDER_NAME, fr: DEV_PROVIDER_NAME },
    });
    await seedDealData(tx);
    await seedAppointmentData(tx);
    return {
      dealers: inserted.length,
      vehicles: vehicleCount,
      staff: staffRows.length,
      customers: customerRows.length,
    };
  });
  invalidateReadCaches(db);
  return result;
}
