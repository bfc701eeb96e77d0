import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../app/ServicesContext.tsx';
import { unwrap } from '../../../lib/query.ts';

/**
 * Starting and ending a support user's view of a customer's portal (contracts/routes/support.ts).
 * Either way the page is loaded anew from a start page: nothing cached for the one identity may
 * be shown for the other. A view starts at the portal's start, which leads to the customer's home
 * (app/HomeRedirect.tsx: a company user's fleet, a private customer's cars).
 */
export const useStartCustomerView = () => {
  const { api, browser } = useServices();
  return useMutation({
    mutationFn: (start: { email: string; reason: string }) =>
      unwrap(api.consumer.startCustomerView({ body: start })),
    onSuccess: () => browser.assign('/'),
  });
};

export const useEndCustomerView = () => {
  const { api, browser } = useServices();
  return useMutation({
    mutationFn: () => unwrap(api.consumer.endCustomerView()),
    onSuccess: () => browser.assign('/support'),
  });
};
