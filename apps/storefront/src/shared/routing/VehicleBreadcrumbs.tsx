import { Breadcrumbs, type Crumb, useUiText } from '@storefront/ui';
import { useLocation, useNavigate } from 'react-router';
import { buildPath, parseRoutePrefix } from './routePrefix.ts';

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
  const hrefs: Record<string, string> = {
    search: buildPath(prefix, '/vehicle-list/'),
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
