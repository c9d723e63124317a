import { mediaQuery } from '@storefront/theme';
import type { MouseEvent, ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { CreditAppStep } from '../internal/domain.ts';
import { creditAppSidebarSteps } from '../internal/domain.ts';
import * as styles from './CreditApp.css.ts';
import { stepTitleId, useCreditText } from './text.ts';

export type CreditAppStepsProps = {
  /** Whether the application has a co-applicant: the co-applicant's steps are listed only then. */
  readonly hasCoApplicant: boolean;
  /** The step shown (`aria-current="page"`), or null (the result, a step not listed). */
  readonly current: CreditAppStep | null;
  /** The address of a step's page. */
  readonly hrefOf: (step: CreditAppStep) => string;
  /** A decision the shopper has not seen: "New update" beside the review. */
  readonly newUpdate?: boolean;
  /** Called instead of following a step's link (client-side routing); the default action is prevented. */
  readonly onNavigate?: (step: CreditAppStep) => void;
  /**
   * Whether the list is shown whole (the layout's two columns, from 992 px) or folded into "Step 3 of 9:
   * Employment" that discloses it; by default it follows the viewport.
   */
  readonly folded?: boolean;
};

export type CreditAppLayoutRootProps = { readonly children: ReactNode };
export type CreditAppLayoutVehicleProps = { readonly name: string };
export type CreditAppSystemNoticeProps = {
  /** `sandbox`: a demonstration bureau; `dealer-review`: the dealership's staff decide. */
  readonly kind: 'sandbox' | 'dealer-review';
  /**
   * The decision system's name in the page's language (the sandbox's notice names it; the dealer
   * review's says what happens instead: the dealership's staff decide, no bureau).
   */
  readonly name: string;
};

const WIDE = mediaQuery('md');

/** Whether the viewport is at least the layout's two-column width (992 px). */
function useWide(): boolean {
  const [wide, setWide] = useState(() => typeof window === 'undefined' || window.matchMedia(WIDE).matches);
  useEffect(() => {
    const query = window.matchMedia(WIDE);
    const onChange = () => setWide(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return wide;
}

/** The page's two regions: the steps aside (`Aside`) and the step (`Main`), side by side from 992 px. */
export function Root({ children }: CreditAppLayoutRootProps): ReactNode {
  return <div className={styles.layout}>{children}</div>;
}

export function Aside({ children }: CreditAppLayoutRootProps): ReactNode {
  return <div className={styles.aside}>{children}</div>;
}

export function Main({ children }: CreditAppLayoutRootProps): ReactNode {
  return <div className={styles.main}>{children}</div>;
}

/** The vehicle the application is for. */
export function Vehicle({ name }: CreditAppLayoutVehicleProps): ReactNode {
  return name ? <p className={styles.vehicle}>{name}</p> : null;
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The steps' list (spec 3 section 2; the result is reached by sending, not listed): the applicant's
 * step is "Primary applicant" with a co-applicant, "Applicant" without, and the co-applicant's steps
 * are there only with one. Narrower than 992 px it folds into "Step 3 of 9: Employment".
 */
export function Steps({
  hasCoApplicant,
  current,
  hrefOf,
  newUpdate = false,
  onNavigate,
  folded,
}: CreditAppStepsProps): ReactNode {
  const t = useCreditText();
  const wide = useWide();
  const details = useRef<HTMLDetailsElement>(null);
  const listed: readonly CreditAppStep[] = creditAppSidebarSteps(hasCoApplicant).filter(
    (step) => step !== 'result',
  );
  const at = current ? listed.indexOf(current) : -1;
  // A step chosen from the folded list closes it.
  useEffect(() => {
    if (details.current && current) details.current.open = false;
  }, [current]);
  const list = (
    <ol className={styles.steps}>
      {listed.map((step) => (
        <li key={step} data-step={step}>
          <a
            className={styles.stepLink}
            href={hrefOf(step)}
            aria-current={step === current ? 'page' : undefined}
            onClick={
              onNavigate
                ? (event) => {
                    if (!plainClick(event)) return;
                    event.preventDefault();
                    onNavigate(step);
                  }
                : undefined
            }
          >
            {t(stepTitleId(step, hasCoApplicant))}
            {step === 'review' && newUpdate ? (
              <span className={styles.badge}>{t('creditApp.newUpdate')}</span>
            ) : null}
          </a>
        </li>
      ))}
    </ol>
  );
  const isFolded = folded ?? !wide;
  return (
    <nav aria-label={t('creditApp.steps')} data-folded={isFolded ? '' : undefined}>
      {isFolded ? (
        <details ref={details} className={styles.fold}>
          <summary className={styles.foldSummary}>
            {current && at >= 0
              ? t('creditApp.stepOf', {
                  current: at + 1,
                  total: listed.length,
                  name: t(stepTitleId(current, hasCoApplicant)),
                })
              : t('creditApp.steps')}
          </summary>
          {list}
        </details>
      ) : (
        list
      )}
    </nav>
  );
}

/** Where the decision comes from, when it is an embedded system: a demonstration bureau or the dealership's staff. */
export function SystemNotice({ kind, name }: CreditAppSystemNoticeProps): ReactNode {
  const t = useCreditText();
  return (
    <p className={styles.notice} data-sandbox="" data-system={kind}>
      {t(kind === 'sandbox' ? 'creditApp.sandbox' : 'creditApp.dealerReview', { name })}
    </p>
  );
}

export type CreditAppLayoutProps = {
  readonly vehicleName?: string;
  /** The steps' list; left out on the result's page. */
  readonly steps?: CreditAppStepsProps | undefined;
  readonly system?: CreditAppSystemNoticeProps | undefined;
  /** The step's page. */
  readonly children: ReactNode;
};

/**
 * The credit application's page: the vehicle, the steps and the decision system aside, the step in
 * the main column. Assembled from its parts (`CreditAppLayout.Root`, `.Aside`, `.Vehicle`, `.Steps`,
 * `.SystemNotice`, `.Main`), which an app may also place itself.
 */
function CreditAppLayoutAll({ vehicleName = '', steps, system, children }: CreditAppLayoutProps): ReactNode {
  return (
    <Root>
      <Aside>
        <Vehicle name={vehicleName} />
        {steps ? <Steps {...steps} /> : null}
        {system ? <SystemNotice {...system} /> : null}
      </Aside>
      <Main>{children}</Main>
    </Root>
  );
}

export const CreditAppLayout = Object.assign(CreditAppLayoutAll, {
  Root,
  Aside,
  Main,
  Vehicle,
  Steps,
  SystemNotice,
});
