export * from './catalogue.ts';
export * from './http-outcome.ts';
