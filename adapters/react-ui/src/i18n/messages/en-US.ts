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

  // Loyalty, referral, chat, newsletter
  'hotline.hours': 'Here for you daily from 8 am to 8 pm.',
  'loyalty.page.title': 'My loyalty program',
  'loyalty.page.consumersOnly': 'The loyalty program is for private customers.',
  'loyalty.intro.welcome.title': 'Welcome to the loyalty program',
  'referral.page.title': 'Invite friends, get $200',
  'referral.share.title': 'Car subscription with $200 off',
  'referral.share.text': 'With my link you get $200 off the first installment of your car subscription:',
  'referral.voucher.friend': 'Your friends get {amount} off their first installment.',
  'referral.voucher.referrer':
    'You get {amount} off your next installment and {points, number} loyalty points.',
};
