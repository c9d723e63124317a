import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Badge.css.ts';

export const BADGE_TONES = ['neutral', 'brand', 'success', 'info', 'warning', 'danger'] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];
export const BADGE_EMPHASES = ['subtle', 'strong'] as const;
export type BadgeEmphasis = (typeof BADGE_EMPHASES)[number];
export const BADGE_SIZES = ['sm', 'md'] as const;
export type BadgeSize = (typeof BADGE_SIZES)[number];

export type BadgeProps = Omit<HTMLAttributes<HTMLSpanElement>, 'color'> & {
  /** Colour family: a status (`success`, `info`, `warning`, `danger`), the dealer's `brand` or `neutral`. */
  readonly tone?: BadgeTone;
  /** `subtle`: the tone's pale background with dark text; `strong`: the tone's own colour. */
  readonly emphasis?: BadgeEmphasis;
  readonly size?: BadgeSize;
  /** Icon before the label (decorative: the label says it all). */
  readonly icon?: ReactNode;
  readonly children: ReactNode;
};

/**
 * A short label in a pill: a status, a category, a flag. Static text (no role): what it says is read
 * with the content around it. Every tone reaches 4.5:1 under any dealer theme (the theme derives the
 * ramps), so the badge needs no colour of its own.
 */
export function Badge({
  tone = 'neutral',
  emphasis = 'subtle',
  size = 'sm',
  icon,
  className,
  children,
  ...rest
}: BadgeProps): ReactNode {
  const cls = `${styles.badge} ${styles.tone[tone]} ${styles.emphasis[emphasis]} ${styles.size[size]}`;
  return (
    <span {...rest} className={className === undefined ? cls : `${cls} ${className}`} data-tone={tone}>
      {icon}
      {children}
    </span>
  );
}
