import { Navigate, useParams } from 'react-router';
import { CATALOGUE_FUELS } from '../../../../../../contracts/routes/catalogue.ts';

/**
 * The header's and footer's /subscribe/{fuel type}, /subscribe/{brand} and /subscribe/deals
 * (consumer spec §2) as the vehicle list with that filter in the URL. Designed by us: "deals" are
 * the cheapest cars first; a segment that is no fuel names a brand (the catalogue's brand id).
 */
export const subscribeHrefOfSegment = (segment: string): string => {
  const name = segment.toLowerCase();
  if (name === 'deals') return '/subscribe?sort=price_asc';
  const fuel = CATALOGUE_FUELS.find((candidate) => candidate.toLowerCase() === name);
  if (fuel) return `/subscribe?${new URLSearchParams({ fuels: fuel })}`;
  return `/subscribe?${new URLSearchParams({ brands: name })}`;
};

export const SubscribeSegmentPage = () => {
  const { segment = '' } = useParams();
  return <Navigate to={subscribeHrefOfSegment(segment)} replace />;
};
