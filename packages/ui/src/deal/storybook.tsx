import type { Decorator } from '@storybook/react-vite';
import type { Country } from '../internal/domain.ts';
import { DealCountryProvider } from './format.tsx';

/** Story decorator: the dealer's country for the deal components (currency, km or miles). */
export const withDealCountry =
  (country: Country): Decorator =>
  (Story) => (
    <DealCountryProvider country={country}>
      <Story />
    </DealCountryProvider>
  );

/** Text with no-break and narrow no-break spaces made plain, for assertions on formatted money. */
export const plain = (text: string | null | undefined): string =>
  (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
