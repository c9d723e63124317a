import { visuallyHidden } from '@storefront/theme';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { button } from '../Button/Button.css.ts';
import type { ButtonSize, ButtonTone, ButtonVariant } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { useUiText } from '../intl/useUiText.ts';

export type LinkButtonProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  readonly href: string;
  readonly variant?: ButtonVariant;
  readonly tone?: ButtonTone;
  readonly size?: ButtonSize;
  /** Opens in a new tab with an icon and "(opens in a new tab)" for screen readers. */
  readonly external?: boolean;
};

/**
 * A link that looks like the kit's Button (navigation, not an action): the Button primitive has no
 * `asChild`, so this reuses its recipe on an `<a>`.
 */
export function LinkButton({
  href,
  variant = 'solid',
  tone = 'brand',
  size = 'md',
  external = false,
  children,
  ...rest
}: LinkButtonProps): ReactNode {
  const t = useUiText();
  return (
    <a
      {...rest}
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={button({ variant, tone, size, fullWidth: false })}
      data-variant={variant}
      style={{ textDecoration: variant === 'link' ? undefined : 'none' }}
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
