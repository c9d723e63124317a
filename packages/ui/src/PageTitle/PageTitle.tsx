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

/** Component form of `usePageTitle`; renders nothing. */
export function PageTitle({ dealerName, stepTitle }: PageTitleProps): ReactNode {
  usePageTitle(dealerName, stepTitle);
  return null;
}
