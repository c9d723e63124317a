import { type ReactNode, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button.tsx';
import type {
  CreditAppDealerRules,
  CreditAppFormSection,
  CreditAppParty,
  CreditAppStep,
} from '../internal/domain.ts';
import { CREDIT_APP_FORM_SECTIONS, creditAppItems, housingPaymentLabelId } from '../internal/domain.ts';
import { Link } from '../Link/Link.tsx';
import * as styles from './CreditApp.css.ts';
import type { CreditProvince } from './CreditResidentialFields.tsx';
import { CreditStepPage } from './CreditStep.tsx';
import {
  fieldLabelId,
  maskedInsuranceNumber,
  optionLabelId,
  sectionStep,
  stepTitleId,
  useCreditText,
} from './text.ts';

/** A problem the server found on sending: under the step and field it names, linked to that step. */
export type CreditReviewProblem = {
  readonly key: string;
  /** The step of the field's section, whose title names the applicant or the co-applicant; null for none. */
  readonly step: CreditAppStep | null;
  /** The field (`first_name_enc`), or '' for a problem of the whole application. */
  readonly field: string;
  readonly message: string;
  /** The step's page, or null (a problem no step can fix). */
  readonly href: string | null;
};

/** A saved applicant as the server answers it (the SIN or SSN already masked, money in cents). */
export type CreditReviewApplicant = Readonly<Record<string, unknown>>;

export type CreditReviewProps = {
  /** The dealer's rules: which fields each section has. */
  readonly rules: CreditAppDealerRules;
  readonly primary: CreditReviewApplicant;
  /** The co-applicant, when the application has one. */
  readonly coApplicant?: CreditReviewApplicant | null | undefined;
  /** The provinces or states by code, for their names in the page's language. */
  readonly provinces: readonly CreditProvince[];
  /** The page of a section's step ("Edit Employment"). */
  readonly hrefOf: (step: CreditAppStep) => string;
  /** Called instead of following an edit link (client-side routing). */
  readonly onNavigate?: (step: CreditAppStep, href: string) => void;
  /** A decision the shopper has not seen: "New update" beside the title. */
  readonly newUpdate?: boolean;
  /** The server's refusals of the last submission; the list takes focus when it appears. */
  readonly problems?: readonly CreditReviewProblem[];
  readonly busy?: boolean;
  /** "Submit my application". */
  readonly onSubmit: () => void;
};

const OPTION_FIELDS = new Set([
  'salutation',
  'marital_status',
  'relation_status',
  'gender',
  'employment_status',
  'income_frequency',
  'address_type',
  'home_status',
]);
/** Money in cents. */
const MONEY_FIELDS = new Set([
  'income_amount',
  'other_income_amount',
  'monthly_housing_payment',
  'mortgage_amount',
  'market_value',
]);

const plainClick = (event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean }) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey;

/**
 * review/: what will be sent, a section a step with its edit link (the SIN or SSN by its last three
 * digits only, options and provinces by their names, money in the dealer's currency), the server's
 * problems linked to their steps, then "Submit my application".
 */
export function CreditReview({
  rules,
  primary,
  coApplicant,
  provinces,
  hrefOf,
  onNavigate,
  newUpdate = false,
  problems = [],
  busy = false,
  onSubmit,
}: CreditReviewProps): ReactNode {
  const t = useCreditText();
  const intl = useIntl();
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problems.length > 0) alertRef.current?.focus();
  }, [problems]);
  const country = rules.country;
  const hasCo = coApplicant !== null && coApplicant !== undefined;
  const parties: CreditAppParty[] = hasCo ? ['primary', 'co'] : ['primary'];
  const shown = (field: string, value: unknown): string => {
    const key = field.replace(/^previous_/, '').replace(/_enc$/, '');
    if (key === 'social_insurance_number') return maskedInsuranceNumber(String(value));
    if (OPTION_FIELDS.has(key)) return t(optionLabelId(field, String(value)));
    // Other income's frequency is one of the income's.
    if (key === 'other_income_frequency') return t(optionLabelId('income_frequency_enc', String(value)));
    // The province or state by its name in the page's language ("Québec", not "QC").
    if (key === 'province') return provinces.find((p) => p.id === value)?.label ?? String(value);
    if (MONEY_FIELDS.has(key) && typeof value === 'number') {
      return intl.formatNumber(value / 100, {
        style: 'currency',
        currency: country === 'US' ? 'USD' : 'CAD',
      });
    }
    return String(value);
  };
  // The housing payment is named as Quebec names it for an address in Quebec, as on its step.
  const labelOf = (field: string, saved: CreditReviewApplicant) =>
    field === 'monthly_housing_payment_enc'
      ? housingPaymentLabelId(country, String(saved.province_enc || rules.province_code)).replace(
          'credit_app.',
          'creditApp.field.',
        )
      : fieldLabelId(field, country);
  const link = (step: CreditAppStep, href: string, children: ReactNode) => (
    <Link
      href={href}
      onClick={
        onNavigate
          ? (event) => {
              if (!plainClick(event)) return;
              event.preventDefault();
              onNavigate(step, href);
            }
          : undefined
      }
    >
      {children}
    </Link>
  );
  const section = (party: CreditAppParty, name: CreditAppFormSection) => {
    const saved = (party === 'co' ? coApplicant : primary) ?? {};
    const fields = creditAppItems(name, rules, { country, coApplicant: party === 'co' })
      .map((i) => i.field)
      .filter((f) => f !== 'confirm_email')
      .filter((f) => saved[f] !== null && saved[f] !== undefined && saved[f] !== '');
    const step = sectionStep(party, name);
    const title = t(stepTitleId(step, hasCo));
    return (
      <section key={`${party}-${name}`} className={styles.group} aria-labelledby={`review-${party}-${name}`}>
        <h2 id={`review-${party}-${name}`}>{title}</h2>
        <dl className={styles.summary}>
          {fields.map((f) => (
            <div key={f} style={{ display: 'contents' }} data-field={f}>
              <dt className={styles.term}>{t(labelOf(f, saved))}</dt>
              <dd className={styles.value}>{shown(f, saved[f])}</dd>
            </div>
          ))}
        </dl>
        {link(step, hrefOf(step), t('creditApp.review.edit', { section: title }))}
      </section>
    );
  };
  return (
    <CreditStepPage
      step="review"
      titleExtra={newUpdate ? <span className={styles.badge}>{t('creditApp.newUpdate')}</span> : null}
    >
      {problems.length > 0 ? (
        <div role="alert" tabIndex={-1} ref={alertRef} className={styles.group}>
          <p className={styles.errors}>{t('creditApp.review.problems')}</p>
          <ul>
            {problems.map((p) => {
              const text = `${p.step ? `${t(stepTitleId(p.step, hasCo))} — ` : ''}${
                p.field ? `${t(fieldLabelId(p.field, country))}: ` : ''
              }${p.message}`;
              return <li key={p.key}>{p.href && p.step ? link(p.step, p.href, text) : text}</li>;
            })}
          </ul>
        </div>
      ) : null}
      {parties.flatMap((party) => CREDIT_APP_FORM_SECTIONS.map((name) => section(party, name)))}
      <div className={styles.actions}>
        <Button onClick={onSubmit} loading={busy}>
          {t('creditApp.submit')}
        </Button>
      </div>
    </CreditStepPage>
  );
}
