/** The element id of a list card's payment disclosure (./ListPaymentNotes.tsx), its mark's target. */
export function paymentNoteId(vehicleId: number): string {
  return `payment-note-${vehicleId}`;
}
