import { atom } from 'jotai';

// The contact modal's state, a module of its own: the shell opens the modal (header buttons, exit
// intent) and gives focus back, while the questions, their errors and the calls (./contact.ts) come
// with the modal's chunk.

/** The contact (or check-availability) modal: open, and the vehicle it is about (vehicle pages). */
export interface ContactState {
  open: boolean;
  vehicleId: string | null;
  /** contact (no vehicle), availability, or eprice (a dealer whose button asks for a price). */
  kind: 'contact' | 'availability' | 'eprice';
  /**
   * The element that had focus when the modal opened (the header's button, desktop or mobile menu):
   * focus goes back to it on close, since the modal is opened by state rather than by a dialog
   * trigger. Not shown: a DOM reference.
   */
  opener: HTMLElement | null;
}

export const CLOSED_CONTACT: ContactState = { open: false, vehicleId: null, kind: 'contact', opener: null };

/**
 * The request the header's contact button makes: a message without a vehicle; on a vehicle page the
 * vehicle's availability, or its ePrice when the dealer's title of the button (`contact_button_title`)
 * asks for a price ("Get ePrice", "Obtenir le prix").
 */
export function contactKindOf(
  vehicleId: string | null,
  buttonTitle: string | null | undefined,
): ContactState['kind'] {
  if (vehicleId === null) return 'contact';
  return /price|prix/i.test(buttonTitle ?? '') ? 'eprice' : 'availability';
}

export const contactAtom = atom<ContactState>(CLOSED_CONTACT);

/** The opener to remember: the element that has focus, when it is one that can take it back. */
export function contactOpenerOf(element: Element | null): HTMLElement | null {
  return element instanceof HTMLElement ? element : null;
}

/**
 * The question dialog about a vehicle (QuestionFlow), a chunk of its own loaded on demand. Its loader
 * lives here, in the shell's first load, for the bytes: the module holding an `import()` carries the
 * file names of the chunk's dependencies (Vite's preload map), and the shell's chunk already names
 * them (the contact modal shares most), while the vehicle page's chunk would add 26 (0.4 kB gzip).
 */
export const loadQuestionFlow = () => import('./QuestionFlow.tsx');
