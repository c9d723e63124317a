import { type ComponentType, type ReactNode, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, NavLink } from 'react-router';
import { buildPath, type RoutePrefix } from '../../shared/routing/routePrefix.ts';
import * as styles from './tradeIn.css.ts';

/**
 * A trade-in flow's frame (spec 3 §2): its steps, each a link to `{flow}/{id}/{step}/`, and the step's
 * page once what the flow reads has come (a loading status until then, and while the page's chunk
 * loads).
 */
export function FlowFrame<S extends string>(props: {
  flow: string;
  id: string;
  prefix: RoutePrefix;
  steps: readonly S[];
  titles: Readonly<Record<S, string>>;
  /** Message id of the step list's name. */
  label: string;
  loading: boolean;
  children: ReactNode;
}) {
  const { flow, id, prefix, steps, titles, label, loading, children } = props;
  const intl = useIntl();
  const status = (
    <p role="status">
      <FormattedMessage id="app.loading" />
    </p>
  );
  return (
    <div className={styles.layout}>
      <nav aria-label={intl.formatMessage({ id: label })}>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step}>
              <NavLink className={styles.stepLink} to={buildPath(prefix, `/${flow}/${id}/${step}/`)}>
                <span className={styles.stepNumber}>{index + 1}</span>
                <FormattedMessage id={titles[step]} />
              </NavLink>
            </li>
          ))}
        </ol>
      </nav>
      {loading ? status : <Suspense fallback={status}>{children}</Suspense>}
    </div>
  );
}

/**
 * A flow's step table (every trade-in flow's layout): the address's step, when it is one of `steps`,
 * shows its page (each a chunk of its own, `lazyComponent`) in the frame, inside what the layout
 * hands its steps (`provide`, the flow's context); the flow's bare address and an unknown step go to
 * the first step.
 */
export function FlowSteps<S extends string>(props: {
  flow: string;
  id: string;
  prefix: RoutePrefix;
  step: string | undefined;
  steps: readonly S[];
  titles: Readonly<Record<S, string>>;
  pages: Readonly<Record<S, { Component: ComponentType }>>;
  label: string;
  loading: boolean;
  provide: (page: ReactNode) => ReactNode;
}) {
  const { flow, id, prefix, step, steps, titles, pages, label, loading, provide } = props;
  const current = steps.find((s) => s === step);
  if (current === undefined)
    return <Navigate replace to={buildPath(prefix, `/${flow}/${id}/${steps[0]}/`)} />;
  const Page = pages[current].Component;
  return (
    <FlowFrame
      flow={flow}
      id={id}
      prefix={prefix}
      steps={steps}
      titles={titles}
      label={label}
      loading={loading}
    >
      {provide(<Page />)}
    </FlowFrame>
  );
}
