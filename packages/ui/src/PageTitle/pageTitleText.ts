/** The document title after a navigation: the dealer's name, plus the step title on a step route. */
export function pageTitle(dealerName: string, stepTitle?: string | null): string {
  const dealer = dealerName.trim();
  const step = stepTitle?.trim() ?? '';
  if (step === '') return dealer;
  if (dealer === '') return step;
  return `${step} | ${dealer}`;
}
