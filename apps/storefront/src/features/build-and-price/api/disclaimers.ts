import type { DealerInput } from '@storefront/domain';
import type { DisclaimerItem } from '@storefront/ui';

type DealerDisclaimers = Pick<DealerInput, 'disclaimer_package'> | undefined;

/**
 * The dealer's disclaimers (its disclaimer package, spec 1 §3) in the page's language, as the kit's
 * `Disclaimer` lists them: wherever a price is shown (the pricing header, the cart, the review, the
 * shared deal). A text missing in the language falls back to English, then to any it has; one with
 * no text at all is left out.
 */
export function dealerDisclaimers(dealer: DealerDisclaimers, locale: string): DisclaimerItem[] {
  const language = locale.slice(0, 2).toLowerCase();
  return (dealer?.disclaimer_package?.disclaimers ?? []).flatMap((d) => {
    const value = d.value as Readonly<Record<string, string | undefined>>;
    const text = (value[language] ?? value.en ?? Object.values(value).find(Boolean) ?? '').trim();
    return text
      ? [
          {
            superscript: d.superscript,
            text,
            hideNumberNearText: d.hide_number_near_text ?? false,
            isExpanded: d.is_expanded ?? false,
          },
        ]
      : [];
  });
}
