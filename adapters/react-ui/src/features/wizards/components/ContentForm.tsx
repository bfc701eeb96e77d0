import { useQuery } from '@tanstack/react-query';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { usePortalApi, useSession } from '../../../lib/session.ts';
import { type DealJson, formDefinitionQuery } from '../api/wizard-queries.ts';
import { FormWizard, type FormWizardProps } from './FormWizard.tsx';

type Props = Omit<FormWizardProps, 'form' | 'context' | 'ids'> & {
  readonly formId: string;
  readonly deal: DealJson;
  /** More data for visibility rules and options (mileage packages, prolongation options). */
  readonly data?: Readonly<Record<string, unknown>>;
};

/**
 * A content form (getFormDefinition, in the portal's locale) run on a deal: visibility rules see
 * `deal`, `customer` and the flow's data; the endpoint's {subscription_id} is the deal, {lead_id}
 * the deal when it is a lead.
 */
export const ContentForm = ({ formId, deal, data = {}, ...wizard }: Props) => {
  const api = usePortalApi();
  const { locale } = useLocale();
  const { data: user } = useSession();
  const form = useQuery(formDefinitionQuery(api, formId, locale));
  if (form.isPending) return <LoadingState />;
  if (form.isError) return <DataError onRetry={() => void form.refetch()} />;
  return (
    <FormWizard
      {...wizard}
      form={form.data}
      context={{ deal, customer: { kind: user?.kind ?? 'consumer' }, ...data }}
      ids={{
        subscription_id: deal.id,
        lead_id: deal.variant === 'LEAD' ? deal.id : null,
        customer_id: user?.hs_contact_id ?? null,
      }}
    />
  );
};
