import type { BenefitTexts, LevelTexts } from '../../../../core/loyalty/ports.ts';

/**
 * The German texts of the loyalty levels and benefits (consumer §6 "Loyalty level benefits", §9).
 * The benefits and levels themselves are core's (core/loyalty/rules.ts); these are content.
 */

export const LEVEL_TEXTS: readonly LevelTexts[] = [
  {
    levelId: 'silver',
    title: 'Silver',
    subtitle: 'ab deinem ersten Abo',
    icon: 'silver.svg',
    moreLabel: 'Mehr erfahren',
  },
  {
    levelId: 'gold',
    title: 'Gold',
    subtitle: 'ab 2.500 Punkten',
    icon: 'gold.svg',
    moreLabel: 'Mehr erfahren',
  },
  {
    levelId: 'platinum',
    title: 'Platinum',
    subtitle: 'ab 10.000 Punkten',
    icon: 'platinum.svg',
    moreLabel: 'Mehr erfahren',
  },
  {
    levelId: 'black',
    title: 'Black',
    subtitle: 'ab 50.000 Punkten',
    icon: 'black.svg',
    moreLabel: 'Mehr erfahren',
  },
];

const benefit = (
  benefitId: string,
  icon: string,
  displayTitle: string,
  displaySubtitle: string,
  promoTitle: string,
  modalDescription: string,
): BenefitTexts => ({
  benefitId,
  icons: [icon],
  displayTitle,
  displaySubtitle,
  promoTitle,
  modalTitle: displayTitle,
  modalDescription,
  modalCta: 'Verstanden',
});

export const BENEFIT_TEXTS: readonly BenefitTexts[] = [
  benefit(
    'free_return_with_delivery',
    'return.svg',
    'Kostenlose Rückgabe',
    'bei Lieferung deines nächsten Autos',
    'Bequem wechseln',
    'Bringt dir unser Fahrer dein nächstes Auto, nimmt er dein aktuelles kostenlos mit.',
  ),
  benefit(
    'free_doorstep_delivery_seamless_follow_up',
    'door.svg',
    'Kostenlose Lieferung an die Haustür',
    'bei nahtlosem Folgeabo',
    'Nahtlos weiterfahren',
    'Schließt dein nächstes Abo direkt an, liefern wir dir das neue Auto kostenlos vor die Tür.',
  ),
  benefit(
    'friends_programme',
    'friends.svg',
    'Freundschaftsprogramm',
    '200 € für dich und deine Freund:innen',
    'Freunde einladen',
    'Lade bis zu 5 Freund:innen ein: Sie sparen 200 € bei der ersten Rate, du 200 € bei deiner nächsten Rate und bekommst 1.000 Punkte.',
  ),
  benefit(
    'additional_drivers_included',
    'drivers.svg',
    'Zusätzliche Fahrer:innen inklusive',
    'ohne Aufpreis',
    'Gemeinsam fahren',
    'Weitere Fahrer:innen kannst du kostenlos eintragen.',
  ),
  benefit(
    'partner_offers',
    'partner.svg',
    'Partnerangebote',
    'exklusive Rabatte',
    'Mehr Vorteile',
    'Als Mitglied bekommst du besondere Angebote unserer Partner.',
  ),
  benefit(
    'free_km_250_per_follow_up',
    'road.svg',
    '250 Freikilometer',
    'pro Folgeabo',
    'Mehr fahren',
    'Für jedes Folgeabo schenken wir dir 250 Kilometer.',
  ),
  benefit(
    'personal_consultation',
    'consultation.svg',
    'Persönliche Beratung',
    'Termin nach Wunsch',
    'Wir beraten dich',
    'Vereinbare einen persönlichen Beratungstermin für dein nächstes Abo.',
  ),
  benefit(
    'free_km_500',
    'road.svg',
    '500 Freikilometer',
    'pro Folgeabo',
    'Noch mehr fahren',
    'Für jedes Folgeabo schenken wir dir 500 Kilometer.',
  ),
  benefit(
    'free_km_1000_once',
    'road.svg',
    '1.000 Freikilometer',
    'einmalig',
    'Weit fahren',
    'Einmalig schenken wir dir 1.000 Kilometer.',
  ),
  benefit(
    'free_delivery_every_subscription',
    'truck.svg',
    'Kostenlose Lieferung',
    'für jedes neue Abo – du sparst 249 €',
    'Geliefert, nicht bezahlt',
    'Jedes neue Abo liefern wir dir kostenlos – du sparst 249 €.',
  ),
  benefit(
    'free_comfort_protection_upgrade',
    'shield.svg',
    'Kostenloses Upgrade auf Komfort Schutz',
    'mit geringerer Selbstbeteiligung',
    'Besser geschützt',
    'Du bekommst den Komfort Schutz mit geringerer Selbstbeteiligung kostenlos.',
  ),
];

/** The US English texts (consumer §1: "Texts exist in German, some in US English"); en-DE falls back to German. */
export const LEVEL_TEXTS_EN_US: readonly LevelTexts[] = [
  {
    levelId: 'silver',
    title: 'Silver',
    subtitle: 'from your first subscription',
    icon: 'silver.svg',
    moreLabel: 'Learn more',
  },
  {
    levelId: 'gold',
    title: 'Gold',
    subtitle: 'from 2,500 points',
    icon: 'gold.svg',
    moreLabel: 'Learn more',
  },
  {
    levelId: 'platinum',
    title: 'Platinum',
    subtitle: 'from 10,000 points',
    icon: 'platinum.svg',
    moreLabel: 'Learn more',
  },
  {
    levelId: 'black',
    title: 'Black',
    subtitle: 'from 50,000 points',
    icon: 'black.svg',
    moreLabel: 'Learn more',
  },
];

const benefitEn = (...args: Parameters<typeof benefit>): BenefitTexts => ({
  ...benefit(...args),
  modalCta: 'Got it',
});

export const BENEFIT_TEXTS_EN_US: readonly BenefitTexts[] = [
  benefitEn(
    'free_return_with_delivery',
    'return.svg',
    'Free return',
    'when your next car is delivered',
    'Switch with ease',
    'When our driver brings your next car, they take your current one back for free.',
  ),
  benefitEn(
    'free_doorstep_delivery_seamless_follow_up',
    'door.svg',
    'Free doorstep delivery',
    'with a seamless follow-up subscription',
    'Keep driving',
    'If your next subscription starts right after this one, we deliver the new car to your door for free.',
  ),
  benefitEn(
    'friends_programme',
    'friends.svg',
    'Friends programme',
    '200 € for you and your friends',
    'Invite friends',
    'Invite up to 5 friends: they save 200 € on their first instalment, you save 200 € on your next one and get 1,000 points.',
  ),
  benefitEn(
    'additional_drivers_included',
    'drivers.svg',
    'Additional drivers included',
    'at no extra cost',
    'Drive together',
    'Add further drivers for free.',
  ),
  benefitEn(
    'partner_offers',
    'partner.svg',
    'Partner offers',
    'exclusive discounts',
    'More benefits',
    'As a member you get special offers from our partners.',
  ),
  benefitEn(
    'free_km_250_per_follow_up',
    'road.svg',
    '250 free kilometres',
    'per follow-up subscription',
    'Drive more',
    'For every follow-up subscription we give you 250 kilometres.',
  ),
  benefitEn(
    'personal_consultation',
    'consultation.svg',
    'Personal consultation',
    'at a time that suits you',
    'We advise you',
    'Book a personal consultation for your next subscription.',
  ),
  benefitEn(
    'free_km_500',
    'road.svg',
    '500 free kilometres',
    'per follow-up subscription',
    'Drive even more',
    'For every follow-up subscription we give you 500 kilometres.',
  ),
  benefitEn(
    'free_km_1000_once',
    'road.svg',
    '1,000 free kilometres',
    'once',
    'Go far',
    'Once, we give you 1,000 kilometres.',
  ),
  benefitEn(
    'free_delivery_every_subscription',
    'truck.svg',
    'Free delivery',
    'for every new subscription – you save 249 €',
    'Delivered, not billed',
    'We deliver every new subscription for free – you save 249 €.',
  ),
  benefitEn(
    'free_comfort_protection_upgrade',
    'shield.svg',
    'Free upgrade to Comfort protection',
    'with a lower deductible',
    'Better protected',
    'You get Comfort protection with a lower deductible for free.',
  ),
];
