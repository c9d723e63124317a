/**
 * The boot plan: what the storefront build tells the server about a first page load
 * (`dist/boot-plan.json`, written by apps/storefront/build/boot-plan.ts, read by
 * apps/server/src/ssr/boot-document.ts). The server knows no storefront route: every path it calls,
 * preloads or reads a locale from comes from here.
 */
import { z } from 'zod';

export const BOOT_PLAN_VERSION = 1;

/** Files a module needs beyond the entry's own, as absolute URL paths. */
export const bootPreloadSchema = z.object({
  modules: z.array(z.string()),
  styles: z.array(z.string()),
});
export type BootPreload = z.infer<typeof bootPreloadSchema>;

export const bootRouteSchema = bootPreloadSchema.extend({
  /** A route path with `:name` parameters (`/conf/:id/`), matched after the dealer and language prefix. */
  path: z.string(),
  /** GET paths whose answers the page reads first; `:name` from the path, a trailing `?` adds the page's query. */
  data: z.array(z.string()),
  /**
   * Likely LCP images: a JSON pointer into one of the answers; where the page shows it with a
   * `srcset`, a pointer to that too and the `sizes` (the preload then asks for the same candidate).
   */
  images: z.array(
    z.object({
      data: z.string(),
      pointer: z.string(),
      srcset: z.string().optional(),
      sizes: z.string().optional(),
    }),
  ),
  /** Message packs a server-rendered document of the route is sent with (absent: every pack). */
  messages: z.array(z.string()).optional(),
});
export type BootRoute = z.infer<typeof bootRouteSchema>;

export const bootPlanSchema = z.object({
  version: z.literal(BOOT_PLAN_VERSION),
  /** The id of the `<script type="application/json">` element that carries the boot data. */
  dataElementId: z.string(),
  shell: z.object({
    /** GET paths every page's start-up reads. */
    data: z.array(z.string()),
    /** Chunks every client-rendered page needs at once (the HTTP client). */
    modules: z.array(z.string()).optional(),
    /**
     * Which of the shell's answers set the page's locale, by the domain's `resolveLocale`: the
     * dealer (its country and languages) and the chosen language (`{language}`).
     */
    locale: z.object({ dealer: z.string(), language: z.string() }),
  }),
  routes: z.array(bootRouteSchema),
  /** locale -> message pack -> its files. */
  locales: z.record(z.string(), z.record(z.string(), bootPreloadSchema)),
});
export type BootPlan = z.infer<typeof bootPlanSchema>;

/**
 * The boot document: the JSON of the plan's `dataElementId` element the server writes into a first
 * page (apps/server/src/ssr/boot-document.ts) and the storefront reads once (its
 * `src/shared/api/bootData.ts`): the dealer code of the URL (null for the default dealer), the
 * answers of the plan's GET paths by `bootDataKey` (empty when the page was rendered), and what a
 * server render leaves for hydration (its locale, dehydrated queries, message packs and theme).
 */
export const bootDocumentSchema = z.object({
  dealer: z.string().nullable(),
  answers: z.record(z.string(), z.unknown()),
  render: z
    .object({
      locale: z.string(),
      queries: z.unknown(),
      packs: z.array(z.string()),
      theme: z.unknown(),
    })
    .optional(),
});
export type BootDocument = z.infer<typeof bootDocumentSchema>;
