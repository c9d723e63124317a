import { createContext, use, useContext, useEffect, useState } from 'react';

// A hydrated page starts with the `core` pack (./packs.ts); a component with texts of the `rest` must
// not render before the shell provides every pack. Waiting for the packs' load (messagesSettled) is
// not enough: once such a component's chunk is in, React may render it in an update more urgent than
// the one that hands the shell the complete messages (a key press re-rendering the page around it),
// and so with the shell's messages of before (its ids shown). The gate is the shell's own: while the
// shell renders without every pack, a component suspends on a promise the shell resolves once it has
// committed a render with all of them; a render from then on reads the complete messages.

/** The shell's texts gate: null once every pack is in the shell's messages (and outside a shell). */
export const TextsGateContext = createContext<Promise<void> | null>(null);

/** The shell's side: the gate for its messages' `complete`, opened once a complete render committed. */
export function useTextsGate(complete: boolean): Promise<void> | null {
  const [gate] = useState(opening);
  useEffect(() => {
    if (complete) gate.open();
  }, [complete, gate]);
  return complete ? null : gate.promise;
}

/** A component's side: suspends while the shell renders without every message pack. */
export function useCompleteTexts(): void {
  const gate = useContext(TextsGateContext);
  if (gate) use(gate);
}

function opening(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}
