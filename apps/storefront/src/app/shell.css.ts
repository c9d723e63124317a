import { style } from '@vanilla-extract/css';

// Shell layout. Colours move to @storefront/theme's contract once the kit's shell lands.
export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  color: '#1a1a1a',
  background: '#ffffff',
});

export const skipLink = style({
  position: 'absolute',
  left: '-9999px',
  selectors: { '&:focus': { left: '8px', top: '8px', background: '#ffffff', padding: '8px', zIndex: 10 } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: '80px',
  padding: '0 24px',
  background: '#1f2933',
  color: '#ffffff',
  '@media': { 'screen and (min-width: 768px)': { minHeight: '110px' } },
});

export const dealerName = style({
  color: 'inherit',
  fontSize: '1.5rem',
  fontWeight: 700,
  textDecoration: 'none',
});

export const languageList = style({ display: 'flex', gap: '12px', listStyle: 'none', margin: 0, padding: 0 });

export const languageLink = style({
  color: 'inherit',
  selectors: { '&[aria-current="true"]': { fontWeight: 700, textDecoration: 'none' } },
});

export const main = style({ flex: 1, padding: '24px', maxWidth: '1200px', width: '100%', margin: '0 auto' });

export const footer = style({ padding: '16px 24px', borderTop: '1px solid #d0d5dd', fontSize: '0.875rem' });
