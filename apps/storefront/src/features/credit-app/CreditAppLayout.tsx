import {
  type CreditAppDealerRules,
  type CreditAppDraftBody,
  type CreditApplicationSystem,
  type CreditAppStep,
  creditAppRouteAllowed,
} from '@storefront/domain';
import { CreditAppLayout as CreditAppLayoutView } from '@storefront/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { buildPath, parseRoutePrefix, type RoutePrefix } from '../../shared/routing/routePrefix.ts';
import { useCurrentUser } from '../auth/index.ts';
import { useHomeDealership } from '../dealership/index.ts';
import { updateOrder } from '../orders/deferred.ts';
import { orderKeys, useOrders, vehicleIdOf } from '../orders/index.ts';
import { AcknowledgementStep } from './AcknowledgementStep.tsx';
import { ApplicantStep } from './ApplicantStep.tsx';
import { applicationQuery, saveApplication } from './api/creditApp.ts';
import { creditAppKeys } from './api/keys.ts';
import { ConsentStep } from './ConsentStep.tsx';
import { type AccountContact, CreditAppContext, type CreditAppContextValue } from './context.ts';
import { EmploymentStep } from './EmploymentStep.tsx';
import { ResidentialStep } from './ResidentialStep.tsx';
import { ResultStep } from './ResultStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { routeInPath, routeOf, stepOf, systemName } from './steps.ts';

function Loading() {
  return (
    <p role="status">
      <FormattedMessage id="app.loading" />
    </p>
  );
}

/**
 * credit-app/{id}/ (spec 3 section 2; id is the vehicle's): shown only when the order's sections
 * include the credit application (else a replace to order-details); once sent, the application
 * cannot be re-opened and the shopper goes to the step summary (which shows the result).
 */
export function CreditAppLayout() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const prefix = parseRoutePrefix(pathname);
  const user = useCurrentUser();
  const orders = useOrders();
  const dealer = useHomeDealership();
  const { http, dealerCode } = useApi();
  const order = orders.data?.results.find((o) => String(vehicleIdOf(o)) === id);
  const allowed = order !== undefined && creditAppRouteAllowed(order.sections ?? []);
  const application = useQuery({
    ...applicationQuery(http, dealerCode, order?.id ?? 0),
    enabled: allowed,
  });
  if (user.isPending || (user.data && orders.isPending) || dealer.isPending) return <Loading />;
  const orderDetails = buildPath(prefix, `/saved-vehicles/${id}/`);
  if (!user.data || !order || !allowed) return <Navigate replace to={orderDetails} />;
  if (application.isError) return <Navigate replace to={orderDetails} />;
  if (!application.data || !dealer.data) return <Loading />;
  const route = routeInPath(pathname, id);
  if (application.data.status !== null && route !== 'result') {
    return <Navigate replace to={buildPath(prefix, `/saved-vehicles/${id}/summary/credit-app/`)} />;
  }
  if (route === '') return <Navigate replace to={buildPath(prefix, `/credit-app/${id}/consent/`)} />;
  const settings = dealer.data as typeof dealer.data & Partial<CreditAppDealerRules>;
  const rules: CreditAppDealerRules = {
    country: dealer.data.country,
    province_code: dealer.data.province_code,
    credit_application_system: (settings.credit_application_system ?? 'NULL') as CreditApplicationSystem,
    is_credit_application_gender_enc_optional: settings.is_credit_application_gender_enc_optional ?? false,
    mandatory_ssn: settings.mandatory_ssn ?? false,
    mandatory_secondary_phone: settings.mandatory_secondary_phone ?? false,
  };
  return (
    <CreditAppFrame
      vehicleId={id}
      orderId={order.id}
      vehicleName={typeof order.vehicle === 'number' ? '' : (order.vehicle.formatted_name ?? '')}
      application={application.data}
      newUpdate={order.show_credit_app_result === true}
      account={user.data}
      rules={rules}
      prefix={prefix}
      route={route}
    />
  );
}

interface FrameProps {
  vehicleId: string;
  orderId: number;
  vehicleName: string;
  application: CreditAppContextValue['application'];
  newUpdate: boolean;
  account: AccountContact;
  rules: CreditAppDealerRules;
  prefix: RoutePrefix;
  route: string;
}

function CreditAppFrame({
  vehicleId,
  orderId,
  vehicleName,
  application,
  newUpdate,
  account,
  rules,
  prefix,
  route,
}: FrameProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { http, dealerCode } = useApi();
  const hasCo = application.primaryApplication.has_co_applicant;
  const save = useCallback(
    async (body: CreditAppDraftBody) => {
      const saved = await saveApplication(http, orderId, body);
      client.setQueryData(creditAppKeys.application(dealerCode, orderId), saved);
      return saved;
    },
    [http, orderId, client, dealerCode],
  );
  const goTo = useCallback(
    (next: string) => navigate(buildPath(prefix, `/credit-app/${vehicleId}/${next}/`)),
    [navigate, prefix, vehicleId],
  );
  // Entering the review (or the result a sent application's review leads to) clears the order's
  // show_credit_app_result (spec 3 section 2), once.
  const clearing = useRef(false);
  const markSeen = useCallback(() => {
    if (!newUpdate || clearing.current) return;
    clearing.current = true;
    void updateOrder(http, orderId, { show_credit_app_result: false })
      .then(() => client.invalidateQueries({ queryKey: orderKeys.all }))
      .catch(() => undefined)
      .finally(() => {
        clearing.current = false;
      });
  }, [newUpdate, http, orderId, client]);
  const value = useMemo<CreditAppContextValue>(
    () => ({ vehicleId, orderId, application, rules, prefix, save, goTo, newUpdate, markSeen, account }),
    [vehicleId, orderId, application, rules, prefix, save, goTo, newUpdate, markSeen, account],
  );
  const stepHref = (step: CreditAppStep) => buildPath(prefix, `/credit-app/${vehicleId}/${routeOf(step)}/`);
  const system = application.system;
  return (
    <CreditAppContext value={value}>
      <CreditAppLayoutView
        vehicleName={vehicleName}
        steps={
          route === 'result'
            ? undefined
            : {
                hasCoApplicant: hasCo,
                current: stepOf(route) ?? null,
                hrefOf: stepHref,
                newUpdate,
                onNavigate: (step) => navigate(stepHref(step)),
              }
        }
        system={
          system.sandbox || system.id === 'dealer-review'
            ? // The embedded decision systems say what they are: a demo bureau, or the dealership's staff.
              { kind: system.sandbox ? 'sandbox' : 'dealer-review', name: systemName(intl, system) }
            : undefined
        }
      >
        <StepPage route={route} vehicleId={vehicleId} prefix={prefix} />
      </CreditAppLayoutView>
    </CreditAppContext>
  );
}

/**
 * The step page of a route. The steps are routed here rather than by nested `<Routes>`: react-router's
 * `Routes` lives in the shell's first-load chunk, which would then have to carry it for every page.
 */
function StepPage({ route, vehicleId, prefix }: { route: string; vehicleId: string; prefix: RoutePrefix }) {
  switch (route) {
    case 'consent':
      return <ConsentStep />;
    case 'acknowledgement':
      return <AcknowledgementStep />;
    case 'applicant':
      return <ApplicantStep />;
    case 'employment':
      return <EmploymentStep />;
    case 'residential':
      return <ResidentialStep />;
    case 'co-applicant/acknowledgement':
      return <AcknowledgementStep party="co" />;
    case 'co-applicant':
      return <ApplicantStep party="co" />;
    case 'co-applicant/employment':
      return <EmploymentStep party="co" />;
    case 'co-applicant/residential':
      return <ResidentialStep party="co" />;
    case 'review':
      return <ReviewStep />;
    case 'result':
      return <ResultStep />;
    default:
      return <Navigate replace to={buildPath(prefix, `/credit-app/${vehicleId}/consent/`)} />;
  }
}
