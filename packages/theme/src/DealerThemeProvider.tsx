import type { CSSProperties, ReactNode } from 'react';
import { createContext, useContext, useEffect, useMemo } from 'react';
import { applyDealerTheme, colorVarsStyle, themeRootClassName } from './dealerTheme.ts';
import type { DealerThemeSettings, DerivedDealerTheme } from './derive.ts';
import { deriveDealerTheme } from './derive.ts';

type ThemeScope = {
  readonly theme: DerivedDealerTheme;
  readonly className: string;
  readonly style: Record<string, string>;
};

const DealerThemeContext = createContext<ThemeScope | null>(null);

export type DealerThemeProviderProps = {
  /** The dealer's theme settings (`dealer.theme`); missing or invalid colours use the defaults. */
  readonly settings?: DealerThemeSettings | undefined;
  /**
   * Also apply the theme to `document.documentElement`, so content portalled to `document.body`
   * (modals, menus, toasts) is themed too. Use once, at the app root.
   */
  readonly applyToDocument?: boolean;
  readonly className?: string;
  readonly style?: CSSProperties;
  readonly children?: ReactNode;
};

/** Renders a `<div>` that carries the theme class and the dealer's colours as CSS variables. */
export function DealerThemeProvider({
  settings,
  applyToDocument = false,
  className,
  style,
  children,
}: DealerThemeProviderProps): ReactNode {
  const scope = useMemo<ThemeScope>(() => {
    const theme = deriveDealerTheme(settings);
    return { theme, className: themeRootClassName, style: colorVarsStyle(theme.color) };
  }, [settings]);

  useEffect(() => {
    if (applyToDocument && typeof document !== 'undefined')
      applyDealerTheme(document.documentElement, settings);
  }, [applyToDocument, settings]);

  return (
    <DealerThemeContext.Provider value={scope}>
      <div
        data-dealer-theme=""
        className={className === undefined ? scope.className : `${scope.className} ${className}`}
        style={{ ...scope.style, ...style }}
      >
        {children}
      </div>
    </DealerThemeContext.Provider>
  );
}

/** The derived theme of the nearest `DealerThemeProvider` (the default theme outside any). */
export const useDealerTheme = (): DerivedDealerTheme =>
  useContext(DealerThemeContext)?.theme ?? deriveDealerTheme();

/**
 * `className` and `style` to spread on the root of portalled content (a modal's overlay and
 * content) so it carries the same dealer theme as the tree it was opened from.
 */
export const useThemeRootProps = (): { className: string; style: Record<string, string> } => {
  const scope = useContext(DealerThemeContext);
  return useMemo(
    () =>
      scope === null
        ? { className: themeRootClassName, style: colorVarsStyle(deriveDealerTheme().color) }
        : { className: scope.className, style: scope.style },
    [scope],
  );
};
