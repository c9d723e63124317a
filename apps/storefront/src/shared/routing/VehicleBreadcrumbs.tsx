import { Breadcrumbs, type Crumb, useUiText } from '@storefront/ui';
import { useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { buildPath, parseRoutePrefix } from './routePrefix.ts';

const noChange = () => () => {};
/** The query the list page kept for its path in this tab ('' when none, or storage is refused). */
const keptQuery = (list: string): string => {
  try {
    return sessionStorage.getItem(`sf:list:${list}`) ?? '';
  } catch {
    return '';
  }
};

interface VehicleBreadcrumbsProps {
  /** The dealer shows a vehicle list: the trail starts with Search (a link to it). */
  readonly showVehicleList: boolean;
  readonly vehicleId: number | string;
  /** The vehicle overview itself (Details is the current page), else one of its steps (Purchase). */
  readonly overview: boolean;
}

/**
 * The vehicle pages' trail (spec 1, breadcrumbs): Search (only when the dealer shows a vehicle list),
 * Details (the vehicle overview), Purchase (a step); the last is the current page. Links are followed
 * by the app's router; without script they are plain links.
 */
export function VehicleBreadcrumbs({ showVehicleList, vehicleId, overview }: VehicleBreadcrumbsProps) {
  const t = useUiText();
  const navigate = useNavigate();
  const prefix = parseRoutePrefix(useLocation().pathname);
  const list = buildPath(prefix, '/vehicle-list/');
  // The list as this tab left it (its filters, sort and page: the list page keeps its query under its
  // path, so the same dealer and language), else the plain list; the server's render has the plain one.
  const kept = useSyncExternalStore(
    noChange,
    () => keptQuery(list),
    () => '',
  );
  const hrefs: Record<string, string> = {
    search: list + (kept.startsWith('?') ? kept : ''),
    details: buildPath(prefix, `/conf/${vehicleId}/`),
  };
  const items: Crumb[] = [
    ...(showVehicleList ? [{ id: 'search', label: t('ui.breadcrumbs.search'), href: hrefs.search }] : []),
    { id: 'details', label: t('ui.breadcrumbs.details'), href: hrefs.details },
    ...(overview ? [] : [{ id: 'purchase', label: t('ui.breadcrumbs.purchase') }]),
  ];
  return (
    <Breadcrumbs
      items={items}
      onNavigate={(id) => {
        const to = hrefs[id];
        if (to) void navigate(to);
      }}
    />
  );
}
