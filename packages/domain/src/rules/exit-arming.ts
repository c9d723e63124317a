// Exit intent is armed by a first click on a button or a call to action (spec part 3, exit intent):
// the rule of that click, a module of its own so that an app can record the first clicks from its
// first load without the rest of exit intent (./exit-intent.ts re-exports it).

/** A clicked element, as the UI describes it. */
export interface ClickTarget {
  readonly tagName: string;
  readonly className?: string;
  readonly role?: string | null;
}

/** Class fragments that suggest a call to action, a step item or a payment-method item (ours). */
export const ARMING_CLASS_PATTERNS: readonly RegExp[] = [
  /\bcta\b|call-to-action|-cta\b|\bcta-/i,
  /step-item|\bstep\b/i,
  /payment-method/i,
];

/** Arming happens on a first click on a button or an element whose class suggests one of these. */
export function isArmingClick(path: readonly ClickTarget[]): boolean {
  return path.some(
    (el) =>
      el.tagName.toUpperCase() === 'BUTTON' ||
      el.role === 'button' ||
      ARMING_CLASS_PATTERNS.some((re) => re.test(el.className ?? '')),
  );
}
