import { useQueries } from '@tanstack/react-query';
import type { PortalApi } from '../../../../../http/client/create-portal-api.ts';
import { FIVE_MINUTES, unwrap } from '../../../lib/query.ts';
import { usePortalApi } from '../../../lib/session.ts';

type Loader = {
  readonly key: string;
  readonly load: (api: PortalApi, dealId: string) => Promise<Readonly<Record<string, unknown>>>;
};

/**
 * The data a content form's rules and pickers read besides the deal, by form id: the paths its
 * `optionsFrom` names (handover.availabilities, returnMetadata.availabilities, appraisal.options).
 * The day slots are offered as `…slots` next to the dates they belong to.
 */
const LOADERS: Readonly<Record<string, readonly Loader[]>> = {
  handover: [
    {
      key: 'handover',
      load: async (api, id) => {
        const handover = await unwrap(api.getHandover({ params: { id } }));
        const metadata = await unwrap(api.getHandoverMetadata({ params: { id } }));
        return { handover: { ...handover.data, slots: metadata.data.availabilities } };
      },
    },
  ],
  return: [
    {
      key: 'return-metadata',
      load: async (api, id) => {
        const metadata = await unwrap(api.getReturnMetadata({ params: { id } }));
        return { returnMetadata: { ...metadata.data, slots: metadata.data.availabilities ?? [] } };
      },
    },
  ],
  'onsite-appraisal-booking': [
    {
      key: 'pre-return-appraisal',
      load: async (api, id) => ({
        appraisal: (await unwrap(api.getPreReturnAppraisal({ params: { id } }))).data,
      }),
    },
  ],
};

export const useFormData = (formId: string, dealId: string) => {
  const api = usePortalApi();
  const loaders = LOADERS[formId] ?? [];
  return useQueries({
    queries: loaders.map((loader) => ({
      queryKey: ['deals', dealId, 'form-data', loader.key],
      queryFn: () => loader.load(api, dealId),
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
