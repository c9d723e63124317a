/**
 * One choice per label: two values a language names alike (French "Mme" for both Ms and Mrs) are one
 * choice, the first, unless the other is the saved one, which stays as it was chosen.
 */
export function distinctChoices<O extends { readonly id: string; readonly label: string }>(
  options: readonly O[],
  selected: string,
): O[] {
  const byLabel = new Map<string, O>();
  for (const option of options) {
    const first = byLabel.get(option.label);
    if (!first || option.id === selected) byLabel.set(option.label, option);
  }
  return options.filter((o) => byLabel.get(o.label) === o);
}
