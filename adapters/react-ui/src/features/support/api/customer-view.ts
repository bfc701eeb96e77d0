import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../app/ServicesContext.tsx';
import { unwrap } from '../../../lib/query.ts';

/**
 * Starting and ending a support user's view of a customer's portal (contracts/routes/support.ts).
 * Either way the page is loaded anew from the start page: nothing cached for the one identity may
 * be shown for the other.
 */
export const useStartCustomerView = () => {
  const { api, browser } = useServices();
  return useMutation({
    mutationFn: (start: { email: string; reason: string }) =>
      unwrap(api.consumer.startCustomerView({ body: start })),
    onSuccess: () => browser.assign('/mycars'),
  });
};

export const useEndCustomerView = () => {
  const { api, browser } = useServices();
  return useMutation({
    mutationFn: () => unwrap(api.consumer.endCustomerView()),
    onSuccess: () => browser.assign('/support'),
  });
};
