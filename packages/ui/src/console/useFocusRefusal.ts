import { type RefObject, useEffect, useRef } from 'react';

/**
 * The item last acted on (set it when an action starts): a refusal of it, arriving in `errors`,
 * takes focus (its element `${idPrefix}-${key}-error`), to say what was refused and why.
 */
export function useFocusRefusal<K extends string | number>(
  errors: Readonly<Partial<Record<K, string>>>,
  idPrefix: string,
): RefObject<K | null> {
  const acted = useRef<K | null>(null);
  useEffect(() => {
    if (acted.current === null || !errors[acted.current]) return;
    document.getElementById(`${idPrefix}-${acted.current}-error`)?.focus();
    acted.current = null;
  }, [errors, idPrefix]);
  return acted;
}
