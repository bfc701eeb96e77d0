import { describe, expect, it } from 'vitest';
import { DELIVERY_FEE_ANNOUNCEMENT, INVOICE_ANNOUNCEMENT } from './announcement-catalogue.ts';
import { isAnnouncementVisible } from './announcements.ts';

const at = (iso: string) => new Date(iso);

describe('announcement catalogue', () => {
  it('shows the delivery-fee notice to admins and drivers from 16 October to 15 November 2025', () => {
    const inside = at('2025-10-20T10:00:00Z');
    expect(
      isAnnouncementVisible(DELIVERY_FEE_ANNOUNCEMENT, { role: 'admin', companyId: 'c-1' }, inside),
    ).toBe(true);
    expect(
      isAnnouncementVisible(DELIVERY_FEE_ANNOUNCEMENT, { role: 'driver', companyId: 'c-1' }, inside),
    ).toBe(true);
    expect(
      isAnnouncementVisible(DELIVERY_FEE_ANNOUNCEMENT, { role: 'analyst', companyId: 'c-1' }, inside),
    ).toBe(false);
    expect(
      isAnnouncementVisible(DELIVERY_FEE_ANNOUNCEMENT, { role: 'admin' }, at('2025-10-15T12:00:00Z')),
    ).toBe(false);
    expect(
      isAnnouncementVisible(DELIVERY_FEE_ANNOUNCEMENT, { role: 'admin' }, at('2025-11-15T12:00:00Z')),
    ).toBe(true);
    expect(
      isAnnouncementVisible(DELIVERY_FEE_ANNOUNCEMENT, { role: 'admin' }, at('2025-11-16T12:00:00Z')),
    ).toBe(false);
  });

  it('names the delivery fee of 209.24 EUR in German format', () => {
    expect(DELIVERY_FEE_ANNOUNCEMENT.description).toContain('209,24 €');
  });

  it('shows the invoice notice to admins only from 16 August to 15 September 2025', () => {
    const inside = at('2025-09-01T10:00:00Z');
    expect(isAnnouncementVisible(INVOICE_ANNOUNCEMENT, { role: 'admin', companyId: 'c-1' }, inside)).toBe(
      true,
    );
    expect(isAnnouncementVisible(INVOICE_ANNOUNCEMENT, { role: 'driver', companyId: 'c-1' }, inside)).toBe(
      false,
    );
    expect(isAnnouncementVisible(INVOICE_ANNOUNCEMENT, { role: 'admin' }, at('2025-08-15T12:00:00Z'))).toBe(
      false,
    );
    expect(isAnnouncementVisible(INVOICE_ANNOUNCEMENT, { role: 'admin' }, at('2025-08-16T12:00:00Z'))).toBe(
      true,
    );
    expect(isAnnouncementVisible(INVOICE_ANNOUNCEMENT, { role: 'admin' }, at('2025-09-15T12:00:00Z'))).toBe(
      true,
    );
    expect(isAnnouncementVisible(INVOICE_ANNOUNCEMENT, { role: 'admin' }, at('2025-09-16T12:00:00Z'))).toBe(
      false,
    );
  });
});
