import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../app/ServicesContext.tsx';
import { unwrap } from '../../../lib/query.ts';
import { SESSION_KEY, type SessionUser } from '../../../lib/session.ts';

/**
 * Accepting a contact's invitation (the link of the invitation mail): sets the password and signs
 * the person in, so the portal continues as the new business user.
 */
export const useAcceptInvitation = () => {
  const apis = useServices().api;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      unwrap(apis.business.acceptInvitation({ body: input })),
    onSuccess: ({ data }) => {
      // Whoever was signed in before is not any more: nothing cached for them may show.
      apis.consumer.invalidate();
      apis.business.invalidate();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
      queryClient.setQueryData<SessionUser | null>(SESSION_KEY, data);
    },
  });
};
