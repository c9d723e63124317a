/**
 * Whether French elides "de" (or "que"…) before a word, a person’s name most often: "d’Isabelle",
 * "d’Étienne", "d’Hélène", "d’Yves", but "de Priya", "de Yolande". The answer is an ICU `select` value,
 * `yes` or `no`: `{elision, select, yes {Réponse d’{by}} other {Réponse de {by}}}`.
 *
 * Before a vowel (accents and ligatures included) and before h, taken as mute (an aspirate h cannot
 * be told from the spelling; a name's h is mute far more often); before y when a consonant follows
 * (y sounding as a vowel). Leading spaces and quotes are skipped; anything else (a digit, an e-mail
 * address starting with a consonant, nothing) is `no`.
 */
export function elision(word: string | null | undefined): 'yes' | 'no' {
  const letters = (word ?? '')
    .replace(/^[\s"'«»“”‘’(]+/u, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
  const [first = '', second = ''] = letters;
  if ('aeiouœæh'.includes(first) && first) return 'yes';
  if (first === 'y') return second && !'aeiouy'.includes(second) && /\p{L}/u.test(second) ? 'yes' : 'no';
  return 'no';
}
