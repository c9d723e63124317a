import {
  CREDIT_APP_FORM_SECTIONS,
  type CreditAppFormSection,
  type CreditAppParty,
  type CreditAppStep,
  creditAppItems,
} from '@storefront/domain';
import { AcknowledgeConsentModal, Button } from '@storefront/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { callerActions } from '../../shared/api/http.ts';
import { buildPath } from '../../shared/routing/routePrefix.ts';
import { orderKeys } from '../orders/index.ts';
import { provincesQuery, submitApplication } from './api/creditApp.ts';
import { creditAppKeys } from './api/keys.ts';
import { useCreditApp } from './context.ts';
import * as styles from './creditApp.css.ts';
import { labelIdOf } from './FormFields.tsx';
import { toFormValues } from './fields.ts';
import { routeOf, sectionStep } from './steps.ts';

interface Problem {
  key: string;
  route: string;
  /** The step of the field's section, whose title names the applicant or the co-applicant. */
  step: CreditAppStep | null;
  field: string;
  message: string;
}

/** review/: what will be sent (the SIN or SSN masked), with a link to each step, then the submission. */
export function ReviewStep(): ReactNode {
  const app = useCreditApp();
  const intl = useIntl();
  const client = useQueryClient();
  const { http, dealerCode } = useApi();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Problem[]>([]);
  // The manufacturer finance system (the identity-login one) asks the acknowledge-consent modal first.
  const [asking, setAsking] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  // A decision not seen yet: the badge says so on this visit, and the order forgets it (spec 3 section 2).
  const [newUpdate] = useState(app.newUpdate);
  const { markSeen } = app;
  useEffect(() => markSeen(), [markSeen]);
  const rules = app.rules;
  const parties: CreditAppParty[] = app.application.primaryApplication.has_co_applicant
    ? ['primary', 'co']
    : ['primary'];
  const sectionOf = (party: CreditAppParty, field: string): CreditAppFormSection =>
    CREDIT_APP_FORM_SECTIONS.find((s) =>
      creditAppItems(s, rules, { country: rules.country, coApplicant: party === 'co' }).some(
        (i) => i.field === field,
      ),
    ) ?? 'applicant';
  const submit = async () => {
    setBusy(true);
    setProblems([]);
    try {
      await submitApplication(http, app.orderId);
      app.goTo('result');
      await client.invalidateQueries({ queryKey: creditAppKeys.application(dealerCode, app.orderId) });
      await client.invalidateQueries({ queryKey: orderKeys.all });
    } catch (error) {
      const found: Problem[] = [];
      for (const action of callerActions(error)) {
        if (action.type !== 'field-errors') continue;
        for (const [key, messages] of Object.entries(action.fieldErrors)) {
          const [scope = '', field = key] = key.includes('.') ? key.split('.', 2) : ['', key];
          const party: CreditAppParty = scope === 'coApplication' ? 'co' : 'primary';
          const step = scope === 'consent' ? null : sectionStep(party, sectionOf(party, field));
          const route = step ? routeOf(step) : 'consent';
          found.push({ key, route, step, field, message: messages[0] ?? '' });
        }
        for (const message of action.formErrors) {
          found.push({ key: message, route: '', step: null, field: '', message });
        }
      }
      setProblems(found);
      requestAnimationFrame(() => alertRef.current?.focus());
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.form} aria-labelledby="credit-app-step-title">
      <h1 id="credit-app-step-title">
        <FormattedMessage id="creditApp.step.review" />
        {newUpdate ? (
          <>
            {' '}
            <span className={styles.badge}>
              <FormattedMessage id="creditApp.newUpdate" />
            </span>
          </>
        ) : null}
      </h1>
      {problems.length > 0 ? (
        <div role="alert" tabIndex={-1} ref={alertRef} className={styles.group}>
          <p className={styles.errors}>
            <FormattedMessage id="creditApp.review.problems" />
          </p>
          <ul>
            {problems.map((p) => (
              <li key={p.key}>
                {p.route ? (
                  <Link to={buildPath(app.prefix, `/credit-app/${app.vehicleId}/${p.route}/`)}>
                    {p.step ? `${intl.formatMessage({ id: `creditApp.step.${p.step}` })} — ` : ''}
                    {p.field ? `${intl.formatMessage({ id: labelIdOf(p.field) })}: ` : ''}
                    {p.message}
                  </Link>
                ) : (
                  p.message
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {parties.map((party) => (
        <Summary key={party} party={party} />
      ))}
      <div className={styles.actions}>
        <Button
          onClick={() => (rules.credit_application_system === 'VW' ? setAsking(true) : void submit())}
          loading={busy}
        >
          <FormattedMessage id="creditApp.submit" />
        </Button>
      </div>
      <AcknowledgeConsentModal
        open={asking}
        busy={busy}
        onAgree={() => {
          setAsking(false);
          void submit();
        }}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}

const OPTION_FIELDS = new Set([
  'salutation',
  'marital_status',
  'gender',
  'employment_status',
  'income_frequency',
  'address_type',
  'home_status',
]);
const MONEY_FIELDS = new Set(['income_amount', 'other_income_amount', 'monthly_housing_payment']);

/** A saved value as the shopper chose it: an option's label, money in the dealer's currency. */
function shownValue(
  intl: IntlShape,
  field: string,
  value: string,
  country: 'CA' | 'US',
  provinceName: (code: string) => string | undefined,
): string {
  const key = field.replace(/^previous_/, '').replace(/_enc$/, '');
  if (OPTION_FIELDS.has(key)) return intl.formatMessage({ id: `creditApp.option.${key}.${value}` });
  // The province or state by its name in the page's language ("Québec", not "QC").
  if (key === 'province') return provinceName(value) ?? value;
  if (MONEY_FIELDS.has(key) && value !== '') {
    return intl.formatNumber(Number(value), {
      style: 'currency',
      currency: country === 'US' ? 'USD' : 'CAD',
    });
  }
  return value;
}

function Summary({ party }: { party: CreditAppParty }): ReactNode {
  const app = useCreditApp();
  const intl = useIntl();
  const rules = app.rules;
  const saved = (party === 'co' ? app.application.coApplication : app.application.primaryApplication) ?? {};
  const { http, dealerCode } = useApi();
  const provinces = useQuery(provincesQuery(http, dealerCode, rules.country)).data ?? [];
  const provinceName = (code: string) => provinces.find((p) => p.code === code)?.province_name;
  return (
    <>
      {CREDIT_APP_FORM_SECTIONS.map((section) => {
        const fields = creditAppItems(section, rules, { country: rules.country, coApplicant: party === 'co' })
          .map((i) => i.field)
          .filter((f) => f !== 'confirm_email');
        const values = toFormValues(saved as Record<string, unknown>, fields);
        const shown = fields.filter((f) => values[f] !== '');
        const stepId = sectionStep(party, section);
        return (
          <section key={section} className={styles.group} aria-labelledby={`review-${party}-${section}`}>
            <h2 id={`review-${party}-${section}`}>
              <FormattedMessage id={`creditApp.step.${stepId}`} />
            </h2>
            <dl className={styles.summary}>
              {shown.map((f) => (
                <div key={f} style={{ display: 'contents' }}>
                  <dt className={styles.term}>
                    {intl.formatMessage({
                      id:
                        f === 'social_insurance_number_enc'
                          ? rules.country === 'US'
                            ? 'creditApp.field.ssn'
                            : 'creditApp.field.sin'
                          : labelIdOf(f),
                    })}
                  </dt>
                  <dd className={styles.value}>
                    {shownValue(intl, f, values[f] ?? '', rules.country, provinceName)}
                  </dd>
                </div>
              ))}
            </dl>
            <Link
              to={buildPath(
                app.prefix,
                `/credit-app/${app.vehicleId}/${routeOf(sectionStep(party, section))}/`,
              )}
            >
              <FormattedMessage
                id="creditApp.review.edit"
                values={{ section: intl.formatMessage({ id: `creditApp.step.${stepId}` }) }}
              />
            </Link>
          </section>
        );
      })}
    </>
  );
}
