import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import type { Language } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import type { UiMessageId } from '../messages/index.ts';
import { headerItem } from '../styles/header.css.ts';

const LANGUAGE_NAME: Readonly<Record<Language, UiMessageId>> = {
  en: 'ui.language.switchTo.en',
  fr: 'ui.language.switchTo.fr',
};

export type LanguageToggleProps = {
  /** The current language. */
  readonly language: Language;
  /** The dealer's languages (`allowed_languages`); the toggle shows only when there are two or more. */
  readonly languages: readonly Language[];
  /** The app switches locale, rewrites the route's language and reloads (spec 1 §4). */
  readonly onChange: (language: Language) => void;
  /** Render with header colours (default) or as a plain text button. */
  readonly className?: string;
};

/** The language toggle: a button naming the other language in that language. */
export function LanguageToggle({ language, languages, onChange, className }: LanguageToggleProps): ReactNode {
  const t = useUiText();
  const others = languages.filter((l) => l !== language);
  const next = others[0];
  if (next === undefined) return null;
  return (
    <button
      type="button"
      className={className ?? headerItem}
      lang={next === 'fr' ? 'fr-CA' : 'en'}
      onClick={() => onChange(next)}
      data-language-toggle={next}
    >
      <Icon name="globe" />
      <span>{t(LANGUAGE_NAME[next])}</span>
    </button>
  );
}
