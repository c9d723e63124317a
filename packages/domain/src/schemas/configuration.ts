import { z } from 'zod';
import { INCENTIVE_TYPES } from './addons.ts';
import { centsSchema, idSchema, paymentTypeSchema } from './common.ts';

/** Configuration (spec 2 §3). Option and package prices are integer cents. */
export const configurationSchema = z.object({
  id: idSchema,
  order_id: idSchema.nullable().optional(),
  vehicle_data: z.object({
    vin: z.string().nullable().optional(),
    stockNumber: z.string().nullable().optional(),
    OEMModelCode: z.string().nullable().optional(),
    year: z.number().int(),
    make: z.string(),
    model: z.string(),
    trim: z.string().nullable().optional(),
    exteriorColor: z.string().nullable().optional(),
    interiorColor: z.string().nullable().optional(),
    options: z.array(z.object({ code: z.string(), name: z.string(), price: centsSchema })).default([]),
    packages: z.array(z.object({ code: z.string(), name: z.string(), price: centsSchema })).default([]),
    vehicleImages: z.array(z.url()).default([]),
  }),
  order_configuration: z.object({
    accessories: z.array(z.object({ sku: z.string() })).default([]),
    incentives: z
      .array(
        z.object({
          type: z.enum(INCENTIVE_TYPES),
          category: z.string(),
          conflict: z.boolean().default(false),
        }),
      )
      .default([]),
    payment_data: z.object({ paymentType: paymentTypeSchema }).optional(),
    protection_plans: z
      .array(
        z.object({ code: z.string(), duration: z.number().int().positive(), allowance: z.number().int() }),
      )
      .default([]),
  }),
  dealership_filter: z.object({ location: z.string() }).optional(),
  salesperson_email: z.email().nullable().optional(),
});
export type Configuration = z.infer<typeof configurationSchema>;

/** Local-storage key holding the stored build states (spec 2 §3). */
export const BUILD_STATES_STORAGE_KEY = 'build-states';

/** Stored build state per vehicle (spec 2 §3). optionsPrice is integer cents. */
export const buildStateSchema = z.object({
  id: idSchema,
  buildStateCodes: z.array(z.string()),
  optionsPrice: centsSchema,
  trimConfigurationCodes: z.array(z.string()),
  accessoryIds: z.array(idSchema),
  installAccessoryIds: z.array(idSchema),
  planIds: z.array(idSchema),
});
export type BuildState = z.infer<typeof buildStateSchema>;
export const buildStatesSchema = z.record(z.string(), buildStateSchema);
