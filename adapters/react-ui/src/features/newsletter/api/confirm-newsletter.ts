import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../app/ServicesContext.tsx';
import { unwrap } from '../../../lib/query.ts';

/** The confirmation of a sign-up with the token of its mail (double opt-in); sent by visitors too. */
export const useConfirmNewsletter = () => {
  const { api } = useServices();
  return useMutation({
    mutationFn: (token: string) => unwrap(api.consumer.confirmNewsletter({ body: { token } })),
  });
};
