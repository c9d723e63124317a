import { LinkButton } from '@storefront/ui';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

/**
 * A next step after the deposit (the confirmation's and the receipt's links): the kit's `LinkButton`
 * (its look, its focus ring, its 44 px height) on one of the app's paths, followed by the router as a
 * router link is (a modified click or a middle click still opens a tab). The first step is solid, the
 * others outlined.
 */
export function NextStepLink({
  to,
  primary = false,
  children,
}: {
  to: string;
  primary?: boolean;
  children: ReactNode;
}) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <LinkButton href={href} onClick={follow} variant={primary ? 'solid' : 'outline'}>
      {children}
    </LinkButton>
  );
}
