import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../lib/query.ts';
import { usePortalApi } from '../../../lib/session.ts';
import { COMPANIES_KEY, type CompanyJson, PROFILE_KEY, type ProfileJson } from './account-queries.ts';

export type ProfileChange = {
  firstname?: string;
  lastname?: string;
  date_of_birth?: string;
  phone?: string;
  mobilephone?: string | null;
  invoice_street?: string;
  invoice_house_number?: string;
  zip?: string;
  city?: string;
};

export const useUpdateProfile = () => {
  const api = usePortalApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ProfileChange) => unwrap(api.updateProfile({ body: change })),
    onSuccess: ({ data }) => queryClient.setQueryData<ProfileJson>(PROFILE_KEY, data),
  });
};

export type CompanyChange = {
  phone?: string;
  address?: { street: string; houseNumber: string; postalCode: string; city: string };
};

export const useUpdateCompany = () => {
  const api = usePortalApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: CompanyChange }) =>
      unwrap(api.updateCompanyDetails({ params: { id }, body: change })),
    onSuccess: ({ data }) =>
      queryClient.setQueryData<CompanyJson[]>(COMPANIES_KEY, (companies) =>
        (companies ?? [data]).map((company) => (company.id === data.id ? data : company)),
      ),
  });
};

export const useChangePassword = () => {
  const api = usePortalApi();
  return useMutation({
    mutationFn: (form: { currentPassword: string; newPassword: string; confirmedNewPassword: string }) =>
      unwrap(api.changePassword({ body: form })),
  });
};

export const useRequestAccountDeletion = () => {
  const api = usePortalApi();
  return useMutation({ mutationFn: () => unwrap(api.requestAccountDeletion()) });
};

export type PaymentMethodChange = {
  payment_method: 'card' | 'sepa_debit' | 'paypal';
  iban?: string;
  account_holder?: string;
};

export const useChangePaymentMethod = () => {
  const api = usePortalApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PaymentMethodChange) => unwrap(api.changePaymentMethod({ body: change })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
};

export const useDownloadInvoice = () => {
  const api = usePortalApi();
  return useMutation({ mutationFn: (id: string) => unwrap(api.downloadInvoice({ params: { id } })) });
};
