// Side-effect style imports of the preview (the kit typeface: @storefront/theme fonts.css), bundled by Vite.
declare module '*.css';
