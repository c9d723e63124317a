import {
  CONSENT_LEVELS,
  CREDIT_APPLICATION_SYSTEMS,
  type Locale,
  type LocaleText,
  parseRateText,
  type SettingsFlow,
  type StorefrontSettings,
  TRADE_IN_SYSTEMS,
} from '@storefront/domain';
import { normalizeHex } from '@storefront/theme';
import { type FormEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { BRAND_COLOUR_FIELDS, BrandColourEditor } from './BrandColourEditor.tsx';
import * as styles from './Console.css.ts';
import * as s from './Settings.css.ts';
import { useSettingsText } from './settingsMessages.ts';
import { parseAmountToCents } from './TradeInInbox.tsx';

/** The server's field errors (`{'payment.finance.rates.0.apr': [message]}`). */
export type SettingsErrors = Readonly<Record<string, readonly string[]>>;

export type StorefrontSettingsFormProps = {
  /** The settings as read (the form starts from them; give it a `key` of their version to start over). */
  readonly settings: StorefrontSettings;
  /** The dealer's locales: a text is asked in each. */
  readonly locales: readonly Locale[];
  readonly onSave: (next: StorefrontSettings) => void;
  readonly errors?: SettingsErrors;
  readonly saving?: boolean;
  /** The version just saved (the message takes focus). */
  readonly savedVersion?: number | null;
  /**
   * Someone else saved first (the save was refused, 412): the version they saved and the parts they
   * changed. The form keeps what was typed; saving again is the page's "save over theirs", and
   * `onLoadLatest` drops the edits for their version. `true` (as before these were given): the
   * settings shown were reloaded, said without the choice.
   */
  readonly conflict?: boolean | { readonly version: number; readonly changed: readonly string[] } | null;
  /** After a conflict: load the other staff member's version, dropping this form's edits. */
  readonly onLoadLatest?: () => void;
  /** Whether the form holds changes not saved yet (a rollback asks before dropping them). */
  readonly onDirtyChange?: (dirty: boolean) => void;
  readonly dealerName?: string;
  /** The dealer's currency, for the amounts. */
  readonly currency: string;
  /** Shown, not changed (a sales manager reads the settings; admins change them). */
  readonly readOnly?: boolean;
  /**
   * Uploads a logo's file (a `data:` URL): its URL to save in the settings, or a rejection whose
   * message (the server's, in the page's language) is the field's error. Without it, no upload.
   */
  readonly onUploadLogo?: (file: string) => Promise<string>;
};

/** The largest logo the server keeps (its check is the server's; this one spares the upload). */
const MAX_LOGO_BYTES = 56 * 1024;

/** A file as a `data:` URL. */
const dataUrlOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

const CONDITIONS = ['new', 'used', 'cpo'] as const;
const FREQUENCIES = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const;
/** The map template's placeholders, shown as they are typed (not message arguments). */
const MAP_PLACEHOLDERS = {
  lat: '{lat}',
  lng: '{lng}',
  zoom: '{zoom}',
  width: '{width}',
  height: '{height}',
} as const;
/** The flows a dealer chooses between (the older transactional one is shown only to a dealer that has it). */
const FLOWS = ['checkout', 'modular'] as const;

/**
 * The deal's sections in their order, as the server makes them of the flow's systems and the deposit
 * setting (`dealerSections` of the server's steps module): build and price first, the appointment last.
 */
export function dealSections(flow: SettingsFlow, deposit: boolean): string[] {
  return [
    'build-and-price',
    ...(flow.trade_in_system ? ['trade-in'] : []),
    ...(flow.credit_application_system !== 'NULL' ? ['credit-app'] : []),
    ...(deposit ? ['deposit'] : []),
    'appointment',
  ];
}
type Rate = StorefrontSettings['payment']['finance']['rates'][number];
type TableName = 'finance' | 'lease';

/** The rates sent for a table: the known ones for the terms offered in their order, then the new ones. */
function rateRows(
  rates: readonly Rate[],
  terms: readonly number[],
  texts: Record<string, string>,
  /** A rate as the page's language writes it (7.49, or 7,49 in French). */
  rateText: (apr: number) => string,
) {
  const conditions = CONDITIONS.filter((c) => rates.some((r) => r.condition === c));
  const rows: { condition: Rate['condition']; term: number; text: string }[] = [];
  for (const r of rates) {
    if (terms.includes(r.term))
      rows.push({
        condition: r.condition,
        term: r.term,
        text: texts[`${r.condition}/${r.term}`] ?? rateText(r.apr),
      });
  }
  for (const term of terms) {
    for (const condition of conditions) {
      if (!rows.some((r) => r.condition === condition && r.term === term))
        rows.push({ condition, term, text: texts[`${condition}/${term}`] ?? '' });
    }
  }
  return { conditions, rows };
}

/** A rate typed in a cell (`4.5`, `4,5 %`: the server reads it alike), within the schema's bounds, or null. */
const parseRate = (text: string): number | null => {
  const rate = parseRateText(text);
  return rate !== null && rate <= 99.99 ? rate : null;
};

/**
 * The terms typed (`36, 48, 60`): 1 to 20 whole numbers of months from 1 to 120, or null when they
 * are not (an entry that is no term is refused, not left out).
 */
function parseTerms(text: string): number[] | null {
  const tokens = text.split(/[,;\s]+/).filter(Boolean);
  const terms = tokens.map((token) => (/^\d{1,3}$/.test(token) ? Number(token) : Number.NaN));
  return terms.length >= 1 && terms.length <= 20 && terms.every((n) => n >= 1 && n <= 120) ? terms : null;
}

/** An amount as typed, with the language it was typed in (the console's language can change meanwhile). */
type AmountText = { readonly text: string; readonly locale: Locale };

/** What the form's controls hold as typed. */
type Inputs = {
  readonly draft: StorefrontSettings;
  readonly rateTexts: Record<TableName, Record<string, string>>;
  readonly termTexts: Record<TableName, string>;
  /** The amounts typed, by path (one not typed is the draft's, written in the page's language). */
  readonly amountTexts: Record<string, AmountText>;
  readonly originsText: string;
};

/** The amount of the draft at a path of the form's amounts (a fee's, the deposit's, its cancellation fee). */
function draftCents(draft: StorefrontSettings, path: string): number {
  const { deposit, fees } = draft.payment;
  if (path === 'payment.deposit.amount_cents') return deposit.amount_cents;
  if (path === 'payment.deposit.cancellation_fee_cents') return deposit.cancellation_fee_cents;
  return fees[Number(path.split('.')[2])]?.amount_cents ?? 0;
}

/** An amount typed, read in the language it was typed in (`699,00` in French, `699.00` in English). */
const typedCents = (typed: AmountText): number | null => parseAmountToCents(typed.text, typed.locale);

const centsText = (cents: number, locale: string) =>
  new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(cents / 100);

/**
 * The text of an amount's input in the page's language: the draft's amount, or what was typed (in
 * another language, written again in this one when it is an amount).
 */
function amountText(draft: StorefrontSettings, typed: AmountText | undefined, path: string, locale: Locale) {
  if (!typed) return centsText(draftCents(draft, path), locale);
  if (typed.locale === locale) return typed.text;
  const cents = typedCents(typed);
  return cents === null ? typed.text : centsText(cents, locale);
}

/** Why a text is refused before sending: the message of each. */
type Refusal = 'amount' | 'rate' | 'terms' | 'colour';

/**
 * The document the inputs make, and the fields whose text is not a value (by the server's field
 * paths). What was typed is left as it is: a refused field keeps its text.
 */
function buildDocument(
  inputs: Inputs,
  rateText: (apr: number) => string,
): { readonly next: StorefrontSettings; readonly refused: Readonly<Record<string, Refusal>> } {
  const { draft, rateTexts, termTexts, amountTexts, originsText } = inputs;
  const refused: Record<string, Refusal> = {};
  const amount = (path: string): number => {
    const typed = amountTexts[path];
    if (!typed) return draftCents(draft, path);
    const cents = typedCents(typed);
    if (cents === null) refused[path] = 'amount';
    return cents ?? 0;
  };
  const table = (name: TableName) => {
    const typed = parseTerms(termTexts[name]);
    if (typed === null) refused[`payment.${name}.terms`] = 'terms';
    const terms = typed ?? termsIn(termTexts[name]);
    const { rows } = rateRows(draft.payment[name].rates, terms, rateTexts[name], rateText);
    return {
      terms,
      default_term: terms.includes(draft.payment[name].default_term)
        ? draft.payment[name].default_term
        : (terms[0] ?? draft.payment[name].default_term),
      rates: rows.map((r, i) => {
        const apr = parseRate(r.text);
        if (apr === null) refused[`payment.${name}.rates.${i}.apr`] = 'rate';
        return { condition: r.condition, term: r.term, apr: apr ?? 0 };
      }),
    };
  };
  for (const field of BRAND_COLOUR_FIELDS) {
    if (normalizeHex(draft.theme[field]) === null) refused[`theme.${field}`] = 'colour';
  }
  const next: StorefrontSettings = {
    ...draft,
    payment: {
      ...draft.payment,
      finance: table('finance'),
      lease: table('lease'),
      fees: draft.payment.fees.map((f, i) => ({
        ...f,
        amount_cents: amount(`payment.fees.${i}.amount_cents`),
      })),
      deposit: {
        ...draft.payment.deposit,
        amount_cents: amount('payment.deposit.amount_cents'),
        cancellation_fee_cents: amount('payment.deposit.cancellation_fee_cents'),
      },
    },
    embedding_origins: originsText
      .split('\n')
      .map((o) => o.trim())
      .filter(Boolean),
  };
  // The map's template trimmed; empty, none (no map on the appointment page).
  const { static_map_url_template: typedMap, ...withoutMap } = next;
  const map = typedMap?.trim();
  return { next: map ? { ...withoutMap, static_map_url_template: map } : withoutMap, refused };
}

/** The terms of a text that are terms (the table shows their rows while the text is being typed). */
const termsIn = (text: string): number[] =>
  text
    .split(/[,;\s]+/)
    .filter(Boolean)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 120);

/**
 * The dealer's storefront settings as one form: brand colours (with the live preview and contrast
 * guarantees), custom copy and disclaimers in each of the dealer's locales, payment settings (the
 * frequencies, each table's terms and rates, fees), the deposit's amount and mode, the embedding
 * origins. Saving sends the whole document; a text that is no value (an amount, a rate, terms, a
 * colour) is refused before sending. A refusal of a field, the form's or the server's, is that field's
 * (marked invalid and described) and listed in an error summary that takes focus (GOV.UK's pattern):
 * each error a link to its field's control, which following it focuses.
 */
export function StorefrontSettingsForm({
  settings,
  locales,
  onSave,
  errors = {},
  saving = false,
  savedVersion = null,
  conflict = null,
  onLoadLatest,
  onDirtyChange,
  dealerName,
  currency,
  readOnly = false,
  onUploadLogo,
}: StorefrontSettingsFormProps): ReactNode {
  const t = useSettingsText();
  const intl = useIntl();
  const rateText = (apr: number) => intl.formatNumber(apr, { maximumFractionDigits: 3, useGrouping: false });
  const id = useId();
  const [draft, setDraft] = useState<StorefrontSettings>(settings);
  const [rateTexts, setRateTexts] = useState<Record<TableName, Record<string, string>>>({
    finance: {},
    lease: {},
  });
  const [termTexts, setTermTexts] = useState<Record<TableName, string>>({
    finance: settings.payment.finance.terms.join(', '),
    lease: settings.payment.lease.terms.join(', '),
  });
  // Only what was typed: an amount not typed is shown in the page's language, whichever it is now.
  const [amountTexts, setAmountTexts] = useState<Record<string, AmountText>>({});
  // Entries have no identity of their own while edited: each gets a key when it appears.
  const lastKey = useRef(0);
  const newKey = () => {
    lastKey.current += 1;
    return lastKey.current;
  };
  const [copyKeys, setCopyKeys] = useState<number[]>(() => settings.custom_copy.map(() => newKey()));
  const [disclaimerKeys, setDisclaimerKeys] = useState<number[]>(() =>
    settings.disclaimers.map(() => newKey()),
  );
  const [originsText, setOriginsText] = useState(settings.embedding_origins.join('\n'));
  const [localErrors, setLocalErrors] = useState<Record<string, string[]>>({});
  // A refused upload (a logo too large): its field's message only, never "The settings were not saved"
  // before Save was pressed (found in a staff trial); nothing of the document waits on it.
  const [uploadErrors, setUploadErrors] = useState<Record<string, string[]>>({});
  const alertRef = useRef<HTMLDivElement>(null);
  const savedRef = useRef<HTMLParagraphElement>(null);
  const conflictRef = useRef<HTMLDivElement>(null);
  /** The save's refusals (the server's, and this form's at the save attempt): the error summary's. */
  const saveErrors: SettingsErrors = { ...errors, ...localErrors };
  const allErrors: SettingsErrors = { ...uploadErrors, ...saveErrors };
  const messages = Object.values(saveErrors).flat();
  const inputs: Inputs = { draft, rateTexts, termTexts, amountTexts, originsText };
  const locale = intl.locale as Locale;
  // Unsaved: what saving would send differs from what the untouched form would (or a text is refused).
  const [untouched] = useState(() => JSON.stringify(buildDocument(inputs, rateText)));
  const dirty = JSON.stringify(buildDocument(inputs, rateText)) !== untouched;
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);

  useEffect(() => {
    if (Object.keys(errors).length) alertRef.current?.focus();
  }, [errors]);
  useEffect(() => {
    if (savedVersion !== null) savedRef.current?.focus();
  }, [savedVersion]);
  // Someone else saved first: the message takes focus, as every other save result does.
  const conflictVersion = typeof conflict === 'object' ? (conflict?.version ?? null) : conflict ? 0 : null;
  useEffect(() => {
    if (conflictVersion !== null) conflictRef.current?.focus();
  }, [conflictVersion]);

  const errorOf = (path: string): string | undefined => allErrors[path]?.[0];
  /** The id of the control of a field (by the server's path of the field), which the error list links to. */
  const fieldId = (path: string) => `${id}-${path.replace(/[^a-zA-Z0-9_-]/g, '_')}`;
  /** Props of a control with its error: marked invalid and described by the message's id. */
  const invalidProps = (path: string) => {
    const message = errorOf(path);
    return message ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(path)}-error` } : {};
  };
  const errorText = (path: string) => {
    const message = errorOf(path);
    return message ? (
      <p className={styles.fieldError} id={`${fieldId(path)}-error`}>
        {message}
      </p>
    ) : null;
  };
  const setPayment = (change: Partial<StorefrontSettings['payment']>) =>
    setDraft((d) => ({ ...d, payment: { ...d.payment, ...change } }));

  const termsOf = (table: TableName): number[] => termsIn(termTexts[table]);

  /**
   * The label of a field by its path, for the list of errors (found in a staff trial: a message such
   * as "Expected number." named no field). Null for an error of the whole document.
   */
  const labelOf = (path: string): string | null => {
    const [head, second, third, fourth] = path.split('.');
    const number = Number(second) + 1;
    switch (head) {
      case 'theme':
        return second === 'button_cta_color'
          ? t('settings.colours.cta')
          : second === 'header_background_color'
            ? t('settings.colours.headerBackground')
            : second === 'header_elements_color'
              ? t('settings.colours.headerElements')
              : t('settings.colours.title');
      case 'custom_copy':
      case 'disclaimers': {
        const copy = head === 'custom_copy';
        const entry = t(copy ? 'settings.copy.entry' : 'settings.disclaimers.entry', { number });
        if (third === 'id') return `${entry}, ${t('settings.copy.id')}`;
        if (third === 'superscript') return `${entry}, ${t('settings.disclaimers.superscript')}`;
        if (third === 'text' && fourth)
          return `${entry}, ${t(copy ? 'settings.copy.text' : 'settings.disclaimers.text', { locale: fourth })}`;
        return Number.isNaN(number) ? t(copy ? 'settings.copy.title' : 'settings.disclaimers.title') : entry;
      }
      case 'embedding_origins':
        return Number.isNaN(number) ? t('settings.embedding.title') : t('settings.field.origin', { number });
      case 'static_map_url_template':
        return t('settings.map.label');
      case 'consents': {
        const consent = draft.consents?.[Number(second)];
        if (!consent) return t('settings.consents.title');
        const name = t('settings.consents.name', { key: consent.key });
        if (third === 'level') return `${name}, ${t('settings.consents.level')}`;
        if (third === 'text' && fourth) return `${name}, ${t('settings.consents.text', { locale: fourth })}`;
        return name;
      }
      case 'logos':
        return t('settings.logos.slot', { slot: second === 'secondary' ? 'secondary' : 'primary' });
      case 'flow':
        return second === 'trade_in_system'
          ? t('settings.flow.tradeIn')
          : second === 'credit_application_system'
            ? t('settings.flow.credit')
            : second === 'vdp_flow'
              ? t('settings.flow.field')
              : t('settings.flow.title');
      case 'payment':
        break;
      default:
        return null;
    }
    if (second === 'frequencies') return t('settings.payment.frequencies');
    if (second === 'default_frequency') return t('settings.payment.defaultFrequency');
    if (second === 'deposit')
      return third === 'cancellation_fee_cents'
        ? t('settings.deposit.cancellationFee')
        : third === 'amount_cents'
          ? t('settings.deposit.amount')
          : t('settings.deposit.title');
    if (second === 'fees') {
      const fee = draft.payment.fees[Number(third)];
      return fee ? feeName(fee) : t('settings.payment.fees');
    }
    if (second === 'finance' || second === 'lease') {
      const table = second;
      if (third === 'terms') return t('settings.field.terms', { table });
      if (third === 'default_term') return t('settings.field.defaultTerm', { table });
      if (third === 'rates' && fourth !== undefined) {
        const { rows } = rateRows(draft.payment[table].rates, termsOf(table), rateTexts[table], rateText);
        const row = rows[Number(fourth)];
        if (row)
          return t('settings.field.rate', {
            table,
            condition: t('settings.payment.condition', { condition: row.condition }),
            term: row.term,
          });
      }
      return t('settings.field.rates', { table });
    }
    return t('settings.payment.title');
  };
  /**
   * A fee's name in the page's language: its locale's, else another of the same language (en-CA for
   * en-US), else the first the dealer gives, else its code.
   */
  const feeName = (fee: StorefrontSettings['payment']['fees'][number]): string => {
    const language = locale.slice(0, 2);
    const named = [locale, ...locales.filter((l) => l.startsWith(language)), ...locales].find(
      (l) => fee.name[l],
    );
    return (named && fee.name[named]) || fee.code;
  };

  /**
   * The control an error of a field is corrected in (by its path, as `fieldId` names it), for the
   * error list's link: the field's own, else the first of its part (a list's first entry, or its
   * "Add" button when it has none). Null for an error of the whole document.
   */
  const controlOf = (path: string): string | null => {
    const [head, second, third, fourth] = path.split('.');
    const index = Number(third);
    switch (head) {
      case 'theme':
        return `theme.${BRAND_COLOUR_FIELDS.find((f) => f === second) ?? BRAND_COLOUR_FIELDS[0]}`;
      case 'custom_copy':
      case 'disclaimers': {
        const entry = Number(second);
        const count = head === 'custom_copy' ? draft.custom_copy.length : draft.disclaimers.length;
        if (!(entry >= 0 && entry < count)) return `${head}.add`;
        if (third === 'text' && locales.some((l) => l === fourth)) return path;
        return `${head}.${entry}.${head === 'custom_copy' ? 'id' : 'superscript'}`;
      }
      case 'embedding_origins':
        return 'embedding_origins';
      case 'static_map_url_template':
        return 'static_map_url_template';
      case 'consents': {
        const entry = Number(second);
        if (!(entry >= 0 && entry < (draft.consents?.length ?? 0))) return null;
        if (third === 'level') return `consents.${entry}.level`;
        return `consents.${entry}.text.${locales.some((l) => l === fourth) ? fourth : locales[0]}`;
      }
      case 'logos':
        return `logos.${second === 'secondary' ? 'secondary' : 'primary'}`;
      case 'flow':
        return second === 'trade_in_system' || second === 'credit_application_system'
          ? `flow.${second}`
          : 'flow.vdp_flow';
      case 'payment':
        break;
      default:
        return null;
    }
    if (second === 'default_frequency') return path;
    if (second === 'deposit')
      return third === 'amount_cents' || third === 'cancellation_fee_cents' || third === 'mode'
        ? `payment.deposit.${third}`
        : 'payment.deposit.enabled';
    if (second === 'fees' && draft.payment.fees.length)
      return `payment.fees.${index >= 0 && index < draft.payment.fees.length ? index : 0}.amount_cents`;
    if (second === 'finance' || second === 'lease') {
      if (third === 'default_term') return path;
      const { rows } = rateRows(draft.payment[second].rates, termsOf(second), rateTexts[second], rateText);
      const row = Number(fourth);
      if (third === 'rates' && rows.length)
        return `payment.${second}.rates.${row < rows.length ? row : 0}.apr`;
      return `payment.${second}.terms`;
    }
    return 'payment.frequencies';
  };
  /** Following an error's link: its control takes focus, its label scrolled into view (GOV.UK's error summary). */
  const focusControl = (event: MouseEvent<HTMLAnchorElement>, controlId: string) => {
    const control = document.getElementById(controlId);
    if (!control) return;
    event.preventDefault();
    const label =
      control instanceof HTMLInputElement ||
      control instanceof HTMLTextAreaElement ||
      control instanceof HTMLSelectElement
        ? control.labels?.[0]
        : undefined;
    (label ?? control).scrollIntoView({ block: 'center' });
    control.focus({ preventScroll: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving || readOnly) return;
    const { next, refused } = buildDocument(inputs, rateText);
    const local: Record<string, string[]> = {};
    for (const [path, why] of Object.entries(refused)) {
      local[path] = [
        t(
          why === 'amount'
            ? 'settings.deposit.badAmount'
            : why === 'rate'
              ? 'settings.payment.badRate'
              : why === 'colour'
                ? 'settings.colours.invalid'
                : 'settings.payment.badTerms',
        ),
      ];
    }
    setLocalErrors(local);
    if (Object.keys(local).length) {
      requestAnimationFrame(() => alertRef.current?.focus());
      return;
    }
    onSave(next);
  };

  const localeFields = (
    path: string,
    text: LocaleText,
    label: 'settings.copy.text' | 'settings.disclaimers.text',
    onText: (next: LocaleText) => void,
  ) =>
    locales.map((locale) => (
      <div key={locale} className={styles.nativeField}>
        <label htmlFor={fieldId(`${path}.${locale}`)}>{t(label, { locale })}</label>
        <textarea
          id={fieldId(`${path}.${locale}`)}
          lang={locale}
          className={`${styles.nativeInput} ${s.textarea}`}
          value={text[locale] ?? ''}
          {...invalidProps(`${path}.${locale}`)}
          onChange={(e) => onText({ ...text, [locale]: e.target.value })}
        />
        {errorText(`${path}.${locale}`)}
      </div>
    ));

  const rateTable = (name: TableName) => {
    const terms = termsOf(name);
    const { conditions, rows } = rateRows(draft.payment[name].rates, terms, rateTexts[name], rateText);
    if (conditions.length === 0) return null;
    return (
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>
          {t(name === 'finance' ? 'settings.payment.finance' : 'settings.payment.lease')}
        </legend>
        <div className={styles.nativeField}>
          <label htmlFor={fieldId(`payment.${name}.terms`)}>{t('settings.payment.terms')}</label>
          <input
            id={fieldId(`payment.${name}.terms`)}
            className={styles.nativeInput}
            inputMode="numeric"
            value={termTexts[name]}
            {...invalidProps(`payment.${name}.terms`)}
            onChange={(e) => setTermTexts((all) => ({ ...all, [name]: e.target.value }))}
          />
          {errorText(`payment.${name}.terms`)}
        </div>
        <div className={styles.nativeField}>
          <label htmlFor={fieldId(`payment.${name}.default_term`)}>{t('settings.payment.defaultTerm')}</label>
          <select
            id={fieldId(`payment.${name}.default_term`)}
            className={styles.select}
            value={draft.payment[name].default_term}
            onChange={(e) =>
              setPayment({ [name]: { ...draft.payment[name], default_term: Number(e.target.value) } })
            }
          >
            {terms.map((term) => (
              <option key={term} value={term}>
                {t('settings.payment.months', { term })}
              </option>
            ))}
          </select>
        </div>
        <div className={s.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  {t('settings.payment.term')}
                </th>
                {conditions.map((c) => (
                  <th key={c} scope="col" className={styles.cell}>
                    {t('settings.payment.condition', { condition: c })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {terms.map((term) => (
                <tr key={term}>
                  <th scope="row" className={styles.cell}>
                    {t('settings.payment.months', { term })}
                  </th>
                  {conditions.map((condition) => {
                    const index = rows.findIndex((r) => r.condition === condition && r.term === term);
                    const path = `payment.${name}.rates.${index}.apr`;
                    return (
                      <td key={condition} className={styles.cell}>
                        <input
                          id={fieldId(path)}
                          className={`${styles.nativeInput} ${s.rateInput}`}
                          inputMode="decimal"
                          aria-label={t('settings.payment.rate', {
                            condition: t('settings.payment.condition', { condition }),
                            term,
                          })}
                          value={rows[index]?.text ?? ''}
                          {...invalidProps(path)}
                          onChange={(e) =>
                            setRateTexts((all) => ({
                              ...all,
                              [name]: { ...all[name], [`${condition}/${term}`]: e.target.value },
                            }))
                          }
                        />
                        {errorText(path)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {errorText(`payment.${name}.rates`)}
      </fieldset>
    );
  };

  const amountField = (path: string, label: string) => (
    <div className={styles.nativeField}>
      <label htmlFor={fieldId(path)}>{label}</label>
      <input
        id={fieldId(path)}
        className={styles.nativeInput}
        inputMode="decimal"
        value={amountText(draft, amountTexts[path], path, locale)}
        {...invalidProps(path)}
        aria-describedby={
          [invalidProps(path)['aria-describedby'], `${id}-currency`].filter(Boolean).join(' ') || undefined
        }
        onChange={(e) => setAmountTexts((all) => ({ ...all, [path]: { text: e.target.value, locale } }))}
      />
      {errorText(path)}
    </div>
  );

  const setFlow = (change: Partial<SettingsFlow>) =>
    setDraft((d) => (d.flow ? { ...d, flow: { ...d.flow, ...change } } : d));
  /**
   * The deal's flow (linear or modular) and the systems its trade-in and credit application sections
   * come from, with the sections the deal will have, in their order, as they are chosen.
   */
  const flowFields = (flow: SettingsFlow) => {
    const flows = flow.vdp_flow === 'transactional' ? [...FLOWS, 'transactional' as const] : FLOWS;
    const sections = dealSections(flow, draft.payment.deposit.enabled);
    return (
      <fieldset className={s.fieldset} aria-describedby={`${id}-flow-hint`}>
        <legend className={s.legend}>{t('settings.flow.title')}</legend>
        <p className={styles.muted} id={`${id}-flow-hint`}>
          {t('settings.flow.hint')}
        </p>
        <fieldset className={s.fieldset}>
          <legend className={styles.term}>{t('settings.flow.flow')}</legend>
          {flows.map((type, i) => (
            <label key={type} className={s.check}>
              <input
                type="radio"
                id={i === 0 ? fieldId('flow.vdp_flow') : undefined}
                name={`${id}-flow`}
                value={type}
                checked={flow.vdp_flow === type}
                {...invalidProps('flow.vdp_flow')}
                onChange={() => setFlow({ vdp_flow: type })}
              />
              {t('settings.flow.type', { flow: type })}
            </label>
          ))}
          {errorText('flow.vdp_flow')}
        </fieldset>
        <div className={styles.nativeField}>
          <label htmlFor={fieldId('flow.trade_in_system')}>{t('settings.flow.tradeIn')}</label>
          <select
            id={fieldId('flow.trade_in_system')}
            className={styles.select}
            value={flow.trade_in_system ?? ''}
            {...invalidProps('flow.trade_in_system')}
            onChange={(e) => {
              const system = TRADE_IN_SYSTEMS.find((v) => v === e.target.value) ?? null;
              setFlow({ trade_in_system: system });
            }}
          >
            {[...TRADE_IN_SYSTEMS, ''].map((system) => (
              <option key={system} value={system}>
                {t('settings.flow.tradeInSystem', { system: system || 'none' })}
              </option>
            ))}
          </select>
          {errorText('flow.trade_in_system')}
        </div>
        <div className={styles.nativeField}>
          <label htmlFor={fieldId('flow.credit_application_system')}>{t('settings.flow.credit')}</label>
          <select
            id={fieldId('flow.credit_application_system')}
            className={styles.select}
            value={flow.credit_application_system}
            {...invalidProps('flow.credit_application_system')}
            onChange={(e) => {
              const system = CREDIT_APPLICATION_SYSTEMS.find((v) => v === e.target.value);
              if (system) setFlow({ credit_application_system: system });
            }}
          >
            {CREDIT_APPLICATION_SYSTEMS.map((system) => (
              <option key={system} value={system}>
                {t('settings.flow.creditSystem', { system })}
              </option>
            ))}
          </select>
          {errorText('flow.credit_application_system')}
        </div>
        <p className={styles.term} id={`${id}-sections`}>
          {t('settings.flow.sections')}
        </p>
        <ol aria-labelledby={`${id}-sections`}>
          {sections.map((section) => (
            <li key={section}>{t('settings.flow.section', { section: section.replaceAll('-', '_') })}</li>
          ))}
        </ol>
      </fieldset>
    );
  };

  type Logos = NonNullable<StorefrontSettings['logos']>;
  const setLogo = (slot: keyof Logos, url: string | null) =>
    setDraft((d) => (d.logos ? { ...d, logos: { ...d.logos, [slot]: url } } : d));
  const logoError = (slot: keyof Logos, message: string | null) =>
    setUploadErrors(({ [`logos.${slot}`]: _old, ...rest }) =>
      message ? { ...rest, [`logos.${slot}`]: [message] } : rest,
    );
  const upload = async (slot: keyof Logos, file: File | undefined) => {
    if (!file || !onUploadLogo) return;
    if (file.size > MAX_LOGO_BYTES) return logoError(slot, t('settings.logos.tooLarge'));
    try {
      setLogo(slot, await onUploadLogo(await dataUrlOf(file)));
      logoError(slot, null);
    } catch (error) {
      logoError(slot, error instanceof Error && error.message ? error.message : t('settings.logos.failed'));
    }
  };
  /** The header's logos: each shown, replaced by an upload, or removed. */
  const logoFields = (logos: Logos) => (
    <fieldset className={s.fieldset}>
      <legend className={s.legend}>{t('settings.logos.title')}</legend>
      {(['primary', 'secondary'] as const).map((slot) => {
        const url = logos[slot];
        return (
          <div key={slot} className={styles.nativeField}>
            <p className={styles.term}>{t('settings.logos.slot', { slot })}</p>
            {url ? (
              <img src={url} alt={t('settings.logos.current', { slot })} height={48} />
            ) : (
              <p className={styles.muted}>{t('settings.logos.none')}</p>
            )}
            {onUploadLogo ? (
              <>
                <label htmlFor={fieldId(`logos.${slot}`)}>{t('settings.logos.upload', { slot })}</label>
                <input
                  id={fieldId(`logos.${slot}`)}
                  type="file"
                  accept="image/png,image/jpeg,image/webp"
                  {...invalidProps(`logos.${slot}`)}
                  onChange={(e) => void upload(slot, e.target.files?.[0])}
                />
              </>
            ) : null}
            {url ? (
              <div>
                <button type="button" className={s.secondaryButton} onClick={() => setLogo(slot, null)}>
                  {t('settings.logos.remove', { slot })}
                </button>
              </div>
            ) : null}
            {errorText(`logos.${slot}`)}
          </div>
        );
      })}
    </fieldset>
  );

  type Consent = NonNullable<StorefrontSettings['consents']>[number];
  const setConsent = (index: number, change: Partial<Consent>) =>
    setDraft((d) => ({
      ...d,
      consents: d.consents?.map((c, i) => (i === index ? { ...c, ...change } : c)),
    }));
  /**
   * The consents: each by its name, not asked, optional or required, and its wording in each of the
   * dealer's locales. An error of a consent's whole wording (one locale missing) marks each of them.
   */
  const consentFields = (consents: readonly Consent[]) => (
    <fieldset className={s.fieldset} aria-describedby={`${id}-consents-intro`}>
      <legend className={s.legend}>{t('settings.consents.title')}</legend>
      <p className={styles.muted} id={`${id}-consents-intro`}>
        {t('settings.consents.intro')}
      </p>
      {consents.map((consent, i) => {
        const wordingError = errorOf(`consents.${i}.text`);
        return (
          <fieldset key={consent.key} className={s.entry}>
            <legend className={styles.term}>{t('settings.consents.name', { key: consent.key })}</legend>
            <fieldset className={s.fieldset}>
              <legend>{t('settings.consents.level')}</legend>
              {CONSENT_LEVELS.map((level, n) => (
                <label key={level} className={s.check}>
                  <input
                    type="radio"
                    id={n === 0 ? fieldId(`consents.${i}.level`) : undefined}
                    name={`${id}-consent-${i}`}
                    value={level}
                    checked={consent.level === level}
                    {...invalidProps(`consents.${i}.level`)}
                    onChange={() => setConsent(i, { level })}
                  />
                  {t('settings.consents.levelOption', { level })}
                </label>
              ))}
              {errorText(`consents.${i}.level`)}
            </fieldset>
            {locales.map((locale) => {
              const path = `consents.${i}.text.${locale}`;
              const own = invalidProps(path);
              const described = [
                own['aria-describedby'],
                wordingError ? `${fieldId(`consents.${i}.text`)}-error` : '',
              ]
                .filter(Boolean)
                .join(' ');
              return (
                <div key={locale} className={styles.nativeField}>
                  <label htmlFor={fieldId(path)}>{t('settings.consents.text', { locale })}</label>
                  <textarea
                    id={fieldId(path)}
                    lang={locale}
                    className={`${styles.nativeInput} ${s.textarea}`}
                    value={consent.text[locale] ?? ''}
                    aria-invalid={own['aria-invalid'] || wordingError ? true : undefined}
                    aria-describedby={described || undefined}
                    onChange={(e) => setConsent(i, { text: { ...consent.text, [locale]: e.target.value } })}
                  />
                  {errorText(path)}
                </div>
              );
            })}
            {errorText(`consents.${i}.text`)}
          </fieldset>
        );
      })}
    </fieldset>
  );

  return (
    <form className={styles.stack} onSubmit={submit} noValidate aria-labelledby={`${id}-form`}>
      <span id={`${id}-form`} hidden>
        {t('settings.title')}
      </span>
      <span id={`${id}-currency`} hidden>
        {currency}
      </span>
      {conflict === true ? (
        <p className={styles.alert} role="alert" tabIndex={-1} ref={conflictRef}>
          {t('settings.conflictReloaded')}
        </p>
      ) : conflict ? (
        // What was typed stays (found in a staff trial: a refused save reloaded the form over it). A
        // dealer expects to keep their work and choose: save it over the other version (only the
        // parts they changed replace it: the page merges) or take the other version instead.
        <div className={styles.alert} role="alert" tabIndex={-1} ref={conflictRef}>
          <p className={styles.definition}>{t('settings.conflict', { version: conflict.version })}</p>
          {conflict.changed.length ? (
            <p className={styles.definition}>
              {t('settings.conflict.theirs', {
                parts: intl.formatList(
                  conflict.changed.map((part) =>
                    t('settings.history.part', { part: part.replace('.', '_') }),
                  ),
                  { type: 'conjunction' },
                ),
              })}
            </p>
          ) : null}
          <p className={styles.definition}>{t('settings.conflict.choose')}</p>
          {readOnly ? null : (
            <div className={styles.actions}>
              <button type="submit" className={s.button} aria-disabled={saving ? true : undefined}>
                {t('settings.conflict.overwrite')}
              </button>
              {onLoadLatest ? (
                <button type="button" className={s.secondaryButton} onClick={onLoadLatest}>
                  {t('settings.conflict.load')}
                </button>
              ) : null}
            </div>
          )}
        </div>
      ) : null}
      {messages.length ? (
        <div className={styles.alert} role="alert" tabIndex={-1} ref={alertRef}>
          <p className={styles.definition}>{t('settings.errors')}</p>
          <ul className={s.errorList}>
            {Object.entries(saveErrors).flatMap(([path, list]) => {
              const field = labelOf(path);
              const control = controlOf(path);
              return list.map((message) => {
                const text = field ? t('settings.errorItem', { field, message }) : message;
                return (
                  <li key={`${path}/${message}`}>
                    {control ? (
                      <a
                        className={s.errorLink}
                        href={`#${fieldId(control)}`}
                        onClick={(event) => focusControl(event, fieldId(control))}
                      >
                        {text}
                      </a>
                    ) : (
                      text
                    )}
                  </li>
                );
              });
            })}
          </ul>
        </div>
      ) : null}

      {readOnly ? <p className={styles.muted}>{t('settings.readOnly')}</p> : null}
      <fieldset
        className={readOnly ? `${s.plainFieldset} ${s.readOnlyFieldset}` : s.plainFieldset}
        disabled={readOnly}
      >
        <BrandColourEditor
          value={draft.theme}
          inputId={(field) => fieldId(`theme.${field}`)}
          dealerName={dealerName}
          errors={{
            button_cta_color: errorOf('theme.button_cta_color'),
            header_background_color: errorOf('theme.header_background_color'),
            header_elements_color: errorOf('theme.header_elements_color'),
          }}
          onChange={(theme) => setDraft((d) => ({ ...d, theme }))}
        />

        <fieldset className={s.fieldset}>
          <legend className={s.legend}>{t('settings.copy.title')}</legend>
          <p className={styles.muted}>{t('settings.copy.intro')}</p>
          {draft.custom_copy.map((entry, i) => (
            <fieldset key={copyKeys[i]} className={s.entry}>
              <legend className={styles.term}>{t('settings.copy.entry', { number: i + 1 })}</legend>
              <div className={styles.nativeField}>
                <label htmlFor={fieldId(`custom_copy.${i}.id`)}>{t('settings.copy.id')}</label>
                <input
                  id={fieldId(`custom_copy.${i}.id`)}
                  className={styles.nativeInput}
                  spellCheck={false}
                  value={entry.id}
                  {...invalidProps(`custom_copy.${i}.id`)}
                  onChange={(e) =>
                    setDraft((d) => ({
                      ...d,
                      custom_copy: d.custom_copy.map((c, j) => (j === i ? { ...c, id: e.target.value } : c)),
                    }))
                  }
                />
                {errorText(`custom_copy.${i}.id`)}
              </div>
              {localeFields(`custom_copy.${i}.text`, entry.text, 'settings.copy.text', (text) =>
                setDraft((d) => ({
                  ...d,
                  custom_copy: d.custom_copy.map((c, j) => (j === i ? { ...c, text } : c)),
                })),
              )}
              <div>
                <button
                  type="button"
                  className={s.secondaryButton}
                  onClick={() => {
                    setDraft((d) => ({ ...d, custom_copy: d.custom_copy.filter((_, j) => j !== i) }));
                    setCopyKeys((keys) => keys.filter((_, j) => j !== i));
                  }}
                >
                  {t('settings.copy.remove', { id: entry.id || String(i + 1) })}
                </button>
              </div>
            </fieldset>
          ))}
          <div>
            <button
              type="button"
              id={fieldId('custom_copy.add')}
              className={s.secondaryButton}
              onClick={() => {
                setDraft((d) => ({ ...d, custom_copy: [...d.custom_copy, { id: '', text: {} }] }));
                setCopyKeys((keys) => [...keys, newKey()]);
              }}
            >
              {t('settings.copy.add')}
            </button>
          </div>
        </fieldset>

        <fieldset className={s.fieldset}>
          <legend className={s.legend}>{t('settings.disclaimers.title')}</legend>
          {draft.disclaimers.map((d, i) => (
            <fieldset key={disclaimerKeys[i]} className={s.entry}>
              <legend className={styles.term}>{t('settings.disclaimers.entry', { number: i + 1 })}</legend>
              <div className={styles.nativeField}>
                <label htmlFor={fieldId(`disclaimers.${i}.superscript`)}>
                  {t('settings.disclaimers.superscript')}
                </label>
                <input
                  id={fieldId(`disclaimers.${i}.superscript`)}
                  className={`${styles.nativeInput} ${s.rateInput}`}
                  value={d.superscript}
                  {...invalidProps(`disclaimers.${i}.superscript`)}
                  onChange={(e) =>
                    setDraft((all) => ({
                      ...all,
                      disclaimers: all.disclaimers.map((x, j) =>
                        j === i ? { ...x, superscript: e.target.value } : x,
                      ),
                    }))
                  }
                />
                {errorText(`disclaimers.${i}.superscript`)}
              </div>
              {localeFields(`disclaimers.${i}.text`, d.text, 'settings.disclaimers.text', (text) =>
                setDraft((all) => ({
                  ...all,
                  disclaimers: all.disclaimers.map((x, j) => (j === i ? { ...x, text } : x)),
                })),
              )}
              <div>
                <button
                  type="button"
                  className={s.secondaryButton}
                  onClick={() => {
                    setDraft((all) => ({ ...all, disclaimers: all.disclaimers.filter((_, j) => j !== i) }));
                    setDisclaimerKeys((keys) => keys.filter((_, j) => j !== i));
                  }}
                >
                  {t('settings.disclaimers.remove', { number: i + 1 })}
                </button>
              </div>
            </fieldset>
          ))}
          <div>
            <button
              type="button"
              id={fieldId('disclaimers.add')}
              className={s.secondaryButton}
              onClick={() => {
                setDraft((all) => ({
                  ...all,
                  disclaimers: [...all.disclaimers, { superscript: '*', text: {} }],
                }));
                setDisclaimerKeys((keys) => [...keys, newKey()]);
              }}
            >
              {t('settings.disclaimers.add')}
            </button>
          </div>
        </fieldset>

        {draft.logos ? logoFields(draft.logos) : null}
        {draft.flow ? flowFields(draft.flow) : null}
        {draft.consents?.length ? consentFields(draft.consents) : null}

        <section className={styles.stack} aria-labelledby={`${id}-payment`}>
          <h2 className={styles.subheading} id={`${id}-payment`}>
            {t('settings.payment.title')}
          </h2>
          <fieldset className={s.fieldset}>
            <legend className={s.legend}>{t('settings.payment.frequencies')}</legend>
            {FREQUENCIES.map((f, i) => (
              <label key={f} className={s.check}>
                <input
                  type="checkbox"
                  id={i === 0 ? fieldId('payment.frequencies') : undefined}
                  checked={draft.payment.frequencies.includes(f)}
                  onChange={(e) =>
                    setPayment({
                      frequencies: e.target.checked
                        ? FREQUENCIES.filter((x) => x === f || draft.payment.frequencies.includes(x))
                        : draft.payment.frequencies.filter((x) => x !== f),
                    })
                  }
                />
                {t('settings.payment.frequency', { frequency: f })}
              </label>
            ))}
            {errorText('payment.frequencies')}
            <div className={styles.nativeField}>
              <label htmlFor={fieldId('payment.default_frequency')}>
                {t('settings.payment.defaultFrequency')}
              </label>
              <select
                id={fieldId('payment.default_frequency')}
                className={styles.select}
                value={draft.payment.default_frequency}
                {...invalidProps('payment.default_frequency')}
                onChange={(e) =>
                  setPayment({
                    default_frequency: e.target.value as StorefrontSettings['payment']['default_frequency'],
                  })
                }
              >
                {FREQUENCIES.map((f) => (
                  <option key={f} value={f}>
                    {t('settings.payment.frequency', { frequency: f })}
                  </option>
                ))}
              </select>
              {errorText('payment.default_frequency')}
            </div>
          </fieldset>
          {rateTable('finance')}
          {rateTable('lease')}
          {draft.payment.fees.length ? (
            <fieldset className={s.fieldset}>
              <legend className={s.legend}>{t('settings.payment.fees')}</legend>
              {draft.payment.fees.map((fee, i) => {
                const name = feeName(fee);
                return (
                  <div key={fee.code} className={s.entry}>
                    {amountField(`payment.fees.${i}.amount_cents`, t('settings.payment.fee', { name }))}
                    <label className={s.check}>
                      <input
                        type="checkbox"
                        checked={fee.taxable}
                        onChange={(e) =>
                          setPayment({
                            fees: draft.payment.fees.map((f, j) =>
                              j === i ? { ...f, taxable: e.target.checked } : f,
                            ),
                          })
                        }
                      />
                      {t('settings.payment.taxable', { name })}
                    </label>
                  </div>
                );
              })}
            </fieldset>
          ) : null}
          <fieldset className={s.fieldset}>
            <legend className={s.legend}>{t('settings.deposit.title')}</legend>
            <label className={s.check}>
              <input
                type="checkbox"
                id={fieldId('payment.deposit.enabled')}
                checked={draft.payment.deposit.enabled}
                onChange={(e) =>
                  setPayment({ deposit: { ...draft.payment.deposit, enabled: e.target.checked } })
                }
              />
              {t('settings.deposit.enabled')}
            </label>
            {amountField('payment.deposit.amount_cents', t('settings.deposit.amount'))}
            {amountField('payment.deposit.cancellation_fee_cents', t('settings.deposit.cancellationFee'))}
            <fieldset className={s.fieldset}>
              <legend className={styles.term}>{t('settings.deposit.mode')}</legend>
              {(['hold', 'capture'] as const).map((mode, i) => (
                <label key={mode} className={s.check}>
                  <input
                    type="radio"
                    id={i === 0 ? fieldId('payment.deposit.mode') : undefined}
                    name={`${id}-deposit-mode`}
                    value={mode}
                    checked={draft.payment.deposit.mode === mode}
                    onChange={() => setPayment({ deposit: { ...draft.payment.deposit, mode } })}
                  />
                  {t(mode === 'hold' ? 'settings.deposit.hold' : 'settings.deposit.capture')}
                </label>
              ))}
            </fieldset>
          </fieldset>
        </section>

        <fieldset className={s.fieldset}>
          <legend className={s.legend}>{t('settings.embedding.title')}</legend>
          <div className={styles.nativeField}>
            <label htmlFor={fieldId('embedding_origins')}>{t('settings.embedding.label')}</label>
            <textarea
              id={fieldId('embedding_origins')}
              className={`${styles.nativeInput} ${s.textarea}`}
              spellCheck={false}
              value={originsText}
              aria-invalid={
                Object.keys(allErrors).some((k) => k.startsWith('embedding_origins')) ? true : undefined
              }
              aria-describedby={`${id}-origins-hint${
                Object.keys(allErrors).some((k) => k.startsWith('embedding_origins'))
                  ? ` ${id}-origins-error`
                  : ''
              }`}
              onChange={(e) => setOriginsText(e.target.value)}
            />
            <p className={styles.muted} id={`${id}-origins-hint`}>
              {t('settings.embedding.hint')}
            </p>
            {Object.entries(allErrors).some(([k]) => k.startsWith('embedding_origins')) ? (
              <p className={styles.fieldError} id={`${id}-origins-error`}>
                {Object.entries(allErrors).find(([k]) => k.startsWith('embedding_origins'))?.[1][0]}
              </p>
            ) : null}
          </div>
        </fieldset>

        <fieldset className={s.fieldset}>
          <legend className={s.legend}>{t('settings.map.title')}</legend>
          <div className={styles.nativeField}>
            <label htmlFor={fieldId('static_map_url_template')}>{t('settings.map.label')}</label>
            <input
              id={fieldId('static_map_url_template')}
              className={styles.nativeInput}
              type="url"
              inputMode="url"
              spellCheck={false}
              autoComplete="off"
              value={draft.static_map_url_template ?? ''}
              aria-invalid={allErrors.static_map_url_template ? true : undefined}
              aria-describedby={`${id}-map-hint${allErrors.static_map_url_template ? ` ${id}-map-error` : ''}`}
              onChange={(e) => {
                const template = e.target.value;
                setDraft(({ static_map_url_template: _old, ...d }) =>
                  template ? { ...d, static_map_url_template: template } : d,
                );
              }}
            />
            <p className={styles.muted} id={`${id}-map-hint`}>
              {t('settings.map.hint', MAP_PLACEHOLDERS)}
            </p>
            {allErrors.static_map_url_template ? (
              <p className={styles.fieldError} id={`${id}-map-error`}>
                {allErrors.static_map_url_template[0]}
              </p>
            ) : null}
          </div>
        </fieldset>
      </fieldset>
      {savedVersion !== null ? (
        <p className={styles.success} role="status" tabIndex={-1} ref={savedRef}>
          {t('settings.saved', { version: savedVersion })}
        </p>
      ) : null}
      {readOnly ? null : (
        <div>
          <button type="submit" className={s.button} aria-disabled={saving ? true : undefined}>
            {saving ? t('settings.saving') : t('settings.save')}
          </button>
        </div>
      )}
    </form>
  );
}
