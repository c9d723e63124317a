import { buttonReset, focusRing } from '@storefront/theme';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import type { Language } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import { LanguageToggle } from '../LanguageToggle/LanguageToggle.tsx';
import { Modal } from '../Modal/Modal.tsx';
import * as styles from './Header.css.ts';

export type MobileMenuProps = {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The header's menu button: focus returns to it when the menu closes. */
  readonly returnFocus: { readonly current: HTMLElement | null };
  /** The contact button's wording; null hides it. */
  readonly contactLabel: string | null;
  readonly onContact?: () => void;
  readonly savedVehicles: { readonly href: string; readonly count: number } | null;
  readonly languages: {
    readonly language: Language;
    readonly languages: readonly Language[];
    readonly onChange: (language: Language) => void;
  } | null;
  readonly onProfile?: () => void;
  readonly onLogin?: () => void;
  readonly onLogout?: () => void;
  readonly footer?: ReactNode;
};

/**
 * The header's slide-in menu on mobile (a `sheetRight` modal): contact, saved vehicles, language,
 * profile / log in / log out, then the footer. Loaded on demand by the header (its own chunk).
 */
export function MobileMenu({
  open,
  onOpenChange,
  returnFocus,
  contactLabel,
  onContact,
  savedVehicles,
  languages,
  onProfile,
  onLogin,
  onLogout,
  footer,
}: MobileMenuProps): ReactNode {
  const t = useUiText();
  const close = () => onOpenChange(false);
  const hasItems =
    (contactLabel !== null && onContact !== undefined) ||
    savedVehicles !== null ||
    languages !== null ||
    onProfile !== undefined ||
    onLogin !== undefined ||
    onLogout !== undefined;
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content
        title={t('ui.header.menuTitle')}
        size="sheetRight"
        data-modal="mobile-menu"
        returnFocus={returnFocus}
      >
        <Modal.Body>
          {hasItems ? (
            <nav aria-label={t('ui.header.nav')}>
              <ul className={styles.menuList}>
                {contactLabel !== null && onContact ? (
                  <li>
                    <Button
                      tone="headerCta"
                      fullWidth
                      onClick={() => {
                        close();
                        onContact();
                      }}
                    >
                      {contactLabel}
                    </Button>
                  </li>
                ) : null}
                {savedVehicles ? (
                  <li>
                    <a href={savedVehicles.href} className={`${styles.menuItem} ${focusRing}`}>
                      <Icon name="car" />
                      {t('ui.header.savedVehicles', { count: savedVehicles.count })}
                    </a>
                  </li>
                ) : null}
                {languages ? (
                  <li>
                    <LanguageToggle
                      language={languages.language}
                      languages={languages.languages}
                      onChange={languages.onChange}
                      className={`${buttonReset} ${styles.menuItem} ${focusRing}`}
                    />
                  </li>
                ) : null}
                {onProfile ? (
                  <li>
                    <MenuButton
                      icon="user"
                      label={t('ui.header.profile')}
                      onClick={onProfile}
                      close={close}
                    />
                  </li>
                ) : null}
                {onLogin ? (
                  <li>
                    <MenuButton icon="lock" label={t('ui.header.login')} onClick={onLogin} close={close} />
                  </li>
                ) : null}
                {onLogout ? (
                  <li>
                    <MenuButton
                      icon="logout"
                      label={t('ui.header.logout')}
                      onClick={onLogout}
                      close={close}
                    />
                  </li>
                ) : null}
              </ul>
            </nav>
          ) : null}
          {footer === undefined ? null : <div className={styles.menuFooter}>{footer}</div>}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function MenuButton({
  icon,
  label,
  onClick,
  close,
}: {
  readonly icon: 'user' | 'lock' | 'logout';
  readonly label: string;
  readonly onClick: () => void;
  readonly close: () => void;
}): ReactNode {
  return (
    <button
      type="button"
      className={`${buttonReset} ${styles.menuItem} ${focusRing}`}
      onClick={() => {
        close();
        onClick();
      }}
    >
      <Icon name={icon} />
      {label}
    </button>
  );
}
