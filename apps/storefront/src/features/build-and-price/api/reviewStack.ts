import {
  DEFAULT_LEVY_CODES,
  type PaymentTaxEntry,
  type PricingLine,
  type PricingLineCode,
  type PricingStack,
  type PricingStackEntry,
  type TaxCode,
  type TaxLine,
} from '@storefront/domain';

// The pricing stack as the kit's review groups, a module of its own: the review step and the shared
// deal page show it, the vehicle page's first load does not.

/** A line of the server's pricing stack: the domain's `pricingStackEntrySchema`. */
type StackEntry = PricingStackEntry;

const LINE_CODES: readonly PricingLineCode[] = [
  'vehicle',
  'options',
  'freight_pdi',
  'accessory',
  'protection_plan',
  'fee',
  'incentive',
  'trade_in_credit',
  'trade_in_owing',
  'down_payment',
  'equity_returned',
  ...DEFAULT_LEVY_CODES,
];
const TAX_CODES: readonly TaxCode[] = ['GST', 'HST', 'PST', 'QST', 'RST', 'STATE', 'EXCISE', 'LOCAL'];

const lineCode = (code: string | undefined): PricingLineCode => LINE_CODES.find((c) => c === code) ?? 'fee';

/**
 * The server's pricing stack (version 1 flat, version 2 grouped: spec 2 section 3) as the kit's
 * review groups: pre-tax lines, levies, tax lines with rate and base, post-tax lines. Group rows
 * are walked into; only leaves are lines, so each amount is shown once and the total is their sum.
 */
export function reviewStack(entries: readonly PricingStackEntry[]): PricingStack {
  const stack: PricingStack = {
    preTax: { items: [], totalCents: 0 },
    levies: { name: 'levies', items: [], totalCents: 0 },
    taxes: { lines: [], totalCents: 0 },
    postTax: { items: [], totalCents: 0 },
    totalCents: 0,
  };
  const walk = (list: readonly PricingStackEntry[]) => {
    for (const raw of list) {
      const entry = raw as StackEntry;
      // A group is walked into, even an empty one (a lease's taxes): it is never a line itself.
      if (entry.children) {
        walk(entry.children);
        continue;
      }
      stack.totalCents += entry.value;
      if (entry.tax_category_type === 'tax') {
        const code = TAX_CODES.find((c) => c === entry.code) ?? 'LOCAL';
        stack.taxes.lines.push({
          code,
          jurisdiction: entry.name,
          ratePpm: Math.round((entry.rate ?? 0) * 10_000),
          baseCents: entry.base ?? 0,
          amountCents: entry.value,
          ...(entry.area ? { area: entry.area } : {}),
        });
        stack.taxes.totalCents += entry.value;
        continue;
      }
      const line: PricingLine = {
        code: lineCode(entry.code),
        amountCents: entry.value,
        taxable: entry.tax_category_type !== 'post_tax',
        label: entry.name,
        ...(entry.ref !== undefined ? { ref: entry.ref } : {}),
      };
      const group =
        entry.tax_category_type === 'levy'
          ? stack.levies
          : entry.tax_category_type === 'post_tax'
            ? stack.postTax
            : stack.preTax;
      group.items.push(line);
      group.totalCents += entry.value;
    }
  };
  walk(entries);
  return stack;
}

/** A tax of each payment as the server answers it (a lease: `payment_taxes`): the domain's type. */
export type { PaymentTaxEntry };

/** The taxes of each payment (a lease) as the kit's tax lines, with their rates on the payment before tax. */
export function paymentTaxLines(entries: readonly PaymentTaxEntry[] | undefined): TaxLine[] {
  return (entries ?? []).map((entry) => ({
    code: TAX_CODES.find((c) => c === entry.code) ?? 'LOCAL',
    jurisdiction: entry.name,
    ratePpm: Math.round(entry.rate * 10_000),
    baseCents: entry.base,
    amountCents: entry.value,
    ...(entry.area ? { area: entry.area } : {}),
  }));
}
