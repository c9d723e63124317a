/** A high-priority preload of the likely LCP image, once (nothing outside a browser). */
export function preloadImage(href: string | null | undefined): void {
  if (!href || typeof document === 'undefined') return;
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
