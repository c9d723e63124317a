/** Zod field schemas built on the validators, for server routes and forms (spec 1 §5, spec 3 §5). */
import { z } from 'zod';
import { RULE_MESSAGE_IDS } from '../validators/messages.ts';
import {
  isAscii,
  isCity,
  isCompany,
  isName,
  isPhone,
  isPostalCode,
  isSin,
  isSsn,
  isVin,
} from '../validators/rules.ts';
import type { Country } from './common.ts';

const msg = (rule: string) => ({ message: RULE_MESSAGE_IDS[rule] ?? rule });

export const nameSchema = z.string().refine(isName, msg('name'));
export const citySchema = z.string().refine(isCity, msg('city'));
export const companySchema = z.string().refine(isCompany, msg('company'));
export const emailSchema = z.email(msg('email')).refine(isAscii, msg('ascii_email'));
export const sinSchema = z.string().refine(isSin, msg('sin'));
export const ssnSchema = z.string().refine(isSsn, msg('ssn'));
/** VIN, upper-cased (spec 3 §4: the VIN is upper-cased). */
export const vinSchema = z
  .string()
  .trim()
  .refine(isVin, msg('vin'))
  .transform((v) => v.toUpperCase());

/** Postal code of either country (A1A 1A1 or a ZIP). */
export const postalCodeSchema = z
  .string()
  .trim()
  .refine((v) => isPostalCode(v, 'CA') || isPostalCode(v, 'US'), msg('postal_code'));
/** Postal code of a given country. */
export function postalCodeSchemaFor(country: Country) {
  return z
    .string()
    .trim()
    .refine((v) => isPostalCode(v, country), msg('postal_code'));
}
/** NANP phone; the CA variant (parentheses and spaces) is a superset of the US one. */
export const phoneSchema = z
  .string()
  .trim()
  .refine((v) => isPhone(v, 'CA'), msg('phone'));
export function phoneSchemaFor(country: Country) {
  return z
    .string()
    .trim()
    .refine((v) => isPhone(v, country), msg('phone'));
}
