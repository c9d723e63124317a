import { DealerThemeProvider } from '@storefront/theme';
import { Header, type HeaderDealer, SignInModal, ToastProvider, uiMessages } from '@storefront/ui';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';

const dealer: HeaderDealer = { name: 'Partner Motors', languages: ['en', 'fr'] };

function App() {
  const [open, setOpen] = useState(true);
  return (
    <IntlProvider locale="en-CA" messages={uiMessages['en-CA']}>
      <DealerThemeProvider
        settings={{ button_cta_color: '#c8102e', header_background_color: '#0b1f3a' }}
        applyToDocument
      >
        <ToastProvider>
          <Header
            dealer={dealer}
            language="en"
            onLanguageChange={() => {}}
            onContact={() => setOpen(true)}
            user={null}
          />
          <SignInModal
            open={open}
            onOpenChange={setOpen}
            source="unlock_pricing"
            dealer={{}}
            country="CA"
            onSubmit={(values) => values.email}
          />
        </ToastProvider>
      </DealerThemeProvider>
    </IntlProvider>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
