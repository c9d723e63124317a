import '@dealer-storefront/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { WithOwnIntl } from './WithOwnIntl.tsx';

const root = document.getElementById('root');
if (root) createRoot(root).render(<WithOwnIntl />);
