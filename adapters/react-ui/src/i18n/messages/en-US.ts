import type { Catalogue } from './de-DE.ts';
import { enDE } from './en-DE.ts';

/** US English: the English texts with US spelling and dollars (i18n/format.ts). */
export const enUS: Catalogue = {
  ...enDE,
  'app.locale.en-DE': 'English (Germany)',
  'mycars.card.licensePlate': 'License plate',
  'mycars.state.CANCELED': 'Canceled',
  'carDetails.vehicle.licensePlate': 'License plate',
  'layout.footer.termsOfUse': 'Terms of use',
  'mycars.banner.self_pickup.text': 'Pick up your car at our station and save the delivery fee.',
};
