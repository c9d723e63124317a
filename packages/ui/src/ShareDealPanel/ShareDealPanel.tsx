import type { ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import * as deal from '../deal/deal.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { useUiText } from '../intl/useUiText.ts';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './ShareDealPanel.css.ts';

export const SEND_LINK_STATES = ['idle', 'sending', 'sent', 'error'] as const;
export type SendLinkState = (typeof SEND_LINK_STATES)[number];

export type ShareDealPanelProps = {
  /** The deal's tokenized link (order tokenized_url). */
  readonly url: string;
  /** Called after the link was copied to the clipboard. */
  readonly onCopied?: () => void;
  /** "Email me the link" (send_order_link); without it the button is hidden. */
  readonly onSendLink?: () => void;
  /** State of the e-mail request, driven by the app. */
  readonly sendState?: SendLinkState;
  /** Where the link is e-mailed (the signed-in shopper). */
  readonly email?: string | undefined;
};

/**
 * Share a deal: the tokenized link in a read-only field with a Copy button (clipboard, or the text
 * selected for the shopper to copy when the clipboard is refused), and "Email me the link".
 * State: `data-copied`, `data-send-state`.
 */
export function ShareDealPanel({
  url,
  onCopied,
  onSendLink,
  sendState = 'idle',
  email,
}: ShareDealPanelProps): ReactNode {
  const t = useUiText();
  const titleId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'manual'>('idle');
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy('idle'), 5000);
    return () => clearTimeout(timer);
  }, [copy]);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
      onCopied?.();
    } catch {
      const input = panel.current?.querySelector('input');
      input?.focus();
      input?.select();
      setCopy('manual');
    }
  };

  return (
    <section
      ref={panel}
      className={styles.panel}
      aria-labelledby={titleId}
      data-copied={copy === 'copied' || undefined}
      data-send-state={sendState}
    >
      <h2 id={titleId} className={deal.subheading}>
        {t('deal.share.title')}
      </h2>
      <p className={deal.muted}>{t('deal.share.text')}</p>
      <div className={styles.linkRow}>
        <TextField
          name="deal_link"
          label={t('deal.share.link')}
          value={url}
          onChange={() => {}}
          isReadOnly
          className={styles.field}
        />
        <Button
          variant="outline"
          startIcon={<Icon name={copy === 'copied' ? 'check' : 'copy'} />}
          onClick={copyLink}
        >
          {copy === 'copied' ? t('deal.share.copied') : t('deal.share.copy')}
        </Button>
      </div>
      <p role="status" className={deal.muted}>
        {copy === 'copied'
          ? t('deal.share.copiedStatus')
          : copy === 'manual'
            ? t('deal.share.copyManually')
            : ''}
      </p>
      {onSendLink === undefined ? null : (
        <div className={styles.send}>
          <Button
            variant="ghost"
            onClick={onSendLink}
            loading={sendState === 'sending'}
            disabled={sendState === 'sent'}
          >
            {t('deal.share.email')}
          </Button>
          <p
            role={sendState === 'error' ? 'alert' : 'status'}
            className={sendState === 'error' ? deal.errorText : deal.muted}
          >
            {sendState === 'sent'
              ? email === undefined
                ? t('deal.share.sent')
                : t('deal.share.sentTo', { email })
              : sendState === 'error'
                ? t('deal.share.sendError')
                : ''}
          </p>
        </div>
      )}
    </section>
  );
}
