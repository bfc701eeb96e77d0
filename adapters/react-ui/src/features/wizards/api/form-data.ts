import { useQueries } from '@tanstack/react-query';
import type { PortalApi } from '../../../../../http/client/create-portal-api.ts';
import { FIVE_MINUTES, unwrap } from '../../../lib/query.ts';
import { usePortalApi } from '../../../lib/session.ts';
import type { DealJson } from './wizard-queries.ts';

type Loader = {
  readonly key: string;
  readonly load: (api: PortalApi, deal: DealJson) => Promise<Readonly<Record<string, unknown>>>;
};

/**
 * The data a content form's rules and pickers read besides the deal, by form id: the paths its
 * `optionsFrom` names (handover.availabilities, returnMetadata.availabilities).
 * The day slots are offered as `…slots` next to the dates they belong to.
 */
const LOADERS: Readonly<Record<string, readonly Loader[]>> = {
  handover: [
    {
      key: 'handover',
      load: async (api, { id }) => {
        const handover = await unwrap(api.getHandover({ params: { id } }));
        const metadata = await unwrap(api.getHandoverMetadata({ params: { id } }));
        return { handover: { ...handover.data, slots: metadata.data.availabilities } };
      },
    },
  ],
  return: [
    {
      key: 'return-metadata',
      load: async (api, { id }) => {
        const metadata = await unwrap(api.getReturnMetadata({ params: { id } }));
        return {
          returnMetadata: {
            ...metadata.data,
            slots: metadata.data.availabilities ?? [],
            // The self-return step shows the compound's address, read-only (consumer §2).
            compound_locations: (metadata.data.compound_locations ?? []).map((place, index) => ({
              value: index,
              label: `${place.street} ${place.house_number}, ${place.zip} ${place.city}`,
            })),
          },
        };
      },
    },
  ],
};

export const useFormData = (formId: string, deal: DealJson) => {
  const api = usePortalApi();
  const loaders = LOADERS[formId] ?? [];
  return useQueries({
    queries: loaders.map((loader) => ({
      queryKey: ['deals', deal.id, 'form-data', loader.key],
      queryFn: () => loader.load(api, deal),
      staleTime: FIVE_MINUTES,
      retry: false,
    })),
    combine: (results) => ({
      data: Object.assign({}, ...results.map((result) => result.data ?? {})) as Record<string, unknown>,
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
      refetch: () => Promise.all(results.map((result) => result.refetch())),
    }),
  });
};
