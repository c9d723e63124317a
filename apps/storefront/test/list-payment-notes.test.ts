import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { CORE_MESSAGES } from '../src/app/messagePacks.ts';
import type { VehicleSummary } from '../src/features/inventory/api/vehicles.ts';
import { ListPaymentNotes } from '../src/features/inventory/ListPaymentNotes.tsx';
import frCA from '../src/shared/i18n/messages/fr-CA.json' with { type: 'json' };
import { splitMessages } from '../src/shared/i18n/packs.ts';
import { TextsGateContext } from '../src/shared/i18n/textsGate.ts';

// The list's payment disclosures (the rest pack's texts) are in the server's HTML. The browser
// hydrates the list with the core pack only: the disclosures must then keep the server's HTML (suspend
// until the shell has every pack), never render something else (React's hydration mismatch, #418).

const vehicle = {
  id: 7,
  formatted_name: '2027 Ford Mustang GT',
  listing_price: 7_000_000,
  list_payment: {
    payment: 52_009,
    frequency: 'biweekly',
    term: 72,
    rate: 6.99,
    include_tax: true,
    amount_financed: 6_627_644,
    cost_of_borrowing: 1_505_685,
    total_of_payments: 8_133_329,
    number_of_payments: 157,
  },
} as unknown as VehicleSummary;

function render(messages: Record<string, string>, gate: Promise<void> | null): string {
  return renderToString(
    createElement(
      IntlProvider,
      { locale: 'fr-CA', messages, onError: () => undefined },
      createElement(
        TextsGateContext,
        { value: gate },
        createElement(
          Suspense,
          { fallback: createElement('i', null, 'server HTML kept') },
          createElement(ListPaymentNotes, { vehicles: [vehicle], currency: 'CAD' }),
        ),
      ),
    ),
  );
}

describe('the list payments’ disclosures', () => {
  const all = frCA as Record<string, string>;
  const { core } = splitMessages(all, CORE_MESSAGES);

  it('are texts of the rest pack, rendered by the server with every pack', () => {
    expect(Object.hasOwn(core, 'listPayment.note')).toBe(false);
    const html = render(all, null);
    expect(html).toContain('Paiements estimés');
    expect(html).toContain('2027 Ford Mustang GT');
    expect(html).toContain('157 versements');
  });

  it('wait for the shell’s every pack while the page hydrates with the core pack (no empty render)', () => {
    const html = render(core, new Promise<void>(() => {}));
    expect(html).toContain('server HTML kept');
    expect(html).not.toContain('listPayment.');
  });
});
