/**
 * @storefront/domain: every rule of the storefront as pure TypeScript. See README.md.
 */
export * from './color.ts';
export * from './constants.ts';
export * from './errors/index.ts';
export * from './format.ts';
export * from './money.ts';
export * from './number-input.ts';
export * from './pricing/index.ts';
export * from './rules/index.ts';
export * from './schemas/index.ts';
export * from './typed-input.ts';
export * from './validators/index.ts';
