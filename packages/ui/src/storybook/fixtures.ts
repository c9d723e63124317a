/**
 * Sample data for stories. Images are inline SVG data URIs drawn without colour literals (the kit
 * has no hard-coded colour, fixtures included): text and shapes use the SVG default fill.
 */
import type { HeaderDealer } from '../Header/Header.tsx';

const svg = (width: number, height: number, body: string): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;

/** A word-mark logo. */
export const logo = (text: string, width = 180, height = 48): string =>
  svg(
    width,
    height,
    `<text x="0" y="${Math.round(height * 0.7)}" font-family="Arial, sans-serif" font-size="${Math.round(height * 0.55)}" font-weight="700">${text}</text>`,
  );

/** A simple vehicle picture with a caption, 16:9. */
export const vehicleImage = (caption: string): string =>
  svg(
    640,
    360,
    `<rect x="0" y="0" width="640" height="360" fill-opacity="0.06"/><path d="M120 250 L170 170 L470 170 L530 250 Z" fill-opacity="0.25"/><circle cx="190" cy="255" r="32" fill-opacity="0.6"/><circle cx="460" cy="255" r="32" fill-opacity="0.6"/><text x="320" y="330" font-family="Arial, sans-serif" font-size="26" text-anchor="middle">${caption}</text>`,
  );

export const PLACEHOLDER_IMAGE = svg(
  640,
  360,
  `<rect x="0" y="0" width="640" height="360" fill-opacity="0.08"/><text x="320" y="190" font-family="Arial, sans-serif" font-size="28" text-anchor="middle">Photo coming soon</text>`,
);

export const DEALER: HeaderDealer = {
  name: 'Maple Leaf Motors',
  logos: {
    primary: { mobile: logo('MLM', 90), tablet: logo('Maple Leaf'), desktop: logo('Maple Leaf Motors', 260) },
    secondary: { desktop: logo('Certified', 120, 32) },
  },
  fullAddress: '1200 King St W, Toronto, ON M6K 1G4',
  showAddress: true,
  contactButtonTitle: null,
  languages: ['en', 'fr'],
};

export const DEALER_WITHOUT_LOGO: HeaderDealer = {
  name: 'Lakeshore Auto Group',
  logos: null,
  languages: ['en'],
};
