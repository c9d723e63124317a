import { buttonReset, focusRing } from '@storefront/theme';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { type Language, telUri } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import { Modal } from '../Modal/Modal.tsx';
import { headerItem } from '../styles/header.css.ts';
import * as styles from './Marketplace.css.ts';

/**
 * `tel:` address of a phone number as people write it: E.164 for a North American number
 * (`tel:+15125550134`), the domain's `telUri`.
 */
export const telHref = (phone: string): string => telUri(phone);

export type MarketplaceHeaderProps = {
  readonly partnerName: string;
  /** The marketplace logo per language (a French one in French). */
  readonly logos: Readonly<Record<Language, string>>;
  readonly language: Language;
  /** The try-before-you-buy offer is enabled: contact number, hours and the try-now button show. */
  readonly tbybEnabled: boolean;
  /** The contact number, shown as given: pass it as the shopper reads it (the domain's `formatPhone`, "(512) 555-0134"); its link is E.164 (`tel:+15125550134`). */
  readonly phone?: string | null;
  readonly hours?: string | null;
  readonly onTryNow?: () => void;
};

/** Marketplace-mode header: marketplace logo, and with try-before-you-buy: phone, hours and try now. */
export function MarketplaceHeader({
  partnerName,
  logos,
  language,
  tbybEnabled,
  phone,
  hours,
  onTryNow,
}: MarketplaceHeaderProps): ReactNode {
  const t = useUiText();
  return (
    <header className={styles.header} data-marketplace-header="">
      <div className={styles.bar}>
        <img
          className={styles.logo}
          src={logos[language]}
          alt={t('ui.marketplace.logoAlt', { partner: partnerName })}
        />
        {tbybEnabled && phone ? (
          <>
            <div className={styles.contact}>
              <a className={headerItem} href={telHref(phone)}>
                <Icon name="phone" />
                {phone}
              </a>
              {hours ? <span>{t('ui.marketplace.hours', { hours })}</span> : null}
            </div>
            <a
              className={`${headerItem} ${styles.phoneMobile}`}
              href={telHref(phone)}
              aria-label={`${t('ui.marketplace.callUs')} ${phone}`}
            >
              <Icon name="phone" />
            </a>
          </>
        ) : null}
        {tbybEnabled && onTryNow ? (
          <Button tone="headerCta" onClick={onTryNow}>
            {t('ui.marketplace.tryNow')}
          </Button>
        ) : null}
      </div>
    </header>
  );
}

export type TbybModalProps = {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly onTryNow?: () => void;
  /** The offer's terms as the dealer or its marketplace words them, in the page's language. */
  readonly terms?: string | null;
};

/** The try-before-you-buy explanation. The wording can be replaced with the dealer's custom copy. */
export function TbybModal({ open, onOpenChange, onTryNow, terms }: TbybModalProps): ReactNode {
  const t = useUiText();
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content title={t('ui.tbyb.title')} description={t('ui.tbyb.intro')} data-modal="tbyb">
        <Modal.Body>
          <ul className={styles.points}>
            <li>{t('ui.tbyb.point1')}</li>
            <li>{t('ui.tbyb.point2')}</li>
            <li>{t('ui.tbyb.point3')}</li>
          </ul>
          {terms ? <p data-tbyb-terms="">{terms}</p> : null}
        </Modal.Body>
        {onTryNow ? (
          <Modal.Footer>
            <Button
              onClick={() => {
                onOpenChange(false);
                onTryNow();
              }}
            >
              {t('ui.marketplace.tryNow')}
            </Button>
          </Modal.Footer>
        ) : null}
      </Modal.Content>
    </Modal.Root>
  );
}

export type TbybBannerProps = {
  readonly onTryNow?: () => void;
  /** The offer's terms, shown in the modal. */
  readonly terms?: string | null;
};

/** Mobile banner advertising try-before-you-buy, with a learn-more link opening the modal. */
export function TbybBanner({ onTryNow, terms }: TbybBannerProps): ReactNode {
  const t = useUiText();
  const [open, setOpen] = useState(false);
  return (
    <aside className={styles.banner} aria-label={t('ui.tbyb.title')} data-tbyb-banner="">
      <p className={styles.bannerText}>{t('ui.tbyb.banner')}</p>
      <button
        type="button"
        className={`${buttonReset} ${focusRing} ${styles.learnMore}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('ui.tbyb.learnMore')}
      </button>
      <TbybModal
        open={open}
        onOpenChange={setOpen}
        terms={terms ?? null}
        {...(onTryNow ? { onTryNow } : {})}
      />
    </aside>
  );
}
