import { Button } from '@storefront/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { loadChunk } from '../../app/chunkReload.ts';

// The question modal (the kit's QuestionModal on Radix Dialog, and its form) is its own chunk,
// loaded when the button is approached or pressed.
const importQuestionFlow = () => loadChunk(() => import('../contact/QuestionFlow.tsx'));
const QuestionFlow = lazy(() => importQuestionFlow().then((m) => ({ default: m.QuestionFlow })));
const preload = () => void importQuestionFlow().catch(() => undefined);

/** "Ask a question" about the vehicle of the page: opens the question modal. */
export function AskQuestion({ vehicleId, vehicleName }: { vehicleId: string; vehicleName: string }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <FormattedMessage id="bnp.askQuestion" />
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <QuestionFlow
            open={open}
            onOpenChange={setOpen}
            vehicleId={vehicleId}
            vehicleName={vehicleName}
            returnFocus={button}
          />
        </Suspense>
      ) : null}
    </>
  );
}
