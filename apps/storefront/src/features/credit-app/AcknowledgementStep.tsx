import type { CreditAppParty } from '@storefront/domain';
import { CreditAcknowledgement } from '@storefront/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useHomeDealership } from '../dealership/index.ts';
import { useCreditApp } from './context.ts';

type OtherLocale = 'en-CA' | 'fr-CA';

/**
 * The other official language's text of the acknowledgement (spec 3 section 2: a French Canada page
 * loads the English Canada text, any other the French Canada one), for a dealer in Canada.
 */
export function otherAcknowledgementLocale(locale: string, country: 'CA' | 'US'): OtherLocale | null {
  if (country !== 'CA') return null;
  return locale === 'fr-CA' ? 'en-CA' : 'fr-CA';
}

// The locale's `rest` pack, the same chunk the page loads when it is the page's locale (../../shared/i18n).
const REST_PACKS: Record<OtherLocale, () => Promise<{ default: Readonly<Record<string, unknown>> }>> = {
  'en-CA': () => import('../../shared/i18n/messages/en-CA.rest.ts'),
  'fr-CA': () => import('../../shared/i18n/messages/fr-CA.rest.ts'),
};

/** The texts of a compiled message without arguments (its literal parts), or null. */
export function plainText(compiled: unknown): string | null {
  if (!Array.isArray(compiled)) return null;
  let text = '';
  for (const part of compiled as { type?: unknown; value?: unknown }[]) {
    if (part.type !== 0 || typeof part.value !== 'string') return null;
    text += part.value;
  }
  return text;
}

const TEXT_IDS = [
  'creditApp.acknowledgement.version',
  'creditApp.acknowledgement.body',
  'creditApp.acknowledgement.privacy',
] as const;

/** The other language's acknowledgement: its messages, then the dealer's own copy of that language over them. */
function useOtherVersion(locale: OtherLocale | null): Record<string, string> | null {
  const dealer = useHomeDealership();
  const [messages, setMessages] = useState<Readonly<Record<string, unknown>> | null>(null);
  useEffect(() => {
    if (!locale) return;
    let live = true;
    REST_PACKS[locale]()
      .then((pack) => {
        if (live) setMessages(pack.default);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locale]);
  if (!locale || !messages) return null;
  const language = locale === 'fr-CA' ? 'fr' : 'en';
  const texts: Record<string, string> = {};
  for (const id of TEXT_IDS) {
    const copy = dealer.data?.custom_copy?.[id]?.[language];
    const text = typeof copy === 'string' && copy.trim() !== '' ? copy : plainText(messages[id]);
    if (text === null) return null;
    texts[id] = text;
  }
  return texts;
}

/** acknowledgement/ (and co-applicant/acknowledgement/): the kit's CreditAcknowledgement, with the other language's text. */
export function AcknowledgementStep({ party = 'primary' }: { party?: CreditAppParty }): ReactNode {
  const app = useCreditApp();
  const intl = useIntl();
  const other = otherAcknowledgementLocale(intl.locale, app.rules.country);
  const version = useOtherVersion(other);
  return (
    <CreditAcknowledgement
      party={party}
      otherVersion={
        other && version
          ? {
              lang: other,
              title: version['creditApp.acknowledgement.version'] ?? '',
              body: version['creditApp.acknowledgement.body'] ?? '',
              privacy: version['creditApp.acknowledgement.privacy'] ?? '',
            }
          : null
      }
      onAcknowledge={() => app.goTo(party === 'co' ? 'co-applicant' : 'applicant')}
    />
  );
}
