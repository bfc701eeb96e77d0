import { MY_CARS_PAGE } from '../../../../contracts/content-pages.ts';
import type { ContentModule, ContentPage } from '../../../../core/content/types.ts';
import { BUY_CAR_EXCEPTION_CONFIG } from '../../../../core/content/visibility.ts';
import { INSURANCE_TYPES } from '../../../../core/insurance/rules.ts';
import { MAX_REFERRALS } from '../../../../core/referral/rules.ts';

/**
 * The pages the consumer portal assembles from modules (consumer §2 "Modules on the subscription
 * pages"). Visibility rules read the data the portal gives them: `deal` (the wire deal), `customer`
 * ({ kind }), `handover`, `returnData`. Every module states whether it shows footer actions.
 */

const module = (
  id: string,
  type: ContentModule['type'],
  props: Record<string, unknown>,
  rules: Pick<ContentModule, 'visibility' | 'minHoursAfterCreation'> = {},
): ContentModule => ({ id, type, props: { showFooterActions: false, ...props }, ...rules });

const HOTLINE = { phone: '+49 30 12345678', hours: 'täglich 8:00 – 20:00 Uhr' };

export const carDetailsPage: ContentPage = {
  slug: 'car-details',
  locale: 'de-DE',
  title: 'Fahrzeugdetails',
  modules: [
    module(
      'm-1',
      'vehicle-details',
      {
        showFooterActions: true,
        backLink: { label: 'Zurück zu meinen Abos', to: '/mycars' },
        productLink: '/pdp/{deal.car.external_product_id}#product_info',
        rows: ['license_plate', 'term', 'amount', 'mileage_package', 'return_date', 'insurance_type'],
      },
      { minHoursAfterCreation: 0 },
    ),
    module(
      'm-2',
      'order-status',
      { title: 'Bestellstatus' },
      { visibility: { type: 'equal', field: 'deal.state', value: 'CREATED' }, minHoursAfterCreation: 0 },
    ),
    // The earlier-delivery offer shows by itself only while one holds (docs/bff/preponement.md).
    module(
      'm-accept-preponement',
      'accept-preponement',
      { title: 'Früherer Liefertermin' },
      { visibility: { type: 'equal', field: 'deal.state', value: 'CREATED' }, minHoursAfterCreation: 0 },
    ),
    module(
      'm-3',
      'services',
      {
        title: 'Services',
        actions: [
          { id: 'report-damage', label: 'Schaden melden', modal: 'REPORT_DAMAGE_MODAL' },
          {
            id: 'schedule-service',
            label: 'Service-Termin vereinbaren',
            to: '/portal/de-DE/mycars/{deal.id}/schedule-service',
          },
          { id: 'manage-kilometres', label: 'Meine Kilometer', modal: 'manage-my-kilometres' },
          {
            id: 'power-of-attorney',
            label: 'Vollmacht für Übergabe und Rückgabe',
            modal: 'power-of-attorney',
          },
        ],
      },
      { visibility: { type: 'equal', field: 'deal.state', value: 'ACTIVE' } },
    ),
    module(
      'm-4',
      'damage-reports',
      { title: 'Schadensmeldungen', descriptionLength: 40 },
      { visibility: { type: 'included', field: 'deal.state', value: ['ACTIVE', 'STOPPED', 'INACTIVE'] } },
    ),
    module('m-5', 'documents', { title: 'Dokumente', anchor: 'documents' }, { minHoursAfterCreation: 0 }),
    module(
      'm-6',
      'category-subscription-info',
      {
        title: 'Dein Kategorie-Abo',
        description: 'Etwa drei Monate vor Ablauf schicken wir dir eine Übersicht deiner Möglichkeiten.',
      },
      { visibility: { type: 'truthy', field: 'deal.category_subscription_details' } },
    ),
    module(
      'm-7',
      'return-info',
      {
        title: 'Rückgabe',
        description: 'Die Rückgabe kannst du ab 45 Tagen vor dem Rückgabedatum planen.',
        action: { label: 'Rückgabe planen', modal: 'MULTISTEP_EDIT_RETURN' },
      },
      {
        visibility: {
          type: 'and',
          rules: [
            { type: 'equal', field: 'deal.state', value: 'ACTIVE' },
            { type: 'falsy', field: 'deal.return_type' },
            { type: 'days', field: 'deal.return_date', operator: 'lte', value: 90 },
          ],
        },
      },
    ),
    module(
      'm-8',
      'return-status',
      { title: 'Status deiner Rückgabe' },
      { visibility: { type: 'truthy', field: 'deal.return_type' } },
    ),
    module('m-9', 'invoices', { title: 'Rechnungen', link: '/myaccount/invoices' }),
    module(
      'm-10',
      'buy-car',
      {
        title: 'Dein Auto kaufen',
        description: 'Gefällt dir dein Auto? Frag ein Kaufangebot an.',
        ...BUY_CAR_EXCEPTION_CONFIG,
      },
      {
        visibility: {
          type: 'and',
          rules: [
            { type: 'equal', field: 'deal.state', value: 'ACTIVE' },
            { type: 'not_included', field: 'deal.subscribed_to', value: ['SWAP_SAME_DAY', 'PROLONGATION'] },
            { type: 'not_equal', field: 'deal.bridging_type', value: 'BEGINNING' },
          ],
        },
      },
    ),
    module('m-11', 'deductibles', {
      title: 'Selbstbeteiligung',
      fullCoverageLabel: 'Vollkasko',
      partialCoverageLabel: 'Teilkasko',
      minorDamageNote: 'Kleinschäden sind bis 400 € abgedeckt.',
    }),
    module(
      'm-12',
      'insurance-type',
      {
        title: 'Dein Schutz',
        labels: INSURANCE_TYPES,
        upgrade: { label: 'Schutz erweitern', modal: 'INSURANCE_UPGRADE' },
      },
      { minHoursAfterCreation: 0 },
    ),
    module('m-13', 'emergency-call', {
      title: 'Notfall oder Panne?',
      description: `Unsere Hotline ist ${HOTLINE.hours} für dich da.`,
      phone: HOTLINE.phone,
    }),
    module('m-14', 'chat-widget', { lazy: true }),
  ],
};

export const myCarsPage: ContentPage = {
  slug: MY_CARS_PAGE,
  locale: 'de-DE',
  title: 'Meine Autos',
  modules: [
    // One for each deal whose state a step names: the contract's way to verification.
    module('m-1', 'steps', {
      title: 'Deine Verifizierung',
      showsContractNumber: true,
      description: 'Die Prüfung deiner Dokumente dauert bis zu 3 Werktage.',
      steps: [
        {
          title: 'Vertrag unterschreiben',
          text: 'Öffne deinen Vertrag und unterschreibe ihn innerhalb von 3 Tagen.',
          states: ['NOT_SIGNED'],
        },
        {
          title: 'Dokumente in Prüfung',
          text: 'Wir prüfen deine Dokumente.',
          states: ['SIGNED'],
        },
        {
          title: 'Verifizierung abgeschlossen',
          text: 'Wir bereiten dein Auto für die Übergabe vor.',
          states: ['EXTERNALLY_VERIFIED'],
        },
      ],
    }),
    module('m-deals', 'deals-list', {}),
    module('m-2', 'divider', {}),
    module('m-3', 'referral-promo', {
      title: 'Freunde einladen, 200 € sichern',
      description: `Lade bis zu ${MAX_REFERRALS} Freund:innen ein: Sie bekommen 200 € Rabatt auf die erste Rate, du 200 € auf deine nächste Rate.`,
      button: 'Link kopieren',
      to: '/referral',
    }),
  ],
};

export const loyaltyPage: ContentPage = {
  slug: 'loyalty',
  locale: 'de-DE',
  title: 'Mein Treueprogramm',
  modules: [
    module('m-1', 'loyalty', {
      memberSinceLabel: 'Mitglied seit',
      pointsLabel: 'Punkte',
      levelBenefitsTitle: 'Deine Vorteile',
      redeemableBenefitsTitle: 'Einlösbare Vorteile',
      loginRequired: 'Bitte melde dich an, um deine Prämien zu sehen.',
      howTo: {
        title: 'So sammelst du Punkte',
        items: [
          'Für jeden Euro Monatsrate bekommst du 1 Punkt.',
          'Für dein erstes Elektro-Abo schenken wir dir einmalig 500 Punkte.',
          `Für jede Empfehlung bekommst du 1.000 Punkte (bis zu ${MAX_REFERRALS} Freund:innen).`,
          'Ab 4.000 Punkten löst du deine Punkte gegen einen Gutschein für dein nächstes Abo ein.',
        ],
      },
      intro: [
        { title: 'Willkommen im Treueprogramm', text: 'Mit jedem Abo-Monat sammelst du Punkte.' },
        { title: 'Level aufsteigen', text: 'Gold ab 2.500, Platinum ab 10.000, Black ab 50.000 Punkten.' },
        { title: 'Gutschein einlösen', text: 'Ab 4.000 Punkten bekommst du einen Gutschein per E-Mail.' },
        {
          title: 'Beim nächsten Abo sparen',
          text: 'Löse ihn bei deiner nächsten Bestellung ein – ein Gutschein pro Buchung.',
        },
      ],
      redeemConfirm: {
        title: 'Gutschein einlösen?',
        text: 'Wir ziehen dir 4.000 Punkte ab und schicken dir den Gutschein per E-Mail. Er gilt ein Jahr.',
        confirm: 'Einlösen',
        cancel: 'Abbrechen',
      },
      thankYou: { title: 'Danke!', text: 'Dein Gutschein ist unterwegs in dein Postfach.' },
    }),
    module('m-2', 'accordion', {
      title: 'Häufige Fragen',
      items: [
        {
          title: 'Wie lange gilt mein Gutschein?',
          text: 'Ein Jahr ab dem Tag, an dem du ihn einlöst. Du kannst einen Gutschein pro Buchung nutzen.',
        },
        {
          title: 'Wo löse ich meinen Gutschein ein?',
          text: 'Bei der Bestellung deines nächsten Abos gibst du den Code aus der E-Mail ein.',
        },
      ],
    }),
  ],
};

export const referralPage: ContentPage = {
  slug: 'referral',
  locale: 'de-DE',
  // The page's title is its heading; the promo below it needs none of its own.
  title: 'Freunde einladen, 200 € sichern',
  modules: [
    module('m-1', 'referral-promo', {
      voucherTexts: {
        friend: 'Deine Freund:innen bekommen 200 € Rabatt auf die erste Rate.',
        referrer: 'Du bekommst 200 € Rabatt auf deine nächste Rate und 1.000 Treuepunkte.',
        limit: `Du kannst bis zu ${MAX_REFERRALS} Freund:innen einladen.`,
      },
      copyButton: 'Link kopieren',
      shareButton: 'Teilen',
      loginRequired: 'Bitte melde dich an, um deinen Einladungslink zu sehen.',
      linkError: 'Dein Einladungslink konnte nicht geladen werden.',
    }),
  ],
};

export const myAccountPage: ContentPage = {
  slug: 'myaccount',
  locale: 'de-DE',
  title: 'Mein Konto',
  modules: [
    module('m-1', 'my-account', {
      sections: ['company', 'payment', 'account', 'email', 'contact'],
      deleteAccount: {
        label: 'Konto löschen',
        // What the delete-account modal says when a subscription blocks it, and once it is requested.
        blockedNote: 'Dein Konto kann nicht gelöscht werden, solange du ein laufendes Abo hast.',
        note: 'Dein Konto wird innerhalb von 48 Stunden gelöscht.',
      },
    }),
    module('m-2', 'drivers-list', { title: 'Fahrer:innen', addLabel: 'Fahrer:in hinzufügen' }),
    module('m-3', 'invoices', { title: 'Rechnungen', link: '/myaccount/invoices' }),
    module('m-4', 'data-list', {
      title: 'Gut zu wissen',
      items: [
        { label: 'Hotline', value: `${HOTLINE.phone}, ${HOTLINE.hours}` },
        {
          label: 'Zahlungsart',
          value: 'Wähle sie innerhalb von 7 Tagen, sonst buchen wir per Lastschrift ab.',
        },
        { label: 'Kontolöschung', value: 'Wir löschen dein Konto innerhalb von 48 Stunden.' },
      ],
    }),
  ],
};

type EnglishLocale = 'en-DE' | 'en-US';

/**
 * The English pages of /mycars, /loyalty, /referral and /myaccount: the texts only content has
 * (steps, questions, facts). Where a module leaves a text out, the portal shows its catalogue's in
 * the reader's locale, so the data-bound modules carry none here; the titles are the catalogues'.
 */
const englishMyCars = (locale: EnglishLocale): ContentPage => ({
  slug: MY_CARS_PAGE,
  locale,
  title: 'My cars',
  modules: [
    module('m-1', 'steps', {
      title: 'Your verification',
      showsContractNumber: true,
      description: 'Checking your documents takes up to 3 working days.',
      steps: [
        {
          title: 'Sign your contract',
          text: 'Open your contract and sign it within 3 days.',
          states: ['NOT_SIGNED'],
        },
        { title: 'Documents being checked', text: 'We are checking your documents.', states: ['SIGNED'] },
        {
          title: 'Verification complete',
          text: 'We are getting your car ready for the handover.',
          states: ['EXTERNALLY_VERIFIED'],
        },
      ],
    }),
    module('m-deals', 'deals-list', {}),
    module('m-2', 'divider', {}),
    module('m-3', 'referral-promo', {
      title: 'Invite friends, get 200 €',
      description: `Invite up to ${MAX_REFERRALS} friends: they get 200 € off their first instalment, you get the same off your next one.`,
      to: '/referral',
    }),
  ],
});

const englishLoyalty = (locale: EnglishLocale): ContentPage => ({
  slug: 'loyalty',
  locale,
  title: locale === 'en-US' ? 'My loyalty program' : 'My loyalty programme',
  modules: [
    module('m-1', 'loyalty', {}),
    module('m-2', 'accordion', {
      title: 'Frequently asked questions',
      items: [
        {
          title: 'How long is my voucher valid?',
          text: 'One year from the day you redeem it. You can use one voucher per booking.',
        },
        {
          title: 'Where do I redeem my voucher?',
          text: 'Enter the code from the e-mail when you order your next subscription.',
        },
      ],
    }),
  ],
});

const englishReferral = (locale: EnglishLocale): ContentPage => ({
  slug: 'referral',
  locale,
  title: 'Invite friends, get 200 €',
  modules: [module('m-1', 'referral-promo', {})],
});

const englishMyAccount = (locale: EnglishLocale): ContentPage => ({
  slug: 'myaccount',
  locale,
  title: 'My account',
  modules: [
    module('m-1', 'my-account', { sections: ['company', 'payment', 'account', 'email', 'contact'] }),
    module('m-2', 'drivers-list', { title: 'Drivers' }),
    module('m-3', 'invoices', { link: '/myaccount/invoices' }),
    module('m-4', 'data-list', {
      title: 'Good to know',
      items: [
        { label: 'Hotline', value: `${HOTLINE.phone}, daily 8 am – 8 pm` },
        { label: 'Payment method', value: 'Choose it within 7 days, otherwise we collect by direct debit.' },
        { label: 'Deleting your account', value: 'We delete your account within 48 hours.' },
      ],
    }),
  ],
});

const ENGLISH_PAGES = (['en-DE', 'en-US'] as const).flatMap((locale) => [
  englishMyCars(locale),
  englishLoyalty(locale),
  englishReferral(locale),
  englishMyAccount(locale),
]);

export const CONTENT_PAGES: readonly ContentPage[] = [
  carDetailsPage,
  myCarsPage,
  loyaltyPage,
  referralPage,
  myAccountPage,
  ...ENGLISH_PAGES,
];
