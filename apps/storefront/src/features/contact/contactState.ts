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
}

export const CLOSED_CONTACT: ContactState = { open: false, vehicleId: null, kind: 'contact' };

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

/**
 * The element that had focus when the modal opened (the header's button, desktop or mobile menu):
 * focus goes back to it on close, since the modal is opened by state rather than by a dialog
 * trigger. Not state: a DOM reference.
 */
let opener: HTMLElement | null = null;

export function rememberContactOpener(element: Element | null): void {
  opener = element instanceof HTMLElement ? element : null;
}

/** Gives focus back to the opener once the modal has closed (when it is still on the page). */
export function restoreContactFocus(): void {
  const element = opener;
  opener = null;
  if (element) setTimeout(() => element.isConnected && element.focus(), 0);
}

/**
 * The question dialog about a vehicle (QuestionFlow), a chunk of its own loaded on demand. Its loader
 * lives here, in the shell's first load, for the bytes: the module holding an `import()` carries the
 * file names of the chunk's dependencies (Vite's preload map), and the shell's chunk already names
 * them (the contact modal shares most), while the vehicle page's chunk would add 26 (0.4 kB gzip).
 */
export const loadQuestionFlow = () => import('./QuestionFlow.tsx');
