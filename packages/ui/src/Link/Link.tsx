import { visuallyHidden } from '@storefront/theme';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { useUiText } from '../intl/useUiText.ts';
import * as styles from './Link.css.ts';

export const LINK_TONES = ['brand', 'header', 'inherit'] as const;
export type LinkTone = (typeof LINK_TONES)[number];

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** `brand` on page surfaces, `header` on the dealer's header background, `inherit` in running text. */
  readonly tone?: LinkTone;
  /** Opens in a new tab with `rel="noopener noreferrer"`, an icon and "(opens in a new tab)" for screen readers. */
  readonly external?: boolean;
  readonly ref?: Ref<HTMLAnchorElement>;
};

/** A text link. Routing is the app's concern: it passes `href` and, if it wants, `onClick`. */
export function Link({
  tone = 'brand',
  external = false,
  className,
  children,
  ref,
  ...rest
}: LinkProps): ReactNode {
  const t = useUiText();
  const cls = `${styles.link} ${styles.tone[tone]}`;
  return (
    <a
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
      ref={ref}
      className={className === undefined ? cls : `${cls} ${className}`}
    >
      {children}
      {external ? (
        <>
          <Icon name="external" size="1em" />
          <span className={visuallyHidden}>{t('ui.link.newTab')}</span>
        </>
      ) : null}
    </a>
  );
}
