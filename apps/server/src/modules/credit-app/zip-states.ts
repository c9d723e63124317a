/** The state of a US ZIP code: the domain's table (packages/domain/src/pricing/tax/us-zip.ts), which pricing reads too. */
export { usStateOfZip as usState } from '@storefront/domain';
