import { safeHttpUrl } from '@storefront/theme';
import type { ReactNode } from 'react';
import { useUiText } from '../intl/useUiText.ts';
import { Modal } from '../Modal/Modal.tsx';
import * as styles from './CustomExitModal.css.ts';

/** Frame size when the dealer sets none (ours: the spec does not give one). */
export const DEFAULT_CUSTOM_EXIT_SIZE = Object.freeze({ width: 600, height: 400 });

/** A dealer dimension (`bounce_recovery_width`/`height`): a positive number of px, or the default. */
export const exitFrameSize = (value: number | string | null | undefined, fallback: number): number => {
  const n = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.round(n) : fallback;
};

export type CustomExitModalProps = {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The matched bounce-recovery rule's url, or `default_custom_bounce_recovery_url`. */
  readonly url: string;
  readonly width?: number | string | null;
  readonly height?: number | string | null;
};

/**
 * The bounce-recovery custom exit modal: the dealer's page in an iframe of the dealer's width and
 * height (capped to the screen). Only http(s) pages are framed, sandboxed without top navigation.
 */
export function CustomExitModal({ open, onOpenChange, url, width, height }: CustomExitModalProps): ReactNode {
  const t = useUiText();
  const w = exitFrameSize(width, DEFAULT_CUSTOM_EXIT_SIZE.width);
  const h = exitFrameSize(height, DEFAULT_CUSTOM_EXIT_SIZE.height);
  const safe = safeHttpUrl(url);
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content title={t('ui.customExit.title')} hideTitle size="xl" data-modal="custom-exit">
        <div style={{ width: `min(${w}px, calc(100vw - 64px))`, margin: '0 auto' }}>
          {safe !== null ? (
            <iframe
              className={styles.frame}
              src={safe}
              title={t('ui.customExit.frame')}
              width={w}
              height={h}
              style={{ width: '100%', height: `min(${h}px, calc(100dvh - 120px))` }}
              sandbox="allow-scripts allow-forms allow-popups allow-same-origin"
              referrerPolicy="strict-origin-when-cross-origin"
              data-width={w}
              data-height={h}
            />
          ) : null}
        </div>
      </Modal.Content>
    </Modal.Root>
  );
}
