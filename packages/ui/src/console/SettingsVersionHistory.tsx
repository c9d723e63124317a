import type { SettingsVersion } from '@storefront/domain';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { AskFirst } from '../AskFirst/AskFirst.tsx';
import * as styles from './Console.css.ts';
import * as s from './Settings.css.ts';
import { useSettingsText } from './settingsMessages.ts';

export type SettingsVersionHistoryProps = {
  /** The versions, newest first (`GET /api/dealer/settings/versions/`). */
  readonly versions: readonly SettingsVersion[];
  /** The dealer's time zone (IANA): times are the dealership's, named, whatever the staff member's browser. */
  readonly timeZone?: string | undefined;
  /** Absent: the staff member may read the history but not roll back (a sales manager). */
  readonly onRollback?: (version: number) => void;
  /** The version being restored (its button is busy). */
  readonly restoring?: number | null;
  /** After a rollback: the version restored and the new current one (the message takes focus). */
  readonly restored?: { readonly from: number; readonly current: number } | null;
  /**
   * The settings form holds unsaved changes: going back to a version replaces the form too, so the
   * question says they would be lost (found in a staff trial: a rollback dropped them unasked).
   */
  readonly unsaved?: boolean;
};

/**
 * The versions of the dealer's storefront settings: when, by whom, what changed, which version a
 * rollback restored; every version but the current one can be gone back to.
 */
export function SettingsVersionHistory({
  versions,
  timeZone,
  onRollback,
  restoring = null,
  restored = null,
  unsaved = false,
}: SettingsVersionHistoryProps): ReactNode {
  const t = useSettingsText();
  const intl = useIntl();
  const id = useId();
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (restored) message.current?.focus();
  }, [restored]);
  const current = versions[0]?.version ?? null;
  const when = (iso: string) =>
    intl.formatDate(iso, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      ...(timeZone ? { timeZone } : {}),
    });
  return (
    <section className={styles.stack} aria-labelledby={`${id}-title`}>
      <h2 className={styles.subheading} id={`${id}-title`}>
        {t('settings.history.title')}
      </h2>
      {restored ? (
        <p className={styles.success} role="status" tabIndex={-1} ref={message}>
          {t('settings.history.rolledBack', { version: restored.from, current: restored.current })}
        </p>
      ) : null}
      {versions.length === 0 ? (
        <p className={styles.muted}>{t('settings.history.empty')}</p>
      ) : (
        <ol className={s.versionList}>
          {versions.map((v) => {
            const parts = v.changed.length
              ? intl.formatList(
                  v.changed.map((part) => t('settings.history.part', { part: part.replace('.', '_') })),
                  { type: 'conjunction' },
                )
              : t('settings.history.nothing');
            return (
              <li key={v.version} className={s.versionItem}>
                <div>
                  <p className={styles.term}>
                    {t('settings.history.version', { version: v.version })}
                    {v.version === current ? ` · ${t('settings.history.current')}` : ''}
                  </p>
                  <p className={styles.muted}>
                    {v.actor
                      ? t('settings.history.by', { date: when(v.created_at), name: v.actor.name })
                      : t('settings.history.initial', { date: when(v.created_at) })}
                  </p>
                  {v.actor ? (
                    <p className={styles.definition}>{t('settings.history.changed', { parts })}</p>
                  ) : null}
                  {v.restored_from ? (
                    <p className={styles.definition}>
                      {t('settings.history.restored', { version: v.restored_from })}
                    </p>
                  ) : null}
                </div>
                {onRollback && v.version !== current ? (
                  // Asked first (found in a staff trial: one click replaced the live settings).
                  <AskFirst
                    label={t('settings.history.rollback', { version: v.version })}
                    question={
                      unsaved
                        ? `${t('settings.history.rollbackAsk', { version: v.version })} ${t('settings.history.rollbackUnsaved')}`
                        : t('settings.history.rollbackAsk', { version: v.version })
                    }
                    yes={t('settings.history.rollbackYes')}
                    no={t('settings.history.rollbackNo')}
                    tone="neutral"
                    busy={restoring === v.version}
                    onYes={() => {
                      if (restoring === null) onRollback(v.version);
                    }}
                  />
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
