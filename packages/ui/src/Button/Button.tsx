import { visuallyHidden } from '@storefront/theme';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useUiText } from '../intl/useUiText.ts';
import * as styles from './Button.css.ts';

export const BUTTON_VARIANTS = ['solid', 'outline', 'ghost', 'link'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export const BUTTON_TONES = ['brand', 'neutral', 'danger', 'headerCta'] as const;
export type ButtonTone = (typeof BUTTON_TONES)[number];
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'type'> & {
  /** The native button's type: `button` unless told otherwise, `submit` to submit its form. */
  readonly type?: 'button' | 'submit' | 'reset' | undefined;
  /** Visual weight: `solid` for the main call to action, `outline`/`ghost` for secondary, `link` inline. */
  readonly variant?: ButtonVariant;
  /** Colour family: the dealer's CTA colour (`brand`), the header CTA colour, neutral or danger. */
  readonly tone?: ButtonTone;
  readonly size?: ButtonSize;
  /** Shows a spinner, keeps the width, announces "Loading" and ignores clicks. */
  readonly loading?: boolean;
  readonly fullWidth?: boolean;
  /** Icon before the label. */
  readonly startIcon?: ReactNode;
  /** Icon after the label. */
  readonly endIcon?: ReactNode;
  readonly ref?: Ref<HTMLButtonElement>;
};

/**
 * The kit's button. A native `<button>` (type "button" unless told otherwise), so it composes with
 * Radix `asChild` triggers. State is exposed as `data-loading` and `data-disabled`.
 */
export function Button({
  variant = 'solid',
  tone = 'brand',
  size = 'md',
  loading = false,
  fullWidth = false,
  startIcon,
  endIcon,
  disabled,
  className,
  children,
  type = 'button',
  onClick,
  ref,
  ...rest
}: ButtonProps): ReactNode {
  const t = useUiText();
  const cls = styles.button({ variant, tone, size, fullWidth });
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={className === undefined ? cls : `${cls} ${className}`}
      disabled={disabled}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      data-disabled={disabled || undefined}
      data-variant={variant}
      data-tone={tone}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      <span className={styles.label} data-hidden={loading || undefined}>
        {startIcon}
        {children}
        {endIcon}
      </span>
      {loading ? (
        <span className={styles.loadingIndicator} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <span className={visuallyHidden}>{t('ui.common.loading')}</span>
        </span>
      ) : null}
    </button>
  );
}
