import type { SettingsVersion, StorefrontSettingsAnswer } from '@storefront/domain';
import {
  type SettingsErrors,
  SettingsVersionHistory,
  StorefrontSettingsForm,
  useConsoleText,
  useSettingsText,
} from '@storefront/ui/console';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { ApiError, firstMessage } from '../api.ts';
import { type ConsoleContext, currencyOf } from '../types.ts';
import { NotPermitted } from './InboxPage.tsx';
import { mayEditSettings } from './settingsAccess.ts';

const PATH = '/api/dealer/settings/';

/** A 400's field errors (`{field: [messages]}`), else one message of the whole request. */
function fieldErrors(error: unknown, fallback: string): SettingsErrors {
  if (error instanceof ApiError && error.status === 400 && typeof error.body === 'object' && error.body) {
    const out: Record<string, string[]> = {};
    for (const [key, value] of Object.entries(error.body as Record<string, unknown>)) {
      if (Array.isArray(value)) out[key] = value.filter((m): m is string => typeof m === 'string');
    }
    if (Object.keys(out).length) return out;
  }
  return { non_field_errors: [firstMessage(error) ?? fallback] };
}

/**
 * The dealer's storefront settings (issue 22), a chunk of the console of its own: `GET
 * /api/dealer/settings/` and its versions; a save is `PUT` with `If-Match` (412: reloaded and said),
 * a rollback `POST .../versions/{n}/rollback/`. A role the server refuses is told it may not open it.
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
  const [conflict, setConflict] = useState(false);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [restored, setRestored] = useState<{ from: number; current: number } | null>(null);

  useEffect(() => {
    document.title = `${t('settings.title')} · ${context.dealer.name}`;
  });

  const load = useCallback(async () => {
    try {
      const [answer, history] = await Promise.all([
        context.api.get<StorefrontSettingsAnswer>(PATH),
        context.api.get<{ results: SettingsVersion[] }>(`${PATH}versions/`),
      ]);
      setData(answer);
      setVersions(history.results);
      return answer;
    } catch (error) {
      setFailed(error instanceof ApiError && error.status === 403 ? 'forbidden' : 'other');
      return null;
    }
  }, [context.api]);
  useEffect(() => {
    void load();
  }, [load]);

  if (failed === 'forbidden') return <NotPermitted context={context} />;
  if (failed) return <p role="alert">{text('console.error.generic')}</p>;
  if (!data) return <p aria-live="polite">{text('console.loading')}</p>;
  const editable = mayEditSettings(context.user);
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
        conflict={conflict}
        readOnly={!editable}
        onSave={async (next) => {
          setSaving(true);
          setSavedVersion(null);
          setConflict(false);
          setRestored(null);
          try {
            const saved = await context.api.send<StorefrontSettingsAnswer>('PUT', PATH, next, {
              'If-Match': `"${data.version}"`,
            });
            setErrors({});
            setSavedVersion(saved.version);
            setData(saved);
            await load();
          } catch (error) {
            if (error instanceof ApiError && error.status === 412) {
              setErrors({});
              setConflict(true);
              await load();
            } else setErrors(fieldErrors(error, t('settings.errors')));
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
                  setRestored({ from: version, current: answer.version });
                  setData(answer);
                  await load();
                } catch (error) {
                  setErrors(fieldErrors(error, t('settings.errors')));
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
