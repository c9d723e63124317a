import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A fresh app's Vite config: React only. The kit needs no plugin, no optimizeDeps.
// Two pages: the README's dealer page (index.html) and its own-IntlProvider snippet (own-intl.html).
export default defineConfig({
  plugins: [react()],
  build: { rollupOptions: { input: { main: 'index.html', ownIntl: 'own-intl.html' } } },
});
