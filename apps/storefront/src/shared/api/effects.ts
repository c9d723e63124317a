import type { HttpEffects } from './http.ts';

// The HTTP client lives outside React; the shell installs the real effects (toasts, login
// modal, re-entry, navigation) once they exist. Until then failures are only logged.
const installed: HttpEffects = {
  toast: () => {},
  openLogin: () => {},
  reentry: () => {},
  navigate: (location) => {
    window.location.assign(location);
  },
  log: (level, message) => {
    if (level === 'error') console.error(message);
    else console.warn(message);
  },
  answered: () => {},
};

/** Effects object handed to every client; its methods are swapped in place. */
export const httpEffects: HttpEffects = {
  toast: (t) => installed.toast(t),
  openLogin: () => installed.openLogin(),
  reentry: (email) => installed.reentry(email),
  navigate: (location) => installed.navigate(location),
  log: (level, message) => installed.log(level, message),
  answered: (answer) => installed.answered?.(answer),
};

/** Installs effects; answers a function restoring the previous ones. */
export function installHttpEffects(effects: Partial<HttpEffects>): () => void {
  const previous = { ...installed };
  Object.assign(installed, effects);
  return () => {
    Object.assign(installed, previous);
  };
}
