/** The page's heading (made focusable by script only), else `main`. */
export function pageFocusTarget(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    return heading;
  }
  return document.querySelector<HTMLElement>('main');
}
