// The dealership feature's public API (the dealer of the page: its settings and theme).
export { dealerCountry, type HomeDealership, useHomeDealership } from './api/homeDealership.ts';
export { appSettingsQuery, useAddonFilterOptions } from './api/settings.ts';
export type { AppSettings, MarketplaceSettings, ShellVariant } from './shellVariant.ts';
