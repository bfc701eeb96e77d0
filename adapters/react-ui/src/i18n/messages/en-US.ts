import type { Catalogue } from './de-DE.ts';
import { enDE } from './en-DE.ts';

/** US English: the English texts with US spelling; amounts stay euros (i18n/format.ts). */
export const enUS: Catalogue = {
  ...enDE,
  'app.locale.en-DE': 'English (Germany)',
  'mycars.card.licensePlate': 'License plate',
  'mycars.state.CANCELED': 'Canceled',
  'carDetails.vehicle.licensePlate': 'License plate',
  'layout.footer.termsOfUse': 'Terms of use',
  'mycars.banner.self_pickup.text': 'Pick up your car at our station and save the delivery fee.',

  // Account pages
  'account.fields.zip': 'ZIP code',
  'account.validation.zipInvalid': 'Invalid ZIP code',
  'account.validation.zipNotFiveDigits': 'ZIP code must have 5 digits',
  'account.validation.zipTooLong': 'ZIP code may only have 5 digits',
  'account.drivers.fields.licenceFront': "Driver's license, front",
  'account.drivers.fields.licenceBack': "Driver's license, back",
  'account.drivers.fee.reason.licence_under_2_years': 'license held for less than 2 years',
  'account.drivers.errors.dobYoungDriverCriteriaUnmet':
    "Our cars are available to drivers under 23 only with a driver's license held without interruption for at least 2 years.",
  'account.drivers.fields.issueDate': "Issue date of the driver's license",
  'account.drivers.intro':
    "Additional drivers may drive every car of your account once we have checked their driver's license.",
  'account.drivers.conditions':
    'Additional drivers are free. For drivers under 23 or over 65, or with a license held for less than 2 years, it costs 19 € per month. The license must be a valid EU class B license; drivers under 23 must have held it for at least 2 years without interruption.',
  'account.drivers.uploading': "Uploading driver's license … {percent} %",
  'account.drivers.added': "The driver has been added. We are now checking the driver's license.",
  'account.invoices.status.cancelled': 'Canceled',
  // Loyalty, referral, chat, newsletter
  'hotline.hours': 'Here for you daily from 8 am to 8 pm.',
  'loyalty.page.title': 'My loyalty program',
  'loyalty.page.consumersOnly': 'The loyalty program is for private customers.',
  'loyalty.intro.welcome.title': 'Welcome to the loyalty program',
  'referral.page.title': 'Invite friends, get 200 €',
  'referral.share.title': 'Car subscription with 200 € off',
  'referral.share.text': 'With my link you get 200 € off the first installment of your car subscription:',
  'referral.voucher.friend': 'Your friends get {amount} off their first installment.',
  'referral.voucher.referrer':
    'You get {amount} off your next installment and {points, number} loyalty points.',

  // Car details modules
  'carDetails.damageReports.status.canceled': 'Canceled',
  'carDetails.invoices.status.cancelled': 'Canceled',
  'carDetails.emergencyCall.text': 'Our hotline is there for you daily from 8 a.m. to 8 p.m.',

  // Business fleet pages
  'fleet.cars.searchPlaceholder': 'License plate, make, model, driver or order number',
  'fleet.cars.column.licensePlate': 'License plate',

  // Business documents, contacts, order requests
  'documents.invoices.cancellation': 'Cancelation invoice',
  // Business settings, announcements, overview
  'businessSettings.company.postalCode': 'ZIP code',
  'businessSettings.company.validation.postalCodeMissing': 'ZIP code missing',
  'businessSettings.company.validation.postalCodeInvalid': 'Please enter a valid 5-digit ZIP code.',
  'businessSettings.company.costCenter': 'Cost center',
  // Wizards and modals
  'wizards.kilometres.title': 'My kilometers',
  'wizards.kilometres.extra': 'Book extra kilometers once',
  'wizards.kilometres.extraFee': 'Each extra kilometer costs {fee} once.',
  'wizards.kilometres.extraPrice': 'Price: {km, number} km × {fee} = {amount}, once',
  'wizards.kilometres.extraNoPrice':
    'No price for extra kilometers is on record for your subscription. Please contact our customer service.',
  // Shop: subscribe and cart
  'shop.subscribe.discountBanner.title': '3% off selected models',
  'shop.subscribe.discountBanner.text': 'Save 3% on the monthly rate of selected models.',
  'shop.model.tireAndWindshield': 'Tire and windshield protection',
  // Cancellation, protection, appraisal, deposit refund, mileage report
  'cancellation.step.fee': 'What canceling costs you',
  'cancellation.step.losses': 'What you lose by canceling',
  'cancellation.reason.label': 'Reason for canceling',
  'cancellation.losses.service': 'Maintenance, service and tires are no longer included.',
  'cancellation.representative.postalCode': 'ZIP code',
  'cancellation.error.zip': 'The ZIP code must have 5 digits',
  'mileageReport.chart.title': 'Your mileage and the kilometers of your package ({km, number} km/month)',
  'mileageReport.table.caption': 'Reported mileages and the kilometers included in the package',

  // Delay alternatives and the transition-vehicle modal (US spelling)
  'delayAlternatives.transition.tireAndWindshield': 'Tire and windshield protection without deductible',
  'delayAlternatives.transition.kilometres': 'Kilometers',
  'delayAlternatives.transition.tireDeductible': 'Deductible tires and windshield',
  // Power of attorney for handover and return: US spelling
  'attorney.current.none': 'You have not authorized anyone for this subscription yet.',
  'attorney.current.person': 'Authorized person',
  'attorney.grant.text':
    'Authorize another person to receive or return your car for you at the handover or return. They must be at least 18 years old and bring their ID.',
  'attorney.validation.tooYoung': 'The authorized person must be at least 18 years old.',
  // Content editing (consumer spec §6, business spec §6: editing links only for editors)
  'contentEditing.link.label': 'Edit',
  'contentEditing.link.name': 'Edit: module {type} ({id}), opens in a new tab',
  'contentEditing.page.title': 'Editor view',
  'contentEditing.page.intro':
    'Page “{title}” ({slug}, {locale}) with {count, plural, one {# module} other {# modules}}. Changes are made in the content system; here you see what each module holds.',
  'contentEditing.page.moduleId': 'Module id: {id}',
  'contentEditing.page.fallback': 'This page does not exist in {locale}; the {served} version is shown.',
  'contentEditing.page.notFound': 'This content page does not exist.',
  'contentEditing.page.editorsOnly': 'This view is for content editors only.',

  // Shop: the catalogue's vehicle words in US English
  'shop.fuel.Benzin': 'Gasoline',
  'shop.cartype.Kombi': 'Station wagon',
  'shop.cartype.Limousine': 'Sedan',
  'shop.cartype.Kleinwagen': 'Compact car',
  'shop.subscribe.discountBanner.text.formal': 'Save 3% on the monthly rate of selected models.',
};
