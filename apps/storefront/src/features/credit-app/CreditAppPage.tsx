import { type ReactNode, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { lazyComponent } from '../../shared/lazy/lazyComponent.ts';

// The route's page is this small module, and the flow (its steps, the kit's form parts) a chunk it
// loads: the shell's route table, which every page loads up front, then names this one file and not
// the flow's dozens (its preload list), so the vehicle list and vehicle pages stay as they were.
const flow = lazyComponent(
  () => import('./CreditAppLayout.tsx'),
  (m) => m.CreditAppLayout,
);

export function CreditAppPage(): ReactNode {
  return (
    <Suspense
      fallback={
        <p role="status">
          <FormattedMessage id="app.loading" />
        </p>
      }
    >
      <flow.Component />
    </Suspense>
  );
}
