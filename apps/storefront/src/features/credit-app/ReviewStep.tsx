import {
  CREDIT_APP_FORM_SECTIONS,
  type CreditAppFormSection,
  type CreditAppParty,
  type CreditAppStep,
  creditAppItems,
} from '@storefront/domain';
import {
  AcknowledgeConsentModal,
  CreditReview,
  type CreditReviewApplicant,
  type CreditReviewProblem,
} from '@storefront/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { callerActions } from '../../shared/api/http.ts';
import { failedWithoutAnswer } from '../../shared/api/serverErrors.ts';
import { buildPath } from '../../shared/routing/routePrefix.ts';
import { completed, tell } from '../embedding/deferred.ts';
import { orderKeys } from '../orders/index.ts';
import { provincesQuery, submitApplication } from './api/creditApp.ts';
import { creditAppKeys } from './api/keys.ts';
import { useCreditApp } from './context.ts';
import { routeOf, sectionStep } from './steps.ts';

/** review/: what will be sent (the kit's CreditReview: the SIN or SSN masked, a link to each step), then the submission. */
export function ReviewStep(): ReactNode {
  const app = useCreditApp();
  const navigate = useNavigate();
  const intl = useIntl();
  const client = useQueryClient();
  const { http, dealerCode } = useApi();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<CreditReviewProblem[]>([]);
  // The manufacturer finance system (the identity-login one) asks the acknowledge-consent modal first.
  const [asking, setAsking] = useState(false);
  // A decision not seen yet: the badge says so on this visit, and the order forgets it (spec 3 section 2).
  const [newUpdate] = useState(app.newUpdate);
  const { markSeen } = app;
  useEffect(() => markSeen(), [markSeen]);
  const rules = app.rules;
  const sectionOf = (party: CreditAppParty, field: string): CreditAppFormSection =>
    CREDIT_APP_FORM_SECTIONS.find((s) =>
      creditAppItems(s, rules, { country: rules.country, coApplicant: party === 'co' }).some(
        (i) => i.field === field,
      ),
    ) ?? 'applicant';
  const hrefOf = (step: CreditAppStep) =>
    buildPath(app.prefix, `/credit-app/${app.vehicleId}/${routeOf(step)}/`);
  const submit = async () => {
    setBusy(true);
    setProblems([]);
    try {
      await submitApplication(http, app.orderId);
      tell(completed('credit_application_submitted', { order: app.orderId, vehicle: app.vehicleId }));
      app.goTo('result');
      await client.invalidateQueries({ queryKey: creditAppKeys.application(dealerCode, app.orderId) });
      await client.invalidateQueries({ queryKey: orderKeys.all });
    } catch (error) {
      const found: CreditReviewProblem[] = [];
      for (const action of callerActions(error)) {
        if (action.type !== 'field-errors') continue;
        for (const [key, messages] of Object.entries(action.fieldErrors)) {
          const [scope = '', field = key] = key.includes('.') ? key.split('.', 2) : ['', key];
          const party: CreditAppParty = scope === 'coApplication' ? 'co' : 'primary';
          // A consent's refusal goes to the consent step (its field has no label of its own).
          const step =
            scope === 'consent' ? 'applicant-consent' : sectionStep(party, sectionOf(party, field));
          found.push({
            key,
            step,
            field: scope === 'consent' ? '' : field,
            message: messages[0] ?? '',
            href: hrefOf(step),
          });
        }
        for (const message of action.formErrors) {
          found.push({ key: message, step: null, field: '', message, href: null });
        }
      }
      // No answer (offline, after the client's retries): not sent, and to try again.
      if (failedWithoutAnswer(error)) {
        const message = intl.formatMessage({ id: 'creditApp.error.offline' });
        found.push({ key: 'offline', step: null, field: '', message, href: null });
      }
      // The kit's review moves focus to the list.
      setProblems(found);
    } finally {
      setBusy(false);
    }
  };
  const { data: provinceList = [] } = useQuery(provincesQuery(http, dealerCode, rules.country));
  const provinces = provinceList.map((p) => ({ id: p.code, label: p.province_name }));
  return (
    <>
      <CreditReview
        rules={rules}
        primary={app.application.primaryApplication as CreditReviewApplicant}
        coApplicant={
          app.application.primaryApplication.has_co_applicant
            ? ((app.application.coApplication ?? {}) as CreditReviewApplicant)
            : null
        }
        provinces={provinces}
        hrefOf={hrefOf}
        onNavigate={(_step, href) => navigate(href)}
        newUpdate={newUpdate}
        problems={problems}
        busy={busy}
        onSubmit={() => (rules.credit_application_system === 'VW' ? setAsking(true) : void submit())}
      />
      <AcknowledgeConsentModal
        open={asking}
        busy={busy}
        onAgree={() => {
          setAsking(false);
          void submit();
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
