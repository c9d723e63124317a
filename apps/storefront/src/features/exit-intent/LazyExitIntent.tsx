import { BREAKPOINTS } from '@storefront/domain';
import { type ComponentProps, Suspense, useSyncExternalStore } from 'react';
import { lazyComponent } from '../../shared/lazy/lazyComponent.ts';
import { recordEarlyArming } from './earlyArming.ts';

// The exit-intent hook and its domain rules (with the feedback schema, hence zod) stay out of the
// first load: the chunk is loaded only where exit intent can be enabled at all, on medium or
// larger screens for a dealer with bounce recovery. The chunk applies the full rule.
const { Component: ExitIntent } = lazyComponent(
  () => import('./ExitIntent.tsx'),
  (m) => m.ExitIntent,
);

const MEDIUM_UP = `(min-width: ${BREAKPOINTS.md}px)`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(MEDIUM_UP);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const mediumUp = () => window.matchMedia(MEDIUM_UP).matches;

recordEarlyArming();

export function LazyExitIntent(props: ComponentProps<typeof ExitIntent>) {
  const wide = useSyncExternalStore(subscribe, mediumUp, () => false);
  if (!wide || props.dealer?.enable_bounce_recovery !== true) return null;
  return (
    <Suspense fallback={null}>
      <ExitIntent {...props} />
    </Suspense>
  );
}
