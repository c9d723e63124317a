/** A saved deal's section line (trade-in, deposit, appointment) as a page of several deals shows it. */
export interface LinkNameProps {
  /**
   * The accessible name of a link from its words, where several deals list theirs on one page (My
   * vehicles: "Place a deposit for the 2026 ..."); absent, the words alone.
   */
  linkName?: ((words: string) => string) | undefined;
}

/** The line of a saved deal's order: its id, its vehicle's, and the names of its links. */
export interface SavedDealLineProps extends LinkNameProps {
  orderId: number;
  vehicleId: number;
}
