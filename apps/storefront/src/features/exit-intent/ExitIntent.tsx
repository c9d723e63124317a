import { useExitIntent } from '@storefront/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { lazyComponent } from '../../shared/lazy/lazyComponent.ts';
import { storage } from '../../shared/state/persist.ts';
import { signInAtom } from '../auth/index.ts';
import { vehicleQuery } from '../build-and-price/index.ts';
import { vehicleIdOfPath } from '../vehicle/index.ts';
import { armedEarly } from './earlyArming.ts';
import {
  bounceContext,
  type ExitDealer,
  type ExitModal,
  exitIntentEnabled,
  exitModalFor,
  readExitFlags,
  writeExitFlags,
} from './exitIntent.ts';

const { Component: ExitModals } = lazyComponent(
  () => import('./ExitModals.tsx'),
  (m) => m.ExitModals,
);

function viewportWidth(): number {
  return typeof window === 'undefined' ? 0 : window.innerWidth;
}

interface ExitIntentProps {
  dealer: ExitDealer | undefined;
  authenticated: boolean;
  userLoaded: boolean;
  hasOrders: boolean;
}

/**
 * Exit-intent feedback (spec 1 sections 4 and 5): enabled on medium or larger screens for a
 * signed-out shopper when the dealer enables bounce recovery and login is not compulsory; armed by
 * the first qualifying click; opened by the domain's exit signals; submitted and dismissed are
 * permanent. With custom bounce recovery the dealer's exit page opens instead, chosen by the
 * dealer's rules on the language, layout, orders, session and the current vehicle's condition.
 */
export function ExitIntent({ dealer, authenticated, userLoaded, hasOrders }: ExitIntentProps) {
  const { http, dealerCode } = useApi();
  // The vehicle of a vehicle page (already loaded by the page): its condition is matched by the rules.
  const vehicleId = vehicleIdOfPath(useLocation().pathname);
  const vehicle = useQuery({
    ...vehicleQuery(http, dealerCode, vehicleId ?? ''),
    enabled: vehicleId !== null,
  });
  const intl = useIntl();
  const store = useStore();
  const signIn = useAtomValue(signInAtom);
  const [flags, setFlags] = useState(() => readExitFlags(storage, dealerCode));
  const [width, setWidth] = useState(viewportWidth);
  const [modal, setModal] = useState<ExitModal | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onResize = () => setWidth(viewportWidth());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  const enabled = userLoaded && !signIn.open && exitIntentEnabled(dealer, width, authenticated);
  const save = useCallback(
    (next: typeof flags) => {
      setFlags(next);
      writeExitFlags(storage, dealerCode, next);
    },
    [dealerCode],
  );
  const [initiallyArmed] = useState(armedEarly);
  useExitIntent({
    initiallyArmed,
    enabled: enabled && !open,
    submitted: flags.submitted,
    dismissed: flags.dismissed,
    onExitIntent: () => {
      // The bounce sign-in may answer the same key press: it wins.
      setTimeout(() => {
        if (store.get(signInAtom).open) return;
        setModal(
          exitModalFor(
            dealer,
            bounceContext({
              locale: intl.locale,
              viewportWidth: width,
              hasOrders,
              authenticated,
              vehicle: vehicle.data,
            }),
          ),
        );
        setOpen(true);
      }, 0);
    },
  });
  if (modal === null) return null;
  return (
    <Suspense fallback={null}>
      <ExitModals
        modal={modal}
        open={open}
        onDismiss={() => {
          setOpen(false);
          save({ ...flags, dismissed: true });
        }}
        onSubmitted={() => save({ ...flags, submitted: true })}
        onClose={() => setOpen(false)}
      />
    </Suspense>
  );
}
