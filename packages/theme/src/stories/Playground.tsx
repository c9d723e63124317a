import { normalizeHex } from '@storefront/domain';
import type { ReactNode } from 'react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { DealerThemeProvider } from '../DealerThemeProvider.tsx';
import type { NormalizedDealerThemeSettings } from '../derive.ts';
import { deriveDealerTheme } from '../derive.ts';
import { DEALER_THEME_PRESETS, findDealerThemePreset } from '../presets.ts';
import { safeHttpUrl } from '../stylesheets.ts';
import { ContrastTable } from './ContrastTable.tsx';
import type { CustomTheme } from './customTheme.ts';
import { readCustomTheme } from './customTheme.ts';
import { DemoScreen } from './DemoScreen.tsx';
import { button, fieldError, fieldLabel, input } from './demo.css.ts';
import type { MessageId, StoryLocale, Translate } from './messages.ts';
import * as s from './stories.css.ts';

type ColourField = 'button_cta_color' | 'header_background_color' | 'header_elements_color';
const FIELDS: readonly { key: ColourField; label: MessageId }[] = [
  { key: 'button_cta_color', label: 'playground.cta' },
  { key: 'header_background_color', label: 'playground.headerBg' },
  { key: 'header_elements_color', label: 'playground.headerFg' },
];

/** What the preview shows: the applied settings, the preset's dealer name and the logo, if valid. */
export type PlaygroundPreviewProps = {
  readonly settings: NormalizedDealerThemeSettings;
  readonly dealerName: string;
  readonly logoUrl: string | undefined;
  readonly locale: StoryLocale;
  readonly t: Translate;
};

export type PlaygroundProps = {
  readonly t: Translate;
  readonly locale: StoryLocale;
  /** The theme it opens with (a shared link's); the Maple Motors preset by default. */
  readonly initial?: CustomTheme;
  /** Called after every change the user makes (not on load), with the preset and the applied colours. */
  readonly onChange?: (theme: CustomTheme) => void;
  /** The address that opens this theme again; with it, a "Copy link" next to "Copy settings". */
  readonly linkFor?: (theme: CustomTheme) => string;
  /** The screens the theme is previewed on (the kit's components in the kit's Storybook). */
  readonly renderPreview?: (props: PlaygroundPreviewProps) => ReactNode;
};

const demoPreview = ({ t, locale, dealerName, logoUrl }: PlaygroundPreviewProps): ReactNode => (
  <DemoScreen t={t} locale={locale} dealerName={dealerName} logoUrl={logoUrl} />
);

/**
 * Theme playground: pick or paste the three dealer colours and a logo address, watch a representative
 * screen follow, read the contrast ratios and copy the resulting settings as JSON (or a link).
 */
export function Playground({
  t,
  locale,
  initial,
  onChange,
  linkFor,
  renderPreview = demoPreview,
}: PlaygroundProps): ReactNode {
  const id = useId();
  const [start] = useState(() => initial ?? readCustomTheme(undefined));
  const [presetId, setPresetId] = useState(start.presetId);
  const [applied, setApplied] = useState<NormalizedDealerThemeSettings>(start.settings);
  const [drafts, setDrafts] = useState<Record<ColourField, string>>({
    button_cta_color: applied.button_cta_color,
    header_background_color: applied.header_background_color,
    header_elements_color: applied.header_elements_color,
  });
  const [logo, setLogo] = useState('');
  const [copyStatus, setCopyStatus] = useState('');
  const jsonRef = useRef<HTMLTextAreaElement>(null);
  const linkRef = useRef<HTMLInputElement>(null);

  // Report the user's changes (the first render is the opening state, not a change).
  const reported = useRef({ presetId, applied });
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (reported.current.presetId === presetId && reported.current.applied === applied) return;
    reported.current = { presetId, applied };
    onChangeRef.current?.({ presetId, settings: applied });
  }, [presetId, applied]);

  const derived = useMemo(() => deriveDealerTheme(applied), [applied]);
  const logoUrl = safeHttpUrl(logo);
  const logoInvalid = logo.trim() !== '' && logoUrl === null;
  const dealerName = findDealerThemePreset(presetId)?.name ?? 'Storefront';
  const json = JSON.stringify({ ...applied, logo: logoUrl }, null, 2);
  const link = linkFor?.({ presetId, settings: applied });

  const setColour = (key: ColourField, value: string): void => {
    setDrafts((d) => ({ ...d, [key]: value }));
    const hex = normalizeHex(value);
    if (hex !== null) setApplied((a) => ({ ...a, [key]: hex }));
    setCopyStatus('');
  };

  const choosePreset = (value: string): void => {
    const preset = findDealerThemePreset(value);
    if (preset === undefined) return;
    const next = deriveDealerTheme(preset.settings).settings;
    setPresetId(value);
    setApplied(next);
    setDrafts({
      button_cta_color: next.button_cta_color,
      header_background_color: next.header_background_color,
      header_elements_color: next.header_elements_color,
    });
    setCopyStatus('');
  };

  const copy = async (
    text: string,
    field: HTMLTextAreaElement | HTMLInputElement | null,
    done: MessageId,
  ): Promise<void> => {
    try {
      await navigator.clipboard.writeText(text);
      setCopyStatus(t(done));
    } catch {
      field?.select();
      setCopyStatus(t('playground.copyFailed'));
    }
  };

  return (
    <div className={s.page}>
      <h2 className={s.heading}>{t('playground.title')}</h2>
      <p className={s.muted}>{t('playground.intro')}</p>
      <div className={s.playground}>
        <form className={s.controls} onSubmit={(e) => e.preventDefault()} aria-label={t('playground.title')}>
          <div>
            <label className={fieldLabel} htmlFor={`${id}-preset`}>
              {t('playground.preset')}
            </label>
            <select
              className={input()}
              id={`${id}-preset`}
              value={presetId}
              onChange={(e) => choosePreset(e.target.value)}
            >
              {DEALER_THEME_PRESETS.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.city ? `${p.name} (${p.city})` : p.name}
                </option>
              ))}
            </select>
          </div>

          {FIELDS.map(({ key, label }) => {
            const invalid = normalizeHex(drafts[key]) === null;
            return (
              <div key={key}>
                <label className={fieldLabel} htmlFor={`${id}-${key}`}>
                  {t(label)}
                </label>
                <div className={s.colourRow}>
                  <input
                    type="color"
                    className={s.colourPicker}
                    aria-label={t('playground.picker', { label: t(label) })}
                    value={applied[key]}
                    onChange={(e) => setColour(key, e.target.value)}
                  />
                  <input
                    className={input({ invalid })}
                    id={`${id}-${key}`}
                    name={key}
                    spellCheck={false}
                    autoComplete="off"
                    value={drafts[key]}
                    aria-invalid={invalid}
                    aria-describedby={invalid ? `${id}-${key}-error` : undefined}
                    onChange={(e) => setColour(key, e.target.value)}
                  />
                </div>
                {invalid ? (
                  <span className={fieldError} id={`${id}-${key}-error`}>
                    {t('playground.colourInvalid')}
                  </span>
                ) : null}
              </div>
            );
          })}

          <div className={s.row}>
            <input
              type="checkbox"
              id={`${id}-alt`}
              checked={applied.use_alternative_color_for_header_cta}
              onChange={(e) =>
                setApplied((a) => ({ ...a, use_alternative_color_for_header_cta: e.target.checked }))
              }
            />
            <label htmlFor={`${id}-alt`}>{t('playground.altCta')}</label>
          </div>

          <div>
            <label className={fieldLabel} htmlFor={`${id}-logo`}>
              {t('playground.logo')}
            </label>
            <input
              className={input({ invalid: logoInvalid })}
              id={`${id}-logo`}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={logo}
              aria-invalid={logoInvalid}
              aria-describedby={logoInvalid ? `${id}-logo-error` : undefined}
              onChange={(e) => setLogo(e.target.value)}
            />
            {logoInvalid ? (
              <span className={fieldError} id={`${id}-logo-error`}>
                {t('playground.logoInvalid')}
              </span>
            ) : null}
          </div>

          {derived.color.header.text !== applied.header_elements_color ? (
            <p className={s.muted} data-testid="adjusted">
              {t('playground.adjusted', { value: derived.color.header.text })}
            </p>
          ) : null}

          {link === undefined ? null : (
            <div>
              <label className={fieldLabel} htmlFor={`${id}-link`}>
                {t('playground.link')}
              </label>
              <input
                className={input()}
                id={`${id}-link`}
                ref={linkRef}
                readOnly
                value={link}
                aria-describedby={`${id}-link-hint`}
              />
              <span className={s.muted} id={`${id}-link-hint`}>
                {t('playground.toolbarHint')}
              </span>
            </div>
          )}

          <div>
            <label className={fieldLabel} htmlFor={`${id}-json`}>
              {t('playground.json')}
            </label>
            <textarea className={s.jsonBox} id={`${id}-json`} ref={jsonRef} readOnly value={json} />
          </div>
          <div className={s.row}>
            <button
              type="button"
              className={button({ tone: 'brand' })}
              onClick={() => void copy(json, jsonRef.current, 'playground.copied')}
            >
              {t('playground.copy')}
            </button>
            {link === undefined ? null : (
              <button
                type="button"
                className={button({ tone: 'brand' })}
                onClick={() => void copy(link, linkRef.current, 'playground.linkCopied')}
              >
                {t('playground.copyLink')}
              </button>
            )}
            <p role="status" className={s.muted}>
              {copyStatus}
            </p>
          </div>
        </form>

        <div className={s.stack}>
          <h3 className={s.subheading}>{t('playground.preview')}</h3>
          <DealerThemeProvider settings={applied}>
            {renderPreview({ settings: applied, dealerName, logoUrl: logoUrl ?? undefined, locale, t })}
          </DealerThemeProvider>
        </div>
      </div>
      <section aria-label={t('playground.contrast')}>
        <ContrastTable color={derived.color} t={t} />
      </section>
    </div>
  );
}
