import { safeHttpUrl } from './stylesheets.ts';

/**
 * Built-in placeholder vehicle image (a neutral car silhouette, SVG data URI), used when a vehicle has
 * no image and the dealer has no `vehicle_placeholder_image`.
 */
export const DEFAULT_VEHICLE_PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 225"><rect width="400" height="225" fill="#eef0f3"/>' +
    '<path d="M70 150c0-10 6-18 16-21l40-10 34-30c8-7 18-10 28-10h70c10 0 19 4 26 11l33 29 30 6c10 2 17 11 17 21v14H70z" fill="#b7bec8"/>' +
    '<circle cx="130" cy="164" r="22" fill="#6b7480"/><circle cx="290" cy="164" r="22" fill="#6b7480"/>' +
    '<circle cx="130" cy="164" r="9" fill="#eef0f3"/><circle cx="290" cy="164" r="9" fill="#eef0f3"/></svg>',
)}`;

export type VehicleImageSource = {
  readonly primary_image?: string | null;
  readonly images?: readonly { readonly image?: string | null }[] | null;
};

export type VehicleImage = { readonly src: string; readonly isPlaceholder: boolean };

/** The dealer's placeholder when it is a safe http(s) address, else the built-in one. */
export const vehiclePlaceholder = (dealerTheme?: {
  readonly vehicle_placeholder_image?: string | null;
}): string => safeHttpUrl(dealerTheme?.vehicle_placeholder_image) ?? DEFAULT_VEHICLE_PLACEHOLDER;

/**
 * The vehicle's primary image, else its first image, else the placeholder. Only http(s) addresses are
 * used as vehicle images.
 */
export const vehicleImageOrPlaceholder = (
  vehicle: VehicleImageSource,
  dealerTheme?: { readonly vehicle_placeholder_image?: string | null },
): VehicleImage => {
  const candidates = [vehicle.primary_image, ...(vehicle.images ?? []).map((i) => i.image)];
  for (const c of candidates) {
    const safe = safeHttpUrl(c);
    if (safe !== null) return { src: safe, isPlaceholder: false };
  }
  return { src: vehiclePlaceholder(dealerTheme), isPlaceholder: true };
};
