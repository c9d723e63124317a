import { stockBadge } from '@storefront/domain';
import { DealCountryProvider, StepperFirstPaint, StockBadge } from '@storefront/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { useRerenderWhenLoaded } from '../../shared/hooks/useRerenderWhenLoaded.ts';
import { messagesSettled } from '../../shared/i18n/messages.ts';
import { lazyComponent } from '../../shared/lazy/lazyComponent.ts';
import { lazyModule } from '../../shared/lazy/lazyModule.ts';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { VehicleBreadcrumbs } from '../../shared/routing/VehicleBreadcrumbs.tsx';
import { dealerCountry, useHomeDealership } from '../dealership/index.ts';
import { AskQuestion } from './AskQuestion.tsx';
import { type DealVehicle, vehicleQuery } from './api/deal.ts';
import { stepsQuery } from './api/steps.ts';
import * as styles from './bnp.css.ts';
import { keepConfigurationToken } from './configurationToken.ts';
import { DealCart } from './DealCart.tsx';
import { DealSaveStatus } from './DealSaveStatus.tsx';
import { PricingHeader } from './PricingHeader.tsx';
import { useReservedForOthers, useReservedRedirect } from './reserved.ts';
import { dealAreas } from './state.ts';
import { stepsFor } from './steps.ts';
import { DealContext, useDealController, vehicleNameOf } from './useDeal.ts';
import { VehicleHero } from './VehicleHero.tsx';

/** The stepper's rules (./stepper.tsx): loaded while the steps' progress is fetched, with the rest of the messages. */
const stepper = lazyModule(() => import('./stepper.tsx'), { ready: messagesSettled });
const loadStepper = stepper.load;
/** The element of the steps' first paint (below), server-rendered. */
const FIRST_PAINT_ID = 'bnp-steps';
/** The dealer's disclaimers at the foot of a page without the itemised stack (./DealDisclaimers.tsx). */
const { Component: PageDisclaimers } = lazyComponent(
  () => import('./DealDisclaimers.tsx'),
  (m) => m.PageDisclaimers,
);

/** Chain steps 12 and 16 and the order's referrer (./DealLinks.tsx): a chunk of its own, once the page is live. */
const { Component: DealLinks } = lazyComponent(
  () => import('./DealLinks.tsx'),
  (m) => m.DealLinks,
);

/**
 * The vehicle's pages (spec 2 section 4, per-vehicle chain): 1 vehicle load (failure ->
 * vehicle-not-found), 3 referrer, 4 configuration id (its link's token kept, ./configurationToken.ts), 5-6 order init and orders list (signed
 * in), 8 pricing unless locked, 12 and 16 (./DealLinks.tsx), 13 campaign (shell), then the pages.
 */
export function VehicleLayout() {
  const { id = '' } = useParams();
  const { http, dealerCode } = useApi();
  const { pathname, search } = useLocation();
  const prefix = parseRoutePrefix(pathname);
  const vehicle = useQuery(vehicleQuery(http, dealerCode, id));
  const dealer = useHomeDealership();
  const setInventory = useSetAtom(dealAreas.inventory);
  const setConfigurations = useSetAtom(dealAreas.configurations);
  useReservedRedirect(useReservedForOthers(vehicle.data), prefix, id);

  useEffect(() => {
    if (!vehicle.data) return;
    const params = new URLSearchParams(search);
    const referrer = params.get('referrer') ?? (document.referrer || null);
    setInventory({ vehicleId: vehicle.data.id, referrer });
    const configurationId = Number(params.get('configurationId'));
    keepConfigurationToken(vehicle.data.id, configurationId);
    if (Number.isInteger(configurationId) && configurationId > 0) {
      const key = String(vehicle.data.id);
      setConfigurations((c) => ({ ...c, byVehicle: { ...c.byVehicle, [key]: configurationId } }));
    }
  }, [vehicle.data, search, setInventory, setConfigurations]);

  // A failed vehicle load (404 with its toast hidden, or any other failure) is vehicle-not-found.
  if (vehicle.isError) return <Navigate replace to={buildPath(prefix, '/not-found/')} />;
  if (!vehicle.data || dealer.isPending) {
    return (
      <p role="status">
        <FormattedMessage id="app.loading" />
      </p>
    );
  }
  return <VehicleDeal vehicle={vehicle.data} />;
}

function VehicleDeal({ vehicle }: { vehicle: DealVehicle }) {
  const dealer = useHomeDealership();
  const controller = useDealController(vehicle, dealer.data);
  const intl = useIntl();
  const { pathname } = useLocation();
  // The pricing details close when the shopper moves to another step (they were opened for the step
  // they were on). Here, not in the header: the overview's header and a step's are different elements.
  const shownPath = useRef(pathname);
  const { setHeaderExpanded } = controller;
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setHeaderExpanded(false);
  }, [pathname, setHeaderExpanded]);
  const prefix = parseRoutePrefix(pathname);
  const badge = stockBadge({ stock_status: vehicle.stock_status, is_cpo: vehicle.is_cpo });
  useEffect(() => {
    if (badge.logUnknown) console.warn('unknown stock status', vehicle.stock_status);
  }, [badge.logUnknown, vehicle.stock_status]);
  const steps = stepsFor(dealer.data);
  // Chain 7: the steps and their progress; a locked page reached by its URL goes where entering the
  // build-and-price section leads (checked once per page: a later answer does not send the shopper off).
  const { http, dealerCode } = useApi();
  const progress = useQuery(stepsQuery(http, dealerCode, vehicle.id, controller.orderId)).data;
  // The steps passed before the order exists, kept across reloads (./state.ts), over the answer.
  const passed = useAtomValue(dealAreas.orderSteps).byVehicle[String(vehicle.id)];
  useRerenderWhenLoaded(loadStepper);
  const nav = stepper.current?.stepperOf({
    answer: progress,
    passed: controller.orderId === null ? passed : undefined,
    pathname,
    steps,
    prefix,
    vehicleId: vehicle.id,
    setSteps: controller.setSteps,
  });
  const admitted = useRef<string | null>(null);
  const name = vehicleNameOf(vehicle, intl.locale);
  // The overview (the vehicle page itself) opens on the gallery; the steps keep the compact header.
  const overview = pathname === buildPath(prefix, `/conf/${vehicle.id}/`);
  const badgeNode = <StockBadge stockStatus={vehicle.stock_status} isCpo={vehicle.is_cpo} />;
  if (nav && progress && admitted.current !== pathname) {
    const to = nav.gate();
    if (to) return <Navigate replace to={buildPath(prefix, to)} />;
    admitted.current = pathname;
  }
  // The steps' first paint: the kit's bar as markup (each step a link, the page's step current) that
  // the server renders with the bar's stylesheet (./routes.ts `styles`), and that the app, till the
  // bar's chunk comes, keeps as it is (the same HTML: nothing to hydrate, nothing moves). Its code is
  // the server's only: the vehicle page's first load has no room for it.
  const firstPaint = import.meta.env.SSR ? (
    <div id={FIRST_PAINT_ID}>
      <StepperFirstPaint
        label={intl.formatMessage({ id: 'bnp.steps' })}
        currentId={pathname.split('/').filter(Boolean).at(-1)}
        steps={steps.map((step) => ({
          id: step,
          label: <FormattedMessage id={`bnp.step.${step}`} />,
          href: buildPath(prefix, `/conf/${vehicle.id}/${step}/`),
        }))}
      />
    </div>
  ) : (
    <div
      id={FIRST_PAINT_ID}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own markup of this element, kept
      dangerouslySetInnerHTML={{ __html: document.getElementById(FIRST_PAINT_ID)?.innerHTML ?? '' }}
    />
  );
  // The steps, the cart and the page's step (the overview's under the gallery, beside the panel).
  const stepsAndPage = (
    <>
      <DealSaveStatus />
      <Suspense>
        <DealLinks controller={controller} />
      </Suspense>
      {/* The steps (./stepper.tsx, the kit's progress bar) once their rules are in; till then their
          first paint (above), the server's markup in the same boxes. */}
      {nav?.render() ?? firstPaint}
      <div className={styles.actions}>
        <DealCart />
        <AskQuestion vehicleId={String(vehicle.id)} vehicleName={name} />
      </div>
      <Outlet />
    </>
  );
  return (
    <DealContext value={controller}>
      <DealCountryProvider country={dealerCountry(dealer.data)}>
        <div className={styles.layout} aria-busy={controller.busy}>
          <VehicleBreadcrumbs
            showVehicleList={dealer.data?.show_vehicle_list === true}
            vehicleId={vehicle.id}
            overview={overview}
          />
          {overview ? (
            <VehicleHero
              vehicle={vehicle}
              name={name}
              country={dealerCountry(dealer.data)}
              below={stepsAndPage}
            >
              <PricingHeader badge={badgeNode} variant="panel" />
            </VehicleHero>
          ) : (
            <>
              <h1 className={styles.visuallyHidden}>{name}</h1>
              <PricingHeader badge={badgeNode} />
              {stepsAndPage}
            </>
          )}
          <Suspense>
            <PageDisclaimers pathname={pathname} />
          </Suspense>
        </div>
      </DealCountryProvider>
    </DealContext>
  );
}
