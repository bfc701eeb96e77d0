import { SERVICE_TYPES, type ServiceType } from '../../../../../../../core/service/rules.ts';
import type { MessageId } from '../../../../i18n/catalogues.ts';

/** The three services of consumer spec §2 in the catalogue's words. */
export const SERVICE_LABELS: Readonly<Record<ServiceType, MessageId>> = {
  huau: 'damageService.service.huau',
  inspection: 'damageService.service.inspection',
  oilChange: 'damageService.service.oilChange',
};

/** The known services of a list (a form's values or the confirmation's query), in their order. */
export const servicesOf = (values: readonly unknown[]): ServiceType[] =>
  SERVICE_TYPES.filter((service) => values.includes(service));
