import {
  changedSettingsParts,
  mergeSettingsEdits,
  type SettingsVersion,
  type StorefrontSettingsAnswer,
} from '@storefront/domain';
import {
  type SettingsErrors,
  SettingsVersionHistory,
  StorefrontSettingsForm,
  useConsoleText,
  useSettingsText,
} from '@storefront/ui/console';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { ApiError, fieldErrors, firstMessage, offline } from '../api.ts';
import { type ConsoleContext, currencyOf, staffMay } from '../types.ts';
import { NotPermitted } from './ElsewherePages.tsx';

const PATH = '/api/dealer/settings/';

/**
 * The dealer's storefront settings (issue 22), a chunk of the console of its own: `GET
 * /api/dealer/settings/` and its versions; a save is `PUT` with `If-Match`, a rollback `POST
 * .../versions/{n}/rollback/`. A role the server refuses is told it may not open it.
 *
 * Someone else saved first (412): what the staff member typed stays in the form (found in a staff
 * trial: the form was reloaded over it). The page reads the other version without handing it to the
 * form, and the form says so and offers the two ways a dealer expects: save over theirs, or load
 * theirs. Saving over theirs sends the latest version with the parts this staff member changed (of
 * the version they started from) replaced by theirs: the other's changes to other parts stay, and
 * where both changed a part, this staff member's edit wins (they chose to save over it). Loading theirs
 * drops the edits, as the button says.
 *
 * A rollback with unsaved changes in the form is asked first, saying they would be lost: going back
 * to a version is meant to show that version, so the form takes it whole once the staff member agreed.
 */
export function SettingsPage({ context }: { context: ConsoleContext }): ReactNode {
  const t = useSettingsText();
  const text = useConsoleText();
  const [data, setData] = useState<StorefrontSettingsAnswer | null>(null);
  const [versions, setVersions] = useState<readonly SettingsVersion[]>([]);
  const [failed, setFailed] = useState<'forbidden' | 'other' | null>(null);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [saving, setSaving] = useState(false);
  const [savedVersion, setSavedVersion] = useState<number | null>(null);
  /** The version someone else saved, after this staff member's save was refused for it (412). */
  const [conflict, setConflict] = useState<StorefrontSettingsAnswer | null>(null);
  /** The form holds changes not saved yet. */
  const [dirty, setDirty] = useState(false);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [restored, setRestored] = useState<{ from: number; current: number } | null>(null);

  useEffect(() => {
    document.title = `${t('settings.title')} · ${context.dealer.name}`;
  });

  /** The latest settings and their versions (the history is shown at once; the settings are returned). */
  const read = useCallback(async () => {
    try {
      const [answer, history] = await Promise.all([
        context.api.get<StorefrontSettingsAnswer>(PATH),
        context.api.get<{ results: SettingsVersion[] }>(`${PATH}versions/`),
      ]);
      setVersions(history.results);
      return answer;
    } catch (error) {
      setFailed(error instanceof ApiError && error.status === 403 ? 'forbidden' : 'other');
      return null;
    }
  }, [context.api]);
  const load = useCallback(async () => {
    const answer = await read();
    if (answer) setData(answer);
    return answer;
  }, [read]);
  useEffect(() => {
    void load();
  }, [load]);

  if (failed === 'forbidden') return <NotPermitted context={context} />;
  if (failed) return <p role="alert">{text('console.error.generic')}</p>;
  if (!data) return <p aria-live="polite">{text('console.loading')}</p>;
  const editable = staffMay(context.user, 'editSettings');
  return (
    <>
      <h1>{t('settings.title')}</h1>
      <p>{t('settings.intro')}</p>
      <StorefrontSettingsForm
        key={data.version}
        settings={data.settings}
        locales={data.locales}
        currency={currencyOf(context.dealer)}
        dealerName={context.dealer.name}
        errors={errors}
        saving={saving}
        savedVersion={savedVersion}
        conflict={
          conflict
            ? { version: conflict.version, changed: changedSettingsParts(data.settings, conflict.settings) }
            : null
        }
        onLoadLatest={() => {
          if (!conflict) return;
          // The staff member chose the other version: the form starts over from it (its key changes).
          setErrors({});
          setConflict(null);
          setData(conflict);
        }}
        onDirtyChange={setDirty}
        readOnly={!editable}
        onUploadLogo={async (file) => {
          try {
            return (await context.api.send<{ url: string }>('POST', `${PATH}logos/`, { file })).url;
          } catch (error) {
            // The server's reason (in the page's language) is the field's error.
            throw new Error(firstMessage(error) ?? t('settings.logos.failed'));
          }
        }}
        onSave={async (next) => {
          if (saving) return;
          setSaving(true);
          setSavedVersion(null);
          setRestored(null);
          // After a conflict: this staff member's changes over the latest version, sent as of it.
          const doc = conflict ? mergeSettingsEdits(data.settings, next, conflict.settings) : next;
          try {
            const saved = await context.api.send<StorefrontSettingsAnswer>('PUT', PATH, doc, {
              'If-Match': `"${conflict?.version ?? data.version}"`,
            });
            setErrors({});
            setConflict(null);
            setSavedVersion(saved.version);
            setData(saved);
            await load();
          } catch (error) {
            if (error instanceof ApiError && error.status === 412) {
              // The form keeps its edits (its settings and key stay those it started from).
              setErrors({});
              const latest = await read();
              if (latest) setConflict(latest);
            } else
              setErrors(
                fieldErrors(error, offline(error) ? text('console.error.offline') : t('settings.errors')),
              );
          } finally {
            setSaving(false);
          }
        }}
      />
      <SettingsVersionHistory
        versions={versions}
        timeZone={context.dealer.timezone}
        restoring={restoring}
        restored={restored}
        unsaved={dirty}
        onRollback={
          editable
            ? async (version) => {
                setRestoring(version);
                setSavedVersion(null);
                try {
                  const answer = await context.api.send<StorefrontSettingsAnswer>(
                    'POST',
                    `${PATH}versions/${version}/rollback/`,
                  );
                  setErrors({});
                  setConflict(null);
                  setRestored({ from: version, current: answer.version });
                  setData(answer);
                  await load();
                } catch (error) {
                  setErrors(
                    fieldErrors(error, offline(error) ? text('console.error.offline') : t('settings.errors')),
                  );
                } finally {
                  setRestoring(null);
                }
              }
            : undefined
        }
      />
    </>
  );
}
