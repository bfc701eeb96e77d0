import { queryOptions } from '@tanstack/react-query';
import type * as t from 'io-ts';
import type { DateText } from '../../../../../../contracts/codecs.ts';
import { type FormDefinition, parseFormDefinition } from '../../../../../../core/content/form-engine.ts';
import type { ReturnType } from '../../../../../../core/deals/types.ts';
import type { PortalApi } from '../../../../../http/client/create-portal-api.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { FIVE_MINUTES, unwrap } from '../../../lib/query.ts';

/** The booked return, if any: the wizard starts from it. */
export const bookedReturnQuery = (api: PortalApi, id: string) =>
  queryOptions({
    queryKey: ['deals', id, 'return'],
    queryFn: () => unwrap(api.getReturn({ params: { id } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });

/**
 * The customer's contact address, for "same as contact address" (consumer spec §5). The key is the
 * account pages' own (['profile']), so both read one cached profile.
 */
export const contactAddressQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: () => unwrap(api.getProfile()).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });

/**
 * The fleet customer's company (address and contact person), which a business pickup starts from.
 * The key is the settings pages' own, so both read one cached answer.
 */
export const companyQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: ['settings', 'company'],
    queryFn: () => unwrap(api.getCompanySettings()).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

/** Return fee, pickup days (for the postcode), compounds and self-return days (business spec §7). */
export const returnMetadataQuery = (
  api: PortalApi,
  id: string,
  query: { readonly customer_postcode?: string; readonly return_type?: ReturnType },
) =>
  queryOptions({
    queryKey: ['deals', id, 'return-metadata', query],
    queryFn: () => unwrap(api.getReturnMetadata({ params: { id }, query })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

/** Delivery days for a postcode (consumer spec §7 handover-metadata?customer_postcode). */
export const handoverMetadataQuery = (api: PortalApi, id: string, postcode: string | undefined) =>
  queryOptions({
    queryKey: ['deals', id, 'handover-metadata', postcode ?? ''],
    queryFn: () =>
      unwrap(
        api.getHandoverMetadata({
          params: { id },
          query: postcode ? { customer_postcode: postcode } : {},
        }),
      ).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

/** A date the picker offers (one of the BFF's own dates), as the contracts type it. */
export const dateText = (date: string) => date as t.TypeOf<typeof DateText>;

/**
 * A wizard's content form as served (consumer spec §1): the definition, checked by core's parser,
 * and the locale the content store had it in (German when the reader's locale has none). A form
 * that is missing or broken is `undefined`: the wizard then runs on core's steps and the catalogue.
 */
export const wizardFormQuery = (api: PortalApi, id: string, locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'forms', id, locale, 'wizard'],
    queryFn: async (): Promise<ServedWizardForm | null> => {
      const answer = await api.getFormDefinition({ params: { id }, query: { locale } });
      if (answer.isErr()) return null;
      const parsed = parseFormDefinition(answer.value.data);
      return parsed.isOk() ? { form: parsed.value, locale: answer.value.data.locale } : null;
    },
    staleTime: FIVE_MINUTES,
    retry: false,
  });

export type ServedWizardForm = { readonly form: FormDefinition; readonly locale: string };
