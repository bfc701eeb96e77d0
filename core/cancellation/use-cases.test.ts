import { describe, expect, it } from 'vitest';
import type { StoredDeal } from '../deals/ports.ts';
import { hoursAgo, inDays, NOW } from '../deals/test-clock.ts';
import type { OutgoingMail } from '../shared/ports.ts';
import { type CancellationDocument, type CancellationRequest, requestCancellation } from './use-cases.ts';

const ports = (open = false) => {
  const saved: CancellationRequest[] = [];
  const kept: CancellationDocument[] = [];
  const mails: OutgoingMail[] = [];
  return {
    saved,
    kept,
    mails,
    ports: {
      requests: {
        hasOpenRequest: async () => open,
        nextId: async () => 'can-7',
        save: async (request: CancellationRequest) => void saved.push(request),
      },
      documents: {
        keep: async (_r: CancellationRequest, docs: readonly CancellationDocument[]) =>
          void kept.push(...docs),
      },
      mailer: { send: async (mail: OutgoingMail) => void mails.push(mail) },
    },
  };
};

const active = {
  id: 'd-1001',
  state: 'ACTIVE',
  amount: 54_900,
  months_till_end: 2,
  created_at: hoursAgo(24 * 300),
} as StoredDeal;
const user = { id: 'u-kunde', email: 'kunde@demo.example' };
const attest: CancellationDocument = {
  filename: 'attest.pdf',
  mediaType: 'application/pdf',
  size: 10,
  receivedKey: 'received/attest',
};

describe('requesting a cancellation', () => {
  it('records it pending review with the early-cancellation fee, its documents and the mail', async () => {
    const fake = ports();
    const result = await requestCancellation(fake.ports, {
      deal: active,
      context: {},
      form: { cancelation_reason_code: 'health', date: inDays(10), required_comments: 'Reha' },
      documents: [attest],
      user,
      now: NOW,
    });
    expect(result._unsafeUnwrap()).toMatchObject({
      id: 'can-7',
      status: 'pending_review',
      date: inDays(10),
      fees: [{ type: 'early_cancellation', amount: 54_900 }],
    });
    expect(fake.kept).toEqual([attest]);
    expect(fake.mails[0]).toMatchObject({ kind: 'cancellation_received', to: 'kunde@demo.example' });
  });

  it('adds 249 EUR short notice for a planned handover and leaves out the fee of a deal under 24 hours', async () => {
    const fake = ports();
    const young = { ...active, state: 'CREATED', created_at: hoursAgo(3) } as StoredDeal;
    const result = await requestCancellation(fake.ports, {
      deal: young,
      context: { handover: { planned_delivery_date: inDays(4) } },
      form: { cancelation_reason_code: 'too_expensive', date: 'asap' },
      documents: [],
      user,
      now: NOW,
    });
    expect(result._unsafeUnwrap().fees).toEqual([{ type: 'short_notice', amount: 24_900 }]);
  });

  it('refuses a missing document, a second request and an ended deal, writing nothing', async () => {
    const fake = ports();
    const input = { deal: active, context: {}, documents: [], user, now: NOW };
    const noDocument = await requestCancellation(fake.ports, {
      ...input,
      form: { cancelation_reason_code: 'moving_abroad', date: 'asap', required_comments: 'Lissabon' },
    });
    expect(noDocument._unsafeUnwrapErr()).toEqual({
      code: 'bad_request',
      fields: { documents: 'Dies ist ein Pflichtfeld.' },
    });
    const form = { cancelation_reason_code: 'too_expensive', date: 'asap' };
    expect((await requestCancellation(ports(true).ports, { ...input, form }))._unsafeUnwrapErr().code).toBe(
      'not_eligible',
    );
    const ended = { ...active, state: 'ENDED' } as StoredDeal;
    expect(
      (await requestCancellation(fake.ports, { ...input, deal: ended, form }))._unsafeUnwrapErr().code,
    ).toBe('not_eligible');
    expect([fake.saved, fake.kept, fake.mails]).toEqual([[], [], []]);
  });
});
