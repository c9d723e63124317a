/** Logo files by device size, and how a missing size is filled. Pure. */

/** Device sizes a logo may be given for: mobile below 768 px, tablet below 1200 px, desktop above. */
export const LOGO_DEVICE_SIZES = ['mobile', 'tablet', 'desktop'] as const;
export type LogoDeviceSize = (typeof LOGO_DEVICE_SIZES)[number];

/** One logo in up to three files, by device size; a missing size uses the next larger, then smaller one. */
export type ResponsiveImage = Readonly<Partial<Record<LogoDeviceSize, string | null>>>;

export type DealerLogos = {
  readonly primary?: ResponsiveImage | null;
  readonly secondary?: ResponsiveImage | null;
};

/** The file for each device size, filling gaps from the neighbouring sizes. */
export function logoSources(
  image: ResponsiveImage | null | undefined,
): Record<LogoDeviceSize, string> | null {
  const mobile = image?.mobile || null;
  const tablet = image?.tablet || null;
  const desktop = image?.desktop || null;
  const any = desktop ?? tablet ?? mobile;
  if (any === null) return null;
  return {
    mobile: mobile ?? tablet ?? any,
    tablet: tablet ?? desktop ?? any,
    desktop: desktop ?? tablet ?? any,
  };
}
