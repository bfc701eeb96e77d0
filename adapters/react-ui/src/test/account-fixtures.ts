import { screen, within } from '@testing-library/react';
import type { Answer } from './render-app.tsx';

/**
 * The open dialog. In happy-dom, tabster's modalizer sometimes leaves a dialog opened by a click
 * marked aria-hidden (focus does not move as in a browser), so roles inside are queried hidden too.
 */
export const openDialog = async () => within(await screen.findByRole('dialog', { hidden: true }));

/** Kim Kunde's profile as the BFF answers it (contracts/routes/profile.ts example). */
export const kimsProfile = {
  firstname: 'Kim',
  lastname: 'Kunde',
  email: 'kunde@demo.example',
  phone: '+4915123456789',
  mobilephone: null,
  date_of_birth: '1990-04-12',
  invoice_street: 'Leopoldstraße',
  invoice_house_number: '12',
  zip: '80802',
  city: 'München',
  payment_method: 'sepa_debit',
  login_provider: 'password',
  email_verified: true,
};

export const failure = (status: number, code: string, fields?: Record<string, string>): Answer => ({
  status,
  body: { error: { code, message: 'Fehler', ...(fields ? { fields } : {}) } },
});
