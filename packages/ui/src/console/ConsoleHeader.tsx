import { type MouseEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import * as styles from './Console.css.ts';
import { CONSOLE_LOCALES, type ConsoleLocale } from './messages.ts';
import { useConsoleText } from './useConsoleText.ts';

const LOCALE_NAMES: Readonly<Record<ConsoleLocale, string>> = {
  'en-US': 'English (US)',
  'en-CA': 'English (Canada)',
  'fr-CA': 'Français (Canada)',
};

export type ConsoleHeaderProps = {
  readonly dealerName: string;
  readonly locale: ConsoleLocale;
  readonly onLocaleChange: (locale: ConsoleLocale) => void;
  /** The signed-in staff member's name; none before sign-in (no navigation, no sign-out). */
  readonly staffName?: string | undefined;
  readonly onSignOut?: (() => void) | undefined;
  /** The console's links (the app's router links), shown once signed in. */
  readonly nav?: ReactNode;
};

/**
 * The console's header in the dealer's header colours: the dealer's name, the console's navigation,
 * the language (each locale named in its own language) and, once signed in, who and sign-out. On a
 * narrow screen (below the `sm` breakpoint, a phone) a signed-in header is one line: the dealer's
 * name and a Menu button (44 px) that shows the rest below it, closed again when a link in it is
 * followed or Escape is pressed; from `sm` up everything is on show and there is no Menu button.
 */
export function ConsoleHeader({
  dealerName,
  locale,
  onLocaleChange,
  staffName,
  onSignOut,
  nav,
}: ConsoleHeaderProps): ReactNode {
  const t = useConsoleText();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const collapsible = staffName !== undefined;
  // A link followed in the menu closes it (the new view takes focus).
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };
  return (
    // Escape closes the menu from its button as from inside it (found in a staff trial: pressed on the
    // button just used to open it, it did nothing).
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape for the menu's button and panel within
    <header
      className={styles.header}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          toggle.current?.focus();
        }
      }}
    >
      <div className={styles.headerInner}>
        <p className={styles.brand}>
          {dealerName} · {t('console.title')}
        </p>
        {collapsible ? (
          <button
            ref={toggle}
            type="button"
            className={styles.menuButton}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((was) => !was)}
          >
            {t('console.menu')}
          </button>
        ) : null}
        {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: closes the menu when a link inside is followed (the links themselves are the interactive elements; Escape is the header's) */}
        <div
          id={panelId}
          className={collapsible ? styles.headerPanel : styles.headerPanelOpen}
          data-open={open || undefined}
          onClick={closeOnLink}
        >
          {staffName && nav ? (
            <nav aria-label={t('console.nav.label')} className={styles.nav}>
              {nav}
            </nav>
          ) : null}
          <div className={styles.headerTools}>
            <label className={styles.languageLabel}>
              {t('console.language')}
              <select
                className={styles.headerSelect}
                value={locale}
                onChange={(event) => {
                  const next = CONSOLE_LOCALES.find((l) => l === event.target.value);
                  if (next) onLocaleChange(next);
                }}
              >
                {CONSOLE_LOCALES.map((l) => (
                  <option key={l} value={l} lang={l}>
                    {LOCALE_NAMES[l]}
                  </option>
                ))}
              </select>
            </label>
            {staffName ? <span>{t('console.signedInAs', { name: staffName })}</span> : null}
            {staffName && onSignOut ? (
              <Button variant="solid" tone="headerCta" size="sm" onClick={onSignOut}>
                {t('console.signOut')}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </header>
  );
}
