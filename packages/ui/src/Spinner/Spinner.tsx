import { visuallyHidden } from '@storefront/theme';
import type { CSSProperties, ReactNode } from 'react';
import { useUiText } from '../intl/useUiText.ts';
import * as styles from './Spinner.css.ts';

export const SPINNER_SIZES = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof SPINNER_SIZES)[number];
const PX: Readonly<Record<SpinnerSize, number>> = { sm: 16, md: 28, lg: 44 };

export type SpinnerProps = {
  readonly size?: SpinnerSize;
  /** Visible text beside the spinner; otherwise "Loading" is announced to screen readers only. */
  readonly label?: string;
};

/** Indeterminate progress: a `role="status"` region that announces loading. */
export function Spinner({ size = 'md', label }: SpinnerProps): ReactNode {
  const t = useUiText();
  const px = PX[size];
  return (
    <span role="status" className={styles.wrapper} data-size={size}>
      <span
        className={styles.spinner}
        style={{ width: px, height: px, borderWidth: Math.max(2, Math.round(px / 9)) }}
        aria-hidden="true"
      />
      {label === undefined ? <span className={visuallyHidden}>{t('ui.common.loading')}</span> : label}
    </span>
  );
}

export type SkeletonProps = {
  /** CSS width, default 100%. */
  readonly width?: CSSProperties['width'];
  /** CSS height, default 1em (one line of text). */
  readonly height?: CSSProperties['height'];
  readonly shape?: 'rect' | 'circle';
};

/** Placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({ width = '100%', height = '1em', shape = 'rect' }: SkeletonProps): ReactNode {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={shape === 'circle' ? `${styles.skeleton} ${styles.circle}` : styles.skeleton}
      style={{ width, height }}
    />
  );
}

export type SkeletonTextProps = {
  /** How many lines of placeholder text. */
  readonly lines?: number;
};

/** Several text-line skeletons, the last one shorter. */
export function SkeletonText({ lines = 3 }: SkeletonTextProps): ReactNode {
  return (
    <span style={{ display: 'grid', gap: '0.5em' }} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder lines
        <Skeleton key={i} width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}
