import type { CSSProperties, ReactNode } from 'react';
import { createContext, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { applyThemeColors, colorVarsStyle, setThemeColorVars, themeRootClassName } from './dealerTheme.ts';
import type { DerivedDealerTheme } from './derive.ts';

// The theme scope without the derivation: `DerivedThemeProvider` takes a theme already derived (by
// `deriveDealerTheme`, on a server or at build time), so a page that receives its colours does not
// load the derivation (a 3.1 kB gzip chunk in the storefront) to show them. `DealerThemeProvider` derives and renders it.

export type ThemeScope = {
  readonly theme: DerivedDealerTheme;
  readonly className: string;
  readonly style: Record<string, string>;
};

export const DealerThemeContext = createContext<ThemeScope | null>(null);

export type DerivedThemeProviderProps = {
  /** The dealer's theme as `deriveDealerTheme(dealer.theme)` returned it. */
  readonly theme: DerivedDealerTheme;
  /**
   * Also apply the theme to `document.documentElement`, so content portalled to `document.body`
   * (modals, menus, toasts) is themed too. Use once, at the app root.
   */
  readonly applyToDocument?: boolean;
  readonly className?: string;
  readonly style?: CSSProperties;
  readonly children?: ReactNode;
};

/**
 * Renders a `<div>` that carries the theme class and the derived colours as CSS variables. The
 * variables are set through the CSSOM once the div is in the page, never as a `style` attribute, which
 * a policy without inline styles refuses in server-rendered HTML (a server-rendered page sends the
 * same variables in a `<style>` element with its nonce: `themeColorsCss`).
 */
export function DerivedThemeProvider({
  theme,
  applyToDocument = false,
  className,
  style,
  children,
}: DerivedThemeProviderProps): ReactNode {
  const scope = useMemo<ThemeScope>(
    () => ({ theme, className: themeRootClassName, style: colorVarsStyle(theme.color) }),
    [theme],
  );

  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (root.current) setThemeColorVars(root.current, theme.color);
  }, [theme]);

  useEffect(() => {
    if (applyToDocument && typeof document !== 'undefined')
      applyThemeColors(document.documentElement, theme.color);
  }, [applyToDocument, theme]);

  return (
    <DealerThemeContext.Provider value={scope}>
      <div
        ref={root}
        data-dealer-theme=""
        className={className === undefined ? scope.className : `${scope.className} ${className}`}
        style={style}
      >
        {children}
      </div>
    </DealerThemeContext.Provider>
  );
}
