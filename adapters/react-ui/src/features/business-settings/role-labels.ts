import type { B2bRole } from '../../../../../core/fleet/roles.ts';
import type { MessageId } from '../../i18n/catalogues.ts';

/** Business spec §6: Administrator*in, Fahrer*in, Analyst*in (and unknown). */
export const ROLE_LABELS: Readonly<Record<B2bRole, MessageId>> = {
  admin: 'businessSettings.role.admin',
  driver: 'businessSettings.role.driver',
  analyst: 'businessSettings.role.analyst',
  unknown: 'businessSettings.role.unknown',
};

/** Business spec §4: active (invited and signed in), invited (not yet signed in), inactive (no access). */
export const CONTACT_STATUS_LABELS: Readonly<Record<'ACTIVE' | 'INVITED' | 'INACTIVE', MessageId>> = {
  ACTIVE: 'businessSettings.contactStatus.ACTIVE',
  INVITED: 'businessSettings.contactStatus.INVITED',
  INACTIVE: 'businessSettings.contactStatus.INACTIVE',
};
