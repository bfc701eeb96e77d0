import { useQuery } from '@tanstack/react-query';
import {
  type HandoverChangeFee,
  type HandoverPayload,
  isShortNoticeChangeFee,
  shouldRequestHandoverChangeFee,
} from '../../../../../../core/handover/rules.ts';
import { cents } from '../../../../../../core/shared/money.ts';
import { useFormat, useText } from '../../../i18n/text.tsx';
import { unwrap } from '../../../lib/query.ts';
import { usePortalApi } from '../../../lib/session.ts';
import type { handoverQuery } from '../api/wizard-queries.ts';
import { EMPTY_VALUES, type WizardValues } from './address-form.ts';
import { dateText } from './queries.ts';

/** The handover form shared by the handover wizard and the handover's power of attorney. */
export type Handover = Awaited<ReturnType<NonNullable<ReturnType<typeof handoverQuery>['queryFn']>>>;

export const startValues = (handover: Handover | undefined): WizardValues => ({
  ...EMPTY_VALUES,
  firstname: handover?.handover_firstname ?? '',
  lastname: handover?.handover_lastname ?? '',
  street: handover?.handover_street ?? '',
  housenumber: handover?.handover_housenumber ?? '',
  zip: handover?.handover_zip ?? '',
  city: handover?.handover_city ?? '',
  address_extra: handover?.handover_address_extra ?? '',
  phone_number: handover?.handover_phone_number ?? '',
  email: handover?.handover_email ?? '',
  date: handover?.preferred_delivery_date ?? handover?.planned_delivery_date ?? '',
  slot: handover?.slot ? String(handover.slot.value) : '',
});

/** The handover payload of consumer spec §3; the change fee depends on its eight fields. */
export const payloadOf = (values: WizardValues): HandoverPayload => ({
  handover_firstname: values.firstname,
  handover_lastname: values.lastname,
  handover_housenumber: values.housenumber,
  handover_street: values.street,
  handover_city: values.city,
  handover_zip: values.zip,
  handover_phone_number: values.phone_number,
  preferred_handover_date: values.date,
});

export const useChangeFee = (dealId: string, payload: HandoverPayload) => {
  const api = usePortalApi();
  const wanted = shouldRequestHandoverChangeFee(payload);
  return useQuery({
    queryKey: ['deals', dealId, 'handover-change-fee', payload],
    queryFn: () =>
      unwrap(
        api.getHandoverChangeFee({
          params: { id: dealId },
          body: {
            handover_firstname: payload.handover_firstname ?? '',
            handover_lastname: payload.handover_lastname ?? '',
            handover_housenumber: payload.handover_housenumber ?? '',
            handover_street: payload.handover_street ?? '',
            handover_city: payload.handover_city ?? '',
            handover_zip: payload.handover_zip ?? '',
            handover_phone_number: payload.handover_phone_number ?? '',
            preferred_handover_date: dateText(payload.preferred_handover_date ?? ''),
          },
        }),
      ).then(({ data }) => ({ ...data, amount: cents(data.amount) })),
    // Consumer spec §5: calculated only when all eight fields are filled.
    enabled: wanted,
    retry: false,
  });
};

/** The change fee as the overview shows it: a short-notice fee says so; undefined until it is known. */
export const useHandoverFeeText = () => {
  const text = useText();
  const format = useFormat();
  return (fee: HandoverChangeFee | undefined): string | undefined =>
    fee === undefined
      ? undefined
      : isShortNoticeChangeFee(fee)
        ? text('returnHandover.handover.overview.shortNotice', { fee: format.money(fee.amount) })
        : format.money(fee.amount);
};

/** What submitHandover takes: the payload, the optional extra and e-mail, and the slot. */
export const submitBodyOf = (values: WizardValues) => ({
  handover_firstname: values.firstname,
  handover_lastname: values.lastname,
  handover_housenumber: values.housenumber,
  handover_street: values.street,
  handover_city: values.city,
  handover_zip: values.zip,
  handover_phone_number: values.phone_number,
  preferred_handover_date: dateText(values.date),
  handover_address_extra: values.address_extra || null,
  handover_email: values.email || null,
  slot: values.slot,
});
