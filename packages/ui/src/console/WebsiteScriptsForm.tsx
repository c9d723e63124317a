import { CHAT_PROVIDERS, type DealerScriptsBody } from '@storefront/domain';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import * as styles from './Console.css.ts';
import type { ConsoleMessageId } from './messages.ts';
import * as s from './Settings.css.ts';
import { useConsoleText } from './useConsoleText.ts';

/** Field errors as the server answers them (`{field: [messages]}`, `non_field_errors`). */
export type WebsiteFieldErrors = Readonly<Record<string, readonly string[]>>;

export interface WebsiteScriptsFormProps {
  /** The dealer's embedding origins, as stored. */
  origins: readonly string[];
  /** The dealer's analytics ids, pixel and third-party scripts, as stored. */
  scripts: DealerScriptsBody;
  /** Read only (a sales manager): every field disabled, no save. */
  readOnly?: boolean;
  /** The server's field errors of the last save of the origins (key `origins`). */
  originErrors?: WebsiteFieldErrors;
  /** The server's field errors of the last save of the scripts (`analytics_id`, `chat.provider`...). */
  scriptErrors?: WebsiteFieldErrors;
  /** A save in flight. */
  saving?: 'origins' | 'scripts' | null;
  /** What was saved last: its confirmation takes the focus. */
  saved?: { part: 'origins'; count: number } | { part: 'scripts' } | null;
  onSaveOrigins: (origins: string[]) => void;
  onSaveScripts: (scripts: DealerScriptsBody) => void;
}

type Part = 'monitoring' | 'experiment' | 'chat' | 'survey';
type Draft = {
  analytics_id: string;
  ga4_ids: string;
  pixel_url: string;
  monitoring: { url: string; key: string };
  experiment: { url: string; key: string };
  chat: { provider: string; url: string; account: string };
  survey: { url: string };
};

function draftOf(scripts: DealerScriptsBody): Draft {
  return {
    analytics_id: scripts.analytics_id ?? '',
    ga4_ids: scripts.ga4_ids.join('\n'),
    pixel_url: scripts.pixel_url ?? '',
    monitoring: { url: scripts.monitoring?.url ?? '', key: scripts.monitoring?.key ?? '' },
    experiment: { url: scripts.experiment?.url ?? '', key: scripts.experiment?.key ?? '' },
    chat: {
      provider: scripts.chat?.provider ?? '',
      url: scripts.chat?.url ?? '',
      account: scripts.chat?.account ?? '',
    },
    survey: { url: scripts.survey?.url ?? '' },
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * What is sent: a part left wholly blank is none (null); a part partly filled is sent as typed, so
 * that the server names the missing field. Nothing is checked here: the server's rules and words are
 * the only ones (its field errors come back through `scriptErrors`).
 */
function bodyOf(d: Draft): DealerScriptsBody {
  const t = (text: string) => text.trim();
  const keyed = (p: { url: string; key: string }) =>
    t(p.url) || t(p.key) ? { url: t(p.url), key: t(p.key) } : null;
  return {
    analytics_id: t(d.analytics_id) || null,
    ga4_ids: lines(d.ga4_ids),
    pixel_url: t(d.pixel_url) || null,
    monitoring: keyed(d.monitoring),
    experiment: keyed(d.experiment),
    chat:
      d.chat.provider || t(d.chat.url) || t(d.chat.account)
        ? ({
            provider: d.chat.provider,
            url: t(d.chat.url),
            account: t(d.chat.account),
          } as DealerScriptsBody['chat'])
        : null,
    survey: t(d.survey.url) ? { url: t(d.survey.url) } : null,
  };
}

/** The errors of a field: its own key, and for a list its lines' (`ga4_ids.1`). */
function errorsOf(errors: WebsiteFieldErrors | undefined, field: string): string[] {
  if (!errors) return [];
  return Object.entries(errors)
    .filter(([key]) => key === field || key.startsWith(`${field}.`))
    .flatMap(([, messages]) => messages);
}

/**
 * The dealer console's "Website and scripts" (issue 23): the websites that may frame the storefront
 * (its embedding origins, one per line) and the dealer's analytics ids, pixel address and third-party
 * scripts (monitoring and experiment with their keys, a live-chat provider among the six with its
 * account, a support survey). Two forms, each saved on its own (they are two calls). A refusal keeps
 * everything typed: each field shows the server's own words under it, a count of the fields to change
 * takes the focus, and the first field in error is named by it.
 */
export function WebsiteScriptsForm({
  origins,
  scripts,
  readOnly = false,
  originErrors,
  scriptErrors,
  saving = null,
  saved = null,
  onSaveOrigins,
  onSaveScripts,
}: WebsiteScriptsFormProps): ReactNode {
  const t = useConsoleText();
  const id = useId();
  const [originsText, setOriginsText] = useState(origins.join('\n'));
  const [draft, setDraft] = useState<Draft>(() => draftOf(scripts));
  const originSummary = useRef<HTMLParagraphElement>(null);
  const scriptSummary = useRef<HTMLParagraphElement>(null);
  const savedRef = useRef<HTMLParagraphElement>(null);
  const originErrorCount = Object.keys(originErrors ?? {}).length;
  const scriptErrorCount = Object.keys(scriptErrors ?? {}).length;

  useEffect(() => {
    // a new refusal (even with the same count) takes the focus again
    if (Object.keys(originErrors ?? {}).length) originSummary.current?.focus();
  }, [originErrors]);
  useEffect(() => {
    if (Object.keys(scriptErrors ?? {}).length) scriptSummary.current?.focus();
  }, [scriptErrors]);
  useEffect(() => {
    if (saved) savedRef.current?.focus();
  }, [saved]);

  const field = (
    errors: WebsiteFieldErrors | undefined,
    name: string,
    label: ConsoleMessageId,
    value: string,
    onChange: (value: string) => void,
    options: { hint?: ConsoleMessageId; multiline?: boolean } = {},
  ) => {
    const fieldId = `${id}-${name}`;
    const messages = errorsOf(errors, name);
    const describedBy = [options.hint ? `${fieldId}-hint` : '', messages.length ? `${fieldId}-error` : '']
      .filter(Boolean)
      .join(' ');
    const common = {
      id: fieldId,
      name,
      value,
      disabled: readOnly,
      spellCheck: false,
      'aria-invalid': messages.length ? true : undefined,
      'aria-describedby': describedBy || undefined,
    } as const;
    return (
      <div className={styles.nativeField}>
        <label htmlFor={fieldId}>{t(label)}</label>
        {options.multiline ? (
          <textarea
            {...common}
            className={`${styles.nativeInput} ${s.textarea}`}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            {...common}
            type="text"
            autoComplete="off"
            className={styles.nativeInput}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
        {options.hint ? (
          <p className={styles.muted} id={`${fieldId}-hint`}>
            {t(options.hint)}
          </p>
        ) : null}
        {messages.length ? (
          <p className={styles.fieldError} id={`${fieldId}-error`}>
            {messages.join(' ')}
          </p>
        ) : null}
      </div>
    );
  };

  const summary = (
    errors: WebsiteFieldErrors | undefined,
    count: number,
    ref: React.RefObject<HTMLParagraphElement | null>,
  ) =>
    count ? (
      <div role="alert">
        <p ref={ref} tabIndex={-1} className={styles.alert}>
          {t('console.website.errors', { count })}
        </p>
        {errors?.non_field_errors?.length ? (
          <p className={styles.fieldError}>{errors.non_field_errors.join(' ')}</p>
        ) : null}
      </div>
    ) : null;

  const setPart = <P extends Part>(part: P, change: Partial<Draft[P]>) =>
    setDraft((d) => ({ ...d, [part]: { ...d[part], ...change } }));

  const keyedPart = (part: 'monitoring' | 'experiment', title: ConsoleMessageId) => (
    <fieldset className={s.fieldset}>
      <legend className={s.legend}>{t(title)}</legend>
      {field(
        scriptErrors,
        `${part}.url`,
        'console.website.url',
        draft[part].url,
        (url) => setPart(part, { url }),
        {
          hint: 'console.website.urlHint',
        },
      )}
      {field(scriptErrors, `${part}.key`, 'console.website.key', draft[part].key, (key) =>
        setPart(part, { key }),
      )}
    </fieldset>
  );

  const providerId = `${id}-chat.provider`;
  const providerErrors = errorsOf(scriptErrors, 'chat.provider');
  const savedText =
    saved?.part === 'origins'
      ? t('console.website.origins.saved', { count: saved.count })
      : saved?.part === 'scripts'
        ? t('console.website.scripts.saved')
        : null;

  return (
    <div className={styles.stack}>
      {readOnly ? <p className={styles.muted}>{t('console.website.readOnly')}</p> : null}
      <div aria-live="polite">
        {savedText ? (
          <p ref={savedRef} tabIndex={-1} className={styles.success}>
            {savedText}
          </p>
        ) : null}
      </div>
      <form
        aria-labelledby={`${id}-origins-title`}
        noValidate
        className={styles.stack}
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          if (!readOnly && !saving) onSaveOrigins(lines(originsText));
        }}
      >
        <h2 id={`${id}-origins-title`} className={styles.subheading}>
          {t('console.website.origins.title')}
        </h2>
        {summary(originErrors, originErrorCount, originSummary)}
        {field(originErrors, 'origins', 'console.website.origins.label', originsText, setOriginsText, {
          hint: 'console.website.origins.hint',
          multiline: true,
        })}
        {readOnly ? null : (
          <div className={styles.actions}>
            <button type="submit" className={s.button} aria-disabled={saving !== null || undefined}>
              {t('console.website.origins.save')}
            </button>
          </div>
        )}
      </form>

      <form
        aria-labelledby={`${id}-scripts-title`}
        noValidate
        className={styles.stack}
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          if (!readOnly && !saving) onSaveScripts(bodyOf(draft));
        }}
      >
        <h2 id={`${id}-scripts-title`} className={styles.subheading}>
          {t('console.website.scripts.title')}
        </h2>
        {summary(scriptErrors, scriptErrorCount, scriptSummary)}
        <fieldset className={s.fieldset}>
          <legend className={s.legend}>{t('console.website.analytics.title')}</legend>
          {field(
            scriptErrors,
            'analytics_id',
            'console.website.analyticsId',
            draft.analytics_id,
            (analytics_id) => setDraft((d) => ({ ...d, analytics_id })),
            { hint: 'console.website.analyticsIdHint' },
          )}
          {field(
            scriptErrors,
            'ga4_ids',
            'console.website.ga4Ids',
            draft.ga4_ids,
            (ga4_ids) => setDraft((d) => ({ ...d, ga4_ids })),
            { multiline: true },
          )}
          {field(
            scriptErrors,
            'pixel_url',
            'console.website.pixel',
            draft.pixel_url,
            (pixel_url) => setDraft((d) => ({ ...d, pixel_url })),
            { hint: 'console.website.pixelHint' },
          )}
        </fieldset>
        {keyedPart('monitoring', 'console.website.monitoring.title')}
        {keyedPart('experiment', 'console.website.experiment.title')}
        <fieldset className={s.fieldset}>
          <legend className={s.legend}>{t('console.website.chat.title')}</legend>
          <div className={styles.nativeField}>
            <label htmlFor={providerId}>{t('console.website.provider')}</label>
            <select
              id={providerId}
              name="chat.provider"
              className={styles.select}
              disabled={readOnly}
              value={draft.chat.provider}
              aria-invalid={providerErrors.length ? true : undefined}
              aria-describedby={providerErrors.length ? `${providerId}-error` : undefined}
              onChange={(e) => setPart('chat', { provider: e.target.value })}
            >
              <option value="">{t('console.website.providerNone')}</option>
              {CHAT_PROVIDERS.map((provider) => (
                <option key={provider} value={provider}>
                  {t('console.website.providerName', { provider })}
                </option>
              ))}
              {draft.chat.provider && !(CHAT_PROVIDERS as readonly string[]).includes(draft.chat.provider) ? (
                <option value={draft.chat.provider}>{draft.chat.provider}</option>
              ) : null}
            </select>
            {providerErrors.length ? (
              <p className={styles.fieldError} id={`${providerId}-error`}>
                {providerErrors.join(' ')}
              </p>
            ) : null}
          </div>
          {field(
            scriptErrors,
            'chat.url',
            'console.website.url',
            draft.chat.url,
            (url) => setPart('chat', { url }),
            {
              hint: 'console.website.urlHint',
            },
          )}
          {field(scriptErrors, 'chat.account', 'console.website.account', draft.chat.account, (account) =>
            setPart('chat', { account }),
          )}
        </fieldset>
        <fieldset className={s.fieldset}>
          <legend className={s.legend}>{t('console.website.survey.title')}</legend>
          {field(
            scriptErrors,
            'survey.url',
            'console.website.url',
            draft.survey.url,
            (url) => setPart('survey', { url }),
            {
              hint: 'console.website.urlHint',
            },
          )}
        </fieldset>
        {readOnly ? null : (
          <div className={styles.actions}>
            <button type="submit" className={s.button} aria-disabled={saving !== null || undefined}>
              {t('console.website.scripts.save')}
            </button>
          </div>
        )}
      </form>
    </div>
  );
}
