import { useEffect, useState } from 'react';

/**
 * The value, once it has not changed for the wait `delayOf` gives from the value settled and the new
 * one (a change of one kind can wait longer than another).
 */
export function useDebouncedValue<T>(value: T, delayOf: (settled: T, value: T) => number): T {
  const [settled, setSettled] = useState(value);
  const ms = delayOf(settled, value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
