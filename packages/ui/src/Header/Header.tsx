import type { ReactNode } from 'react';
import {
  type ComponentType,
  lazy,
  type Ref,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Button } from '../Button/Button.tsx';
import type { CustomerMenuProps } from '../CustomerMenu/CustomerMenu.tsx';
import { CustomerMenuButton } from '../CustomerMenu/CustomerMenuButton.tsx';
import type { HeaderUser } from '../CustomerMenu/types.ts';
import { Icon } from '../Icon/Icon.tsx';
import type { Language } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import { LanguageToggle } from '../LanguageToggle/LanguageToggle.tsx';
import type { DealerLogos } from '../Logo/DealerLogo.tsx';
import { DealerLogo } from '../Logo/DealerLogo.tsx';
import { countBadge, headerItem } from '../styles/header.css.ts';
import * as styles from './Header.css.ts';

// The mobile menu (a Radix dialog) and the customer menu (a Radix dropdown) are their own chunks:
// the header paints (and hydrates) with plain buttons; the mobile menu's code loads when the browser
// is idle or its button is approached, the customer menu's when its button is approached or pressed.
const importMobileMenu = () => import('./MobileMenu.tsx');
const MobileMenu = lazy(() => importMobileMenu().then((m) => ({ default: m.MobileMenu })));
const importCustomerMenu = () => import('../CustomerMenu/CustomerMenu.tsx');
const loadMobileMenu = () => void importMobileMenu();

export const CONTACT_KINDS = ['contact', 'checkAvailability'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** The dealer fields the header shows. */
export type HeaderDealer = {
  readonly name: string;
  readonly logos?: DealerLogos | null;
  /** `full_address`, shown when `showAddress` (`show_dealership_address_in_header`). */
  readonly fullAddress?: string | null;
  readonly showAddress?: boolean;
  /** `contact_button_title`: replaces the contact button's wording when set. */
  readonly contactButtonTitle?: string | null;
  /** `allowed_languages`: the language toggle shows when there are two. */
  readonly languages: readonly Language[];
};

export type HeaderProps = {
  readonly dealer: HeaderDealer;
  readonly language: Language;
  readonly onLanguageChange?: (language: Language) => void;
  /** Address of the logo link. */
  readonly homeHref?: string;
  /** "Contact us" or "Check availability" (on a vehicle). */
  readonly contactKind?: ContactKind;
  /** Without it there is no contact button. */
  readonly onContact?: () => void;
  /** Saved-vehicles count; null or undefined hides the link (signed out). */
  readonly savedVehiclesCount?: number | null;
  readonly savedVehiclesHref?: string;
  readonly user: HeaderUser | null;
  /** Manufacturer identity login (`enable_volkswagen_id`): a customer menu with Profile / Log in / Log out. */
  readonly identityLogin?: boolean;
  /** A dealer user acting as the customer: the contact button is hidden. */
  readonly isDealerAsCustomer?: boolean;
  readonly onLogin?: () => void;
  readonly onLogout?: () => void;
  readonly onProfile?: () => void;
  /** The iframe footer is shown: no extra padding below the header. */
  readonly iframeFooter?: boolean;
  /** Shown at the bottom of the mobile menu (e.g. the `Footer`). */
  readonly mobileMenuFooter?: ReactNode;
};

/**
 * The storefront header. Desktop (768 px and up, 110 px high): logos or dealer name, address when
 * enabled, language toggle when multilingual, contact button, saved vehicles, log-out or the
 * customer menu. Mobile (80 px high): logo, saved vehicles and a menu button opening a slide-in menu
 * with the same items and a footer.
 */
export function Header(props: HeaderProps): ReactNode {
  const {
    dealer,
    language,
    onLanguageChange,
    homeHref,
    contactKind = 'contact',
    onContact,
    savedVehiclesCount,
    savedVehiclesHref = '#',
    user,
    identityLogin = false,
    isDealerAsCustomer = false,
    onLogin,
    onLogout,
    onProfile,
    iframeFooter = false,
    mobileMenuFooter,
  } = props;
  const t = useUiText();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuMounted, setMenuMounted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Warm the mobile menu's chunk once the page is idle, so that the first open is immediate.
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(loadMobileMenu, { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(loadMobileMenu, 2000);
    return () => clearTimeout(timer);
  }, []);
  const contactLabel =
    dealer.contactButtonTitle?.trim() ||
    t(contactKind === 'checkAvailability' ? 'ui.header.checkAvailability' : 'ui.header.contact');
  const showContact = onContact !== undefined && !isDealerAsCustomer;
  const showSaved = savedVehiclesCount !== null && savedVehiclesCount !== undefined;
  const multilingual = dealer.languages.length > 1 && onLanguageChange !== undefined;
  const menuProfile = identityLogin && user?.hasIdentityLogin === true && onProfile !== undefined;
  const menuLogin = identityLogin && user === null && onLogin !== undefined;
  const menuLogout = user !== null && onLogout !== undefined;
  // The mobile menu's button shows only when the menu would hold something (it opened an empty drawer).
  const hasMobileMenu =
    showContact ||
    showSaved ||
    multilingual ||
    menuProfile ||
    menuLogin ||
    menuLogout ||
    mobileMenuFooter !== undefined;

  const saved = (className: string) =>
    showSaved ? (
      <a
        href={savedVehiclesHref}
        className={className}
        aria-label={t('ui.header.savedVehicles', { count: savedVehiclesCount })}
        data-saved-vehicles={savedVehiclesCount}
      >
        <Icon name="car" />
        <span className={countBadge} aria-hidden="true">
          {savedVehiclesCount}
        </span>
      </a>
    ) : null;

  return (
    <header className={styles.header} data-iframe-footer={iframeFooter || undefined}>
      <div className={styles.bar}>
        <div className={styles.brand}>
          <DealerLogo
            dealerName={dealer.name}
            logos={dealer.logos ?? null}
            {...(homeHref ? { href: homeHref } : {})}
          />
          {dealer.showAddress && dealer.fullAddress ? (
            <address className={styles.address} aria-label={t('ui.header.address')}>
              <Icon name="mapPin" />
              <span>{dealer.fullAddress}</span>
            </address>
          ) : null}
        </div>

        <nav className={styles.desktopOnly} aria-label={t('ui.header.nav')} data-header="desktop">
          {multilingual ? (
            <LanguageToggle language={language} languages={dealer.languages} onChange={onLanguageChange} />
          ) : null}
          {showContact ? (
            <Button tone="headerCta" onClick={onContact} data-contact-button="">
              {contactLabel}
            </Button>
          ) : null}
          {saved(headerItem)}
          {identityLogin ? (
            <DeferredCustomerMenu
              user={user}
              {...(onProfile ? { onProfile } : {})}
              {...(onLogin ? { onLogin } : {})}
              {...(onLogout ? { onLogout } : {})}
            />
          ) : user !== null && onLogout ? (
            <button type="button" className={headerItem} onClick={onLogout}>
              <Icon name="logout" />
              <span>{t('ui.header.logout')}</span>
            </button>
          ) : null}
        </nav>

        <div className={styles.mobileOnly} data-header="mobile">
          {saved(headerItem)}
          {hasMobileMenu ? (
            <button
              ref={menuButton}
              type="button"
              className={headerItem}
              aria-label={t('ui.header.openMenu')}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              data-state={menuOpen ? 'open' : 'closed'}
              onPointerEnter={loadMobileMenu}
              onFocus={loadMobileMenu}
              onClick={() => {
                setMenuMounted(true);
                setMenuOpen(true);
              }}
            >
              <Icon name="menu" size={28} />
            </button>
          ) : null}
          {menuMounted && hasMobileMenu ? (
            <Suspense fallback={null}>
              <MobileMenu
                open={menuOpen}
                onOpenChange={setMenuOpen}
                returnFocus={menuButton}
                contactLabel={showContact ? contactLabel : null}
                {...(showContact ? { onContact } : {})}
                savedVehicles={showSaved ? { href: savedVehiclesHref, count: savedVehiclesCount } : null}
                languages={
                  multilingual ? { language, languages: dealer.languages, onChange: onLanguageChange } : null
                }
                {...(menuProfile ? { onProfile } : {})}
                {...(menuLogin ? { onLogin } : {})}
                {...(menuLogout ? { onLogout } : {})}
                footer={mobileMenuFooter}
              />
            </Suspense>
          ) : null}
        </div>
      </div>
    </header>
  );
}

/**
 * The customer menu's button first, the menu (Radix) once approached or pressed: the header paints
 * and hydrates without the menu's code, and a press before that code arrives opens the menu as soon
 * as it does (nothing is lost, focus stays on the button).
 */
function DeferredCustomerMenu(props: CustomerMenuProps): ReactNode {
  const [loaded, setLoaded] = useState<{
    Menu: ComponentType<CustomerMenuProps & { triggerRef?: Ref<HTMLButtonElement> }>;
    /** The button had focus when the menu's code arrived: the menu's own button takes it. */
    focus: boolean;
  } | null>(null);
  // 'keyboard': opened by a key press, whose focus on the first item the menu itself could not see.
  const [openOnLoad, setOpenOnLoad] = useState<false | 'pointer' | 'keyboard'>(false);
  const button = useRef<HTMLButtonElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  // The menu's button replaces the plain one: it takes the focus the plain one had.
  useLayoutEffect(() => {
    if (loaded?.focus && document.activeElement !== trigger.current) trigger.current?.focus();
  }, [loaded]);
  const load = (open: false | 'pointer' | 'keyboard') => {
    if (open) setOpenOnLoad(open);
    void importCustomerMenu().then((module) =>
      setLoaded(
        (current) =>
          current ?? { Menu: module.CustomerMenu, focus: document.activeElement === button.current },
      ),
    );
  };
  if (loaded) {
    const { Menu, focus } = loaded;
    return (
      <Menu
        {...props}
        triggerRef={trigger}
        defaultOpen={openOnLoad !== false}
        autoFocusTrigger={focus || openOnLoad !== false}
        focusFirstItem={openOnLoad === 'keyboard'}
      />
    );
  }
  return (
    <CustomerMenuButton
      ref={button}
      user={props.user}
      aria-haspopup="menu"
      aria-expanded={openOnLoad !== false}
      data-state={openOnLoad ? 'open' : 'closed'}
      onPointerEnter={() => load(false)}
      // A loaded menu opens on pointer down: so does this button, as the menu's code may arrive and
      // replace it before the press ends (its click would then reach neither button).
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) load('pointer');
      }}
      onFocus={() => load(false)}
      // A click with no pointer (detail 0: assistive technology) opens it as a key would.
      onClick={(event) => load(event.detail === 0 ? 'keyboard' : 'pointer')}
      // Escape or leaving the button before the code arrives cancels the pending open; the blur of
      // its own replacement by the menu's button (it is no longer in the page) does not.
      onBlur={() =>
        queueMicrotask(() => {
          if (button.current?.isConnected) setOpenOnLoad(false);
        })
      }
      // Keys act on keydown, as on the loaded menu's button: a browser clicks a button on an Enter's
      // keypress (a Space's keyup), which may reach the menu's button once the code has replaced this
      // one, and that button opens on keydown, not on click (the Enter was lost). Handled here, the
      // key makes no click.
      onKeyDown={(event) => {
        if (
          event.key === 'ArrowDown' ||
          event.key === 'ArrowUp' ||
          event.key === 'Enter' ||
          event.key === ' '
        ) {
          event.preventDefault();
          load('keyboard');
        } else if (event.key === 'Escape') {
          setOpenOnLoad(false);
        }
      }}
    />
  );
}
