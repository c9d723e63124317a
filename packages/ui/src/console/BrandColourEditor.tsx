import type { StorefrontSettings } from '@storefront/domain';
import {
  type ContrastPair,
  contrastPairs,
  contrastRatio,
  DerivedThemeProvider,
  deriveDealerTheme,
  normalizeHex,
  type ThemeColors,
} from '@storefront/theme';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './Console.css.ts';
import * as s from './Settings.css.ts';
import { useSettingsText } from './settingsMessages.ts';

export type BrandColours = StorefrontSettings['theme'];

/** The colours typed as `#RRGGBB`, in the editor's order. */
export const BRAND_COLOUR_FIELDS = [
  'button_cta_color',
  'header_background_color',
  'header_elements_color',
] as const;
export type BrandColourField = (typeof BRAND_COLOUR_FIELDS)[number];

export type BrandColourEditorProps = {
  /** The colours as saved or being edited. */
  readonly value: BrandColours;
  readonly onChange: (next: BrandColours) => void;
  /** The server's refusals by field (`button_cta_color`...). */
  readonly errors?: Readonly<Partial<Record<keyof BrandColours, string>>>;
  /** The dealer's name in the preview's header. */
  readonly dealerName?: string;
  /** The id of a colour's text input (a form's error list links to it); the editor's own by default. */
  readonly inputId?: (field: BrandColourField) => string;
};

const FIELDS = [
  ['button_cta_color', 'settings.colours.cta'],
  ['header_background_color', 'settings.colours.headerBackground'],
  ['header_elements_color', 'settings.colours.headerElements'],
] as const;

/** The pairs a dealer's colours decide, by the name the screen gives them. */
const KEY_PAIRS: readonly [string, string][] = [
  ['button', 'brand.text/brand.base'],
  ['header', 'header.text/header.background'],
  ['headerCta', 'headerCta.text/headerCta.base'],
  ['link', 'brand.onSurface/surface'],
  ['focus', 'focus/surface'],
];

function keyPairs(color: ThemeColors): { name: string; pair: ContrastPair }[] {
  const all = contrastPairs(color);
  return KEY_PAIRS.flatMap(([name, id]) => {
    const pair = all.find((p) => p.id === id);
    return pair ? [{ name, pair }] : [];
  });
}

/**
 * The dealer's brand colours with the theme derivation's live preview (a header, a button, a link
 * in the derived theme) and its contrast guarantees: the ratio of each pair the colours decide
 * against its WCAG AA minimum, and how many of all the storefront's pairs pass. A colour that is not
 * `#rgb`/`#rrggbb` is marked invalid and the preview keeps the last valid one.
 */
export function BrandColourEditor({
  value,
  onChange,
  errors = {},
  dealerName,
  inputId,
}: BrandColourEditorProps): ReactNode {
  const t = useSettingsText();
  const intl = useIntl();
  // A ratio as the page's language writes it (4.50:1, or 4,50:1 in French), never rounded up to pass.
  const ratioText = (ratio: number) =>
    `${intl.formatNumber(Math.floor(ratio * 100) / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}:1`;
  const id = useId();
  const [drafts, setDrafts] = useState<Record<BrandColourField, string>>({
    button_cta_color: value.button_cta_color,
    header_background_color: value.header_background_color,
    header_elements_color: value.header_elements_color,
  });
  const theme = useMemo(() => deriveDealerTheme(value), [value]);
  const all = contrastPairs(theme.color);
  const passed = all.filter((p) => contrastRatio(p.foreground, p.background) >= p.min).length;
  const adjusted = normalizeHex(value.header_elements_color) !== theme.color.header.text;

  const setColour = (key: BrandColourField, text: string) => {
    setDrafts((d) => ({ ...d, [key]: text }));
    const hex = normalizeHex(text);
    // The text as typed goes to the document (the server says what is wrong with it); the preview
    // keeps the last colour it can derive.
    onChange({ ...value, [key]: hex ? text.trim() : text });
  };

  return (
    <section className={styles.stack} aria-labelledby={`${id}-title`}>
      <h2 className={styles.subheading} id={`${id}-title`}>
        {t('settings.colours.title')}
      </h2>
      <div className={s.split}>
        <div className={styles.stack}>
          {FIELDS.map(([key, label]) => {
            const invalid = normalizeHex(drafts[key]) === null;
            const message = errors[key] ?? (invalid ? t('settings.colours.invalid') : undefined);
            const inputIdOf = inputId?.(key) ?? `${id}-${key}`;
            return (
              <div key={key} className={styles.nativeField}>
                <label htmlFor={inputIdOf}>{t(label)}</label>
                <div className={s.colourRow}>
                  <input
                    type="color"
                    className={s.colourPicker}
                    aria-label={t('settings.colours.picker', { label: t(label) })}
                    value={normalizeHex(drafts[key]) ?? theme.settings[key]}
                    onChange={(e) => setColour(key, e.target.value.toUpperCase())}
                  />
                  <input
                    id={inputIdOf}
                    className={styles.nativeInput}
                    spellCheck={false}
                    autoComplete="off"
                    value={drafts[key]}
                    aria-invalid={message ? true : undefined}
                    aria-describedby={message ? `${inputIdOf}-error` : undefined}
                    onChange={(e) => setColour(key, e.target.value)}
                  />
                </div>
                {message ? (
                  <p className={styles.fieldError} id={`${inputIdOf}-error`}>
                    {message}
                  </p>
                ) : null}
              </div>
            );
          })}
          <label className={s.check}>
            <input
              type="checkbox"
              checked={value.use_alternative_color_for_header_cta}
              onChange={(e) => onChange({ ...value, use_alternative_color_for_header_cta: e.target.checked })}
            />
            {t('settings.colours.altCta')}
          </label>
          {adjusted ? (
            <p className={styles.muted} data-testid="adjusted">
              {t('settings.colours.adjusted', { colour: theme.color.header.text.toUpperCase() })}
            </p>
          ) : null}
        </div>
        <figure className={s.previewFigure} aria-labelledby={`${id}-preview`}>
          <figcaption id={`${id}-preview`} className={s.caption}>
            {t('settings.colours.preview')}
          </figcaption>
          <DerivedThemeProvider theme={theme} className={s.preview}>
            <div className={s.previewHeader}>
              <span className={s.previewDealer}>{dealerName ?? t('settings.colours.previewDealer')}</span>
              <span className={s.previewHeaderCta}>{t('settings.colours.previewButton')}</span>
            </div>
            <div className={s.previewBody}>
              <p className={s.previewHeading}>{t('settings.colours.previewHeading')}</p>
              <p className={s.previewText}>{t('settings.colours.previewText')}</p>
              <span className={s.previewLink}>{t('settings.colours.previewLink')}</span>
              <span className={s.previewButton} data-testid="preview-button">
                {t('settings.colours.previewButton')}
              </span>
            </div>
          </DerivedThemeProvider>
        </figure>
      </div>
      <div className={styles.stack}>
        <h3 className={styles.subheading}>{t('settings.contrast.title')}</h3>
        <p className={styles.muted} data-testid="contrast-summary">
          {t('settings.contrast.summary', { passed, total: all.length })}
        </p>
        {/* Scrolls on its own on a phone; focusable, as it holds no control to reach it by (axe's scrollable-region-focusable). */}
        <section
          className={styles.tableScroll}
          aria-label={t('settings.contrast.title')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region with no control inside is reached by the keyboard to scroll it.
          tabIndex={0}
        >
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  {t('settings.contrast.pair')}
                </th>
                <th scope="col" className={styles.cell}>
                  {t('settings.contrast.sample')}
                </th>
                <th scope="col" className={styles.cell}>
                  {t('settings.contrast.ratio')}
                </th>
                <th scope="col" className={styles.cell}>
                  {t('settings.contrast.required')}
                </th>
                <th scope="col" className={styles.cell}>
                  {t('settings.contrast.result')}
                </th>
              </tr>
            </thead>
            <tbody>
              {keyPairs(theme.color).map(({ name, pair }) => {
                const ratio = contrastRatio(pair.foreground, pair.background);
                const ok = ratio >= pair.min;
                return (
                  <tr key={name}>
                    <th scope="row" className={styles.cell}>
                      {t('settings.contrast.name', { pair: name })}
                    </th>
                    <td className={styles.cell}>
                      {pair.kind === 'text' ? (
                        <span
                          className={s.sample}
                          style={{ color: pair.foreground, background: pair.background }}
                        >
                          Aa
                        </span>
                      ) : (
                        <span
                          className={s.uiSample}
                          style={{ background: pair.background, borderColor: pair.foreground }}
                          aria-hidden="true"
                        />
                      )}
                    </td>
                    <td className={styles.cell}>{ratioText(ratio)}</td>
                    <td className={styles.cell}>{ratioText(pair.min)}</td>
                    <td className={styles.cell}>
                      {ok ? t('settings.contrast.pass') : t('settings.contrast.fail')}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      </div>
    </section>
  );
}
