/**
 * The kit names no vehicle manufacturer: brand names come with the app's data (a dealer's
 * programme, a vehicle's make) and live only in stories and fixtures. The API's own field names
 * (`enable_volkswagen_id`, `has_volkswagen_id`) are the wire contract, not copy, and are allowed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));

const BRANDS = [
  'Acura',
  'Audi',
  'BMW',
  'Buick',
  'Cadillac',
  'Chevrolet',
  'Chrysler',
  'Dodge',
  'Ford',
  'Genesis',
  'GMC',
  'Honda',
  'Hyundai',
  'Infiniti',
  'Jeep',
  'Kia',
  'Lexus',
  'Lincoln',
  'Mazda',
  'Mercedes',
  'Mitsubishi',
  'Nissan',
  'Porsche',
  'Subaru',
  'Tesla',
  'Toyota',
  'Volkswagen',
  'Volvo',
];
const brand = new RegExp(`\\b(${BRANDS.join('|')})\\b`, 'i');
/** API field names of the wire contract. */
const apiField = /\b\w*_(volkswagen)_\w*\b|\b(enable|has)_volkswagen_id\b/gi;

const kitSources = (): string[] =>
  (readdirSync(src, { recursive: true }) as string[]).filter(
    (name) =>
      /\.(ts|tsx)$/.test(name) &&
      !/\.stories\.tsx$|\.test\.ts$|fixtures\.ts$|[\\/]storybook[\\/]|^storybook[\\/]/.test(name),
  );

describe('brand names', () => {
  it('appear in no component, message or helper of the kit', () => {
    const found = kitSources().flatMap((name) =>
      readFileSync(path.join(src, name), 'utf8')
        .split('\n')
        .map((line, i) => ({ line: line.replace(apiField, ''), at: `${name}:${i + 1}` }))
        .filter(({ line }) => brand.test(line))
        .map(({ at, line }) => `${at} ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
