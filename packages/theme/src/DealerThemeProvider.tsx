import type { CSSProperties, ReactNode } from 'react';
import { useContext, useMemo } from 'react';
import { themeRootClassName } from './dealerTheme.ts';
import type { DealerThemeSettings, DerivedDealerTheme } from './derive.ts';
import { deriveDealerTheme } from './derive.ts';
import { DealerThemeContext, DerivedThemeProvider } from './ThemeScope.tsx';

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

/**
 * Renders a `<div>` that carries the theme class and the dealer's colours as CSS variables (derived
 * here from the settings; `DerivedThemeProvider` takes them already derived).
 */
export function DealerThemeProvider({ settings, ...rest }: DealerThemeProviderProps): ReactNode {
  const theme = useMemo(() => deriveDealerTheme(settings), [settings]);
  return <DerivedThemeProvider theme={theme} {...rest} />;
}

/** The derived theme of the nearest theme provider (the default theme outside any). */
export const useDealerTheme = (): DerivedDealerTheme =>
  useContext(DealerThemeContext)?.theme ?? deriveDealerTheme();

/** Outside any theme provider: the theme class alone, which sets every variable to its default. */
const DEFAULT_ROOT_PROPS = Object.freeze({ className: themeRootClassName, style: Object.freeze({}) });

/**
 * `className` and `style` to spread on the root of portalled content (a modal's overlay and
 * content) so it carries the same dealer theme as the tree it was opened from.
 */
export const useThemeRootProps = (): { className: string; style: Record<string, string> } => {
  const scope = useContext(DealerThemeContext);
  return useMemo(
    () => (scope === null ? DEFAULT_ROOT_PROPS : { className: scope.className, style: scope.style }),
    [scope],
  );
};
