export * from './messages.ts';
export * from './rules.ts';
export * from './server-errors.ts';
export * from './validation-item.ts';
