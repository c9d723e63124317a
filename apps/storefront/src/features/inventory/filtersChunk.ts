// The step between the list page and its filter panel's chunk. The page's own chunk (in the list's
// first load, at its budget) then names only this small file; this one names the panel's chunk and
// every script and stylesheet it needs (Vite's list of a dynamic import's dependencies, about 0.4 kB
// gzip), fetched when the panel is wanted.
export const loadFiltersPanel = () => import('./FiltersPanel.tsx');
