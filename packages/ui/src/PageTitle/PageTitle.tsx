import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { pageTitle } from './pageTitleText.ts';

/** Sets `document.title` to the dealer name (and the step title on a step route) while mounted. */
export function usePageTitle(dealerName: string, stepTitle?: string | null): string {
  const title = pageTitle(dealerName, stepTitle);
  useEffect(() => {
    if (typeof document !== 'undefined') document.title = title;
  }, [title]);
  return title;
}

export type PageTitleProps = { readonly dealerName: string; readonly stepTitle?: string | null };

/** Component form of `usePageTitle`; renders nothing (an empty fragment, so react-docgen knows it for a component). */
export function PageTitle({ dealerName, stepTitle }: PageTitleProps): ReactNode {
  usePageTitle(dealerName, stepTitle);
  // biome-ignore lint/complexity/noUselessFragments: react-docgen takes only a function returning JSX for a component (and its props table)
  return <></>;
}
