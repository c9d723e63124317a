import { Button } from '@storefront/ui';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { useDialogOnDemand } from '../../shared/hooks/useDialogOnDemand.ts';
import { lazyComponent } from '../../shared/lazy/lazyComponent.ts';
import { loadQuestionFlow } from '../contact/index.ts';

// The question modal (the kit's QuestionModal on Radix Dialog, and its form) is its own chunk,
// loaded when the button is approached or pressed.
const { Component: QuestionFlow, preload } = lazyComponent(loadQuestionFlow, (m) => m.QuestionFlow);

/** "Ask a question" about the vehicle of the page: opens the question modal. */
export function AskQuestion({ vehicleId, vehicleName }: { vehicleId: string; vehicleName: string }) {
  const { open, setOpen, mounted, trigger, triggerProps } = useDialogOnDemand(preload);
  return (
    <>
      <Button {...triggerProps} variant="outline">
        <FormattedMessage id="bnp.askQuestion" />
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <QuestionFlow
            open={open}
            onOpenChange={setOpen}
            vehicleId={vehicleId}
            vehicleName={vehicleName}
            returnFocus={trigger}
          />
        </Suspense>
      ) : null}
    </>
  );
}
