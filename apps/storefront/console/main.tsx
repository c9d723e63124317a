import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ConsoleApp } from './ConsoleApp.tsx';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <BrowserRouter basename="/dealer">
      <ConsoleApp />
    </BrowserRouter>,
  );
}
