import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as t from 'io-ts';
import type { SessionUser as SessionUserCodec } from '../../../../contracts/routes/auth.ts';
import type { PortalApi } from '../../../http/client/create-portal-api.ts';
import { useServices } from '../app/ServicesContext.tsx';
import { ApiCallError, FIVE_MINUTES } from './query.ts';

export type SessionUser = t.TypeOf<typeof SessionUserCodec>;

export const SESSION_KEY = ['session'] as const;

/** The signed-in user, or null when nobody is (401); other failures are errors. */
export const sessionQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: SESSION_KEY,
    queryFn: async (): Promise<SessionUser | null> => {
      const result = await api.getSession();
      if (result.isOk()) return result.value.data;
      if (result.error.kind === 'http' && result.error.status === 401) return null;
      throw new ApiCallError(result.error);
    },
    staleTime: FIVE_MINUTES,
    retry: false,
  });

export const useSession = () => {
  const { api } = useServices();
  return useQuery(sessionQuery(api.consumer));
};

/**
 * Whether the portal speaks formally: the business portal says Sie, the consumer portal du (consumer
 * spec §1), signed out too. Reads the session as it is known, without asking for it (the error
 * screen shows when nothing else may load).
 */
export const useFormalWording = (): boolean => {
  const { api } = useServices();
  const { data: user } = useQuery({ ...sessionQuery(api.consumer), enabled: false });
  return user?.kind === 'business';
};

/** The typed client with the actor header of the signed-in user's portal (consumer or business). */
export const usePortalApi = (): PortalApi => {
  const { api } = useServices();
  const { data: user } = useSession();
  return user?.kind === 'business' ? api.business : api.consumer;
};
