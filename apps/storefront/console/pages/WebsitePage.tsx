import type { DealerScriptsBody } from '@storefront/domain';
import { useConsoleText, type WebsiteFieldErrors, WebsiteScriptsForm } from '@storefront/ui/console';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { ApiError, fieldErrors, offline, sessionEnded } from '../api.ts';
import { type ConsoleContext, staffMay } from '../types.ts';
import { NotPermitted } from './ElsewherePages.tsx';

const ORIGINS = '/api/dealer/embedding/';
const SCRIPTS = '/api/dealer/scripts/';

type Stored = { origins: readonly string[]; scripts: DealerScriptsBody };

/**
 * The dealer's website and scripts (issue 23), a chunk of the console of its own: the websites that
 * may frame the storefront (`GET/PUT /api/dealer/embedding/`) and its analytics ids, pixel and
 * third-party scripts (`GET/PUT /api/dealer/scripts/`). Managers read (the form disabled), admins
 * save; a rep, whom the server refuses, is told it may not open the page. A refusal's field errors
 * are the server's, in the console's language, and the form keeps what was typed.
 */
export function WebsitePage({ context }: { context: ConsoleContext }): ReactNode {
  return staffMay(context.user, 'readSettings') ? (
    <Website context={context} />
  ) : (
    <NotPermitted context={context} />
  );
}

function Website({ context }: { context: ConsoleContext }): ReactNode {
  const t = useConsoleText();
  const { api } = context;
  const [stored, setStored] = useState<Stored | null>(null);
  const [failed, setFailed] = useState<'forbidden' | 'other' | null>(null);
  const [saving, setSaving] = useState<'origins' | 'scripts' | null>(null);
  const [saved, setSaved] = useState<{ part: 'origins'; count: number } | { part: 'scripts' } | null>(null);
  const [originErrors, setOriginErrors] = useState<WebsiteFieldErrors>({});
  const [scriptErrors, setScriptErrors] = useState<WebsiteFieldErrors>({});
  useEffect(() => {
    document.title = `${t('console.website.title')} · ${context.dealer.name}`;
  });
  const load = useCallback(async () => {
    try {
      const [embedding, scripts] = await Promise.all([
        api.get<{ origins: string[] }>(ORIGINS),
        api.get<DealerScriptsBody>(SCRIPTS),
      ]);
      setStored({ origins: embedding.origins, scripts });
    } catch (error) {
      if (sessionEnded(error)) return;
      setFailed(error instanceof ApiError && error.status === 403 ? 'forbidden' : 'other');
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  const save = async (part: 'origins' | 'scripts', call: () => Promise<void>) => {
    const setErrors = part === 'origins' ? setOriginErrors : setScriptErrors;
    setSaving(part);
    setSaved(null);
    try {
      await call();
      setErrors({});
    } catch (error) {
      if (sessionEnded(error)) return;
      setErrors(fieldErrors(error, t(offline(error) ? 'console.error.offline' : 'console.error.generic')));
    } finally {
      setSaving(null);
    }
  };

  if (failed === 'forbidden') return <NotPermitted context={context} />;
  if (failed) return <p role="alert">{t('console.error.generic')}</p>;
  if (!stored) return <p aria-live="polite">{t('console.loading')}</p>;
  return (
    <>
      <h1>{t('console.website.title')}</h1>
      <p>{t('console.website.intro')}</p>
      <WebsiteScriptsForm
        origins={stored.origins}
        scripts={stored.scripts}
        readOnly={!staffMay(context.user, 'editSettings')}
        originErrors={originErrors}
        scriptErrors={scriptErrors}
        saving={saving}
        saved={saved}
        onSaveOrigins={(origins) =>
          void save('origins', async () => {
            const answer = await api.send<{ origins: string[] }>('PUT', ORIGINS, { origins });
            setSaved({ part: 'origins', count: answer.origins.length });
          })
        }
        onSaveScripts={(scripts) =>
          void save('scripts', async () => {
            await api.send<DealerScriptsBody>('PUT', SCRIPTS, scripts);
            setSaved({ part: 'scripts' });
          })
        }
      />
    </>
  );
}
