import type { MouseEvent, ReactNode } from 'react';
import { useId } from 'react';
import { Button } from '../Button/Button.tsx';
import * as deal from '../deal/deal.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/icons.tsx';
import type { Progress, SectionId } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import { Link } from '../Link/Link.tsx';
import type { UiMessageId } from '../messages/index.ts';
import * as styles from './StepSummaryCard.css.ts';
import type { SectionAction, SectionStatus } from './sectionStatus.ts';
import { sectionAction, sectionStatus } from './sectionStatus.ts';

export const SECTION_TITLE: Readonly<Record<SectionId, UiMessageId>> = {
  'build-and-price': 'deal.section.build-and-price',
  'trade-in': 'deal.section.trade-in',
  'credit-app': 'deal.section.credit-app',
  deposit: 'deal.section.deposit',
  'deposit-vw': 'deal.section.deposit',
  appointment: 'deal.section.appointment',
};

const SECTION_INVITE: Readonly<Record<SectionId, UiMessageId>> = {
  'build-and-price': 'deal.section.invite.build-and-price',
  'trade-in': 'deal.section.invite.trade-in',
  'credit-app': 'deal.section.invite.credit-app',
  deposit: 'deal.section.invite.deposit',
  'deposit-vw': 'deal.section.invite.deposit',
  appointment: 'deal.section.invite.appointment',
};

export const SECTION_STATUS_LABEL: Readonly<Record<SectionStatus, UiMessageId>> = {
  initial: 'ui.stepper.state.initial',
  inProgress: 'deal.section.status.inProgress',
  awaitingCustomer: 'ui.stepper.state.awaitingCustomer',
  awaitingDealer: 'ui.stepper.state.awaitingDealer',
  skipped: 'ui.stepper.state.skipped',
  completed: 'ui.stepper.state.completed',
};

const STATUS_ICON: Readonly<Record<SectionStatus, IconName | null>> = {
  initial: null,
  inProgress: 'chevronRight',
  awaitingCustomer: 'warning',
  awaitingDealer: 'info',
  skipped: 'arrowBack',
  completed: 'check',
};

const ACTION_LABEL: Readonly<Record<SectionAction, UiMessageId>> = {
  start: 'deal.section.action.start',
  continue: 'deal.section.action.continue',
  edit: 'deal.section.action.edit',
  view: 'deal.section.action.view',
};

export type StepSummaryCardProps = {
  readonly section: SectionId;
  /** The order's progress map by step (the domain's numeric step states). */
  readonly progress: Progress;
  /**
   * The section holds work saved though none of its steps is done (a trade-in valued, not yet sent):
   * in progress, with its summary and Continue.
   */
  readonly started?: boolean;
  /** What the section holds so far (payment, trade-in value, appointment time...). */
  readonly summary?: ReactNode;
  /** Called with the card's action (start, continue, edit, view). */
  readonly onAction?: (action: SectionAction) => void;
  /** Link target of the action instead of a callback. */
  readonly href?: string;
  /** With `href`, the app's routing: a plain click goes there without a new document (absent: the link's own). */
  readonly onNavigate?: (href: string) => void;
  /** The section just finished (step-summary `success` param): announced and highlighted. */
  readonly justCompleted?: boolean;
  /** With `justCompleted`, the card pulses as it arrives (step-summary `animate`); false: still. */
  readonly animate?: boolean;
  /**
   * The section cannot be opened yet (a linear flow whose earlier steps are not done): the card says
   * so and offers no action.
   */
  readonly locked?: boolean;
  /** The level of the card's title: 3 under a page's sections (default), 2 right under the page's h1. */
  readonly headingLevel?: 2 | 3;
};

/**
 * A section of the order on the step summary and order details: title, status (not started, in
 * progress, action needed, waiting for the dealer, skipped, completed), a summary, and the action
 * the domain's re-open rule allows (none while `locked`). State: `data-status`, `data-action`,
 * `data-just-completed`, `data-animate`, `data-locked`.
 */
export function StepSummaryCard({
  section,
  progress,
  started = false,
  summary,
  onAction,
  href,
  onNavigate,
  justCompleted = false,
  animate = true,
  locked = false,
  headingLevel = 3,
}: StepSummaryCardProps): ReactNode {
  const t = useUiText();
  const status = sectionStatus(section, progress, { started });
  const action = sectionAction(section, status);
  const icon = STATUS_ICON[status];
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={`${deal.card} ${styles.card}`}
      aria-labelledby={titleId}
      data-status={status}
      data-action={action}
      data-just-completed={justCompleted || undefined}
      data-animate={(justCompleted && animate) || undefined}
      data-locked={locked || undefined}
      data-section={section}
    >
      <div className={styles.head}>
        <span className={styles.icon} data-status={status} aria-hidden="true">
          {icon === null ? null : <Icon name={icon} />}
        </span>
        <div className={styles.titles}>
          <Heading id={titleId} className={deal.subheading}>
            {t(SECTION_TITLE[section])}
          </Heading>
          <p className={styles.status} data-status={status}>
            {t(SECTION_STATUS_LABEL[status])}
          </p>
        </div>
      </div>
      {justCompleted ? (
        <p className={styles.success} role="status">
          <Icon name="check" />
          {t('deal.section.justCompleted', { section: t(SECTION_TITLE[section]) })}
        </p>
      ) : null}
      {summary === undefined || status === 'initial' ? (
        <p className={deal.muted}>{t(SECTION_INVITE[section])}</p>
      ) : (
        <div className={styles.summary}>{summary}</div>
      )}
      {locked ? (
        <p className={deal.muted}>{t('deal.section.locked')}</p>
      ) : href !== undefined ? (
        <Link
          href={href}
          className={styles.action}
          aria-describedby={titleId}
          onClick={(event: MouseEvent<HTMLAnchorElement>) => {
            if (
              !onNavigate ||
              event.button !== 0 ||
              event.metaKey ||
              event.ctrlKey ||
              event.shiftKey ||
              event.altKey
            )
              return;
            event.preventDefault();
            onNavigate(href);
          }}
        >
          {t(ACTION_LABEL[action])}
        </Link>
      ) : onAction !== undefined ? (
        <div>
          <Button
            variant={action === 'start' || action === 'continue' ? 'solid' : 'outline'}
            onClick={() => onAction(action)}
            aria-describedby={titleId}
          >
            {t(ACTION_LABEL[action])}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
