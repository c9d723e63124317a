import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { shareStyleNonce } from '../src/shared/csp/styleNonce.ts';
import { ConsoleApp } from './ConsoleApp.tsx';

shareStyleNonce();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <BrowserRouter basename="/dealer">
      <ConsoleApp />
    </BrowserRouter>,
  );
}
