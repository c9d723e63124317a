import { type FocusEvent, type FormEvent, useCallback, useRef, useState } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (target: EventTarget): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

const fieldValue = (field: Field): string =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
    ? String(field.checked)
    : field.value;

/** A field's value before the shopper touched it: recorded as it takes focus (an untouched box unticked, a field empty). */
const blankOf = (field: Field): string =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') ? 'false' : '';

export interface EditedFields {
  /** Some field holds something other than what it had (prefilled values are not edits). */
  readonly edited: boolean;
  /** Spread on an element around the form (React's events reach it from a modal's portal too). */
  readonly handlers: {
    readonly onFocus: (event: FocusEvent) => void;
    readonly onChange: (event: FormEvent) => void;
  };
  /** A fresh form: nothing edited. */
  readonly reset: () => void;
}

/**
 * Whether the shopper has typed or ticked anything in the form below (for the discard-changes guard):
 * each field's value as it first takes focus is its starting value; a field back at it is no edit.
 */
export function useEditedFields(): EditedFields {
  const initial = useRef(new Map<string, string>());
  const [changed, setChanged] = useState<ReadonlySet<string>>(() => new Set());
  const onFocus = useCallback((event: FocusEvent) => {
    const field = event.target;
    if (!isField(field)) return;
    const key = field.name || field.id;
    if (!initial.current.has(key)) initial.current.set(key, fieldValue(field));
  }, []);
  const onChange = useCallback((event: FormEvent) => {
    const field = event.target;
    if (!isField(field)) return;
    const key = field.name || field.id;
    const edited = fieldValue(field) !== (initial.current.get(key) ?? blankOf(field));
    setChanged((previous) => {
      if (previous.has(key) === edited) return previous;
      const next = new Set(previous);
      if (edited) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const reset = useCallback(() => {
    initial.current.clear();
    setChanged(new Set());
  }, []);
  return { edited: changed.size > 0, handlers: { onFocus, onChange }, reset };
}
