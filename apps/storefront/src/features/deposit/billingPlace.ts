/**
 * The postal code the shopper already gave: their account's, else this deal's order's, else the one
 * this deal was priced with, else the last one they gave for any vehicle of the dealer. The deposit
 * form (the kit's `DepositForm`) starts from it and fills the province it names.
 */
export function givenPostalCode(
  vehicleId: string,
  account: { postal_code?: string | null },
  order: { postal_code?: string | null } | undefined,
  deals: { byVehicle: Readonly<Record<string, { postalCode: string | null }>>; postalCode?: string | null },
): string {
  return (
    account.postal_code ||
    order?.postal_code ||
    deals.byVehicle[vehicleId]?.postalCode ||
    deals.postalCode ||
    ''
  );
}
