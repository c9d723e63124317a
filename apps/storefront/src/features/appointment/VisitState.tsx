// Whether the dealership confirmed a booked visit or test drive: the kit's `VisitState` ("Confirmed by
// Maple Motors", or "Awaiting confirmation from Maple Motors" until then, and again after a move).
export { VisitState } from '@storefront/ui';
