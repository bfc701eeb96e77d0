/**
 * Invitations sent and accepted many times at once: one link makes one user and one session,
 * whichever of the requests gets it, and a double click on 'Einladung erneut senden' mails once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type DemoBff, demoBff } from '../support/demo-bff.ts';
import {
  BURST,
  DATABASES,
  expectNoServerError,
  inParallel,
  statusCounts,
  successes,
} from './support/parallel.ts';

const API = '/portal/api/bff';
const IDA = 'ida.eingeladen@nordflotte.example';

describe.each(DATABASES)('invitations in parallel on %s', (database) => {
  let bff: DemoBff;
  afterEach(() => bff?.close());

  it('accepts one link once: one user, one session, one success; the others are told the link is used', async () => {
    bff = await demoBff({ database });
    const answers = await inParallel(BURST, (index) =>
      bff.anonymous.post(`${API}/auth/accept-invitation`, {
        payload: { token: 'invite-demo-token', password: `Eingeladen!${2026 + index}` },
      }),
    );

    expectNoServerError(answers);
    expect(successes(answers)).toBe(1);
    for (const refused of answers.filter((answer) => answer.statusCode >= 400))
      expect(['token_invalid', 'rate_limited']).toContain(refused.json().error.code);
    const users = await bff.db.selectFrom('users').select('id').where('email', '=', IDA).execute();
    expect(users).toHaveLength(1);
    const sessions = await bff.db
      .selectFrom('sessions')
      .select('id_hash')
      .where('user_id', '=', users[0]?.id ?? '')
      .execute();
    expect(sessions).toHaveLength(1);
    const contact = await bff.db
      .selectFrom('fleet_contacts')
      .select('status')
      .where('id', '=', 'ct-2004')
      .executeTakeFirstOrThrow();
    expect(contact.status).toBe('ACTIVE');
  });

  it('takes the invitation page’s plain form once when it arrives many times at once', async () => {
    bff = await demoBff({ database });
    const password = 'Eingeladen!2026';
    const answers = await inParallel(BURST, () =>
      bff.app.inject({
        method: 'POST',
        url: '/invitation',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          host: 'portal.example',
          origin: 'http://portal.example',
          'sec-fetch-site': 'same-origin',
        },
        payload: new URLSearchParams({
          token: 'invite-demo-token',
          password,
          confirmed: password,
        }).toString(),
      }),
    );
    expect(statusCounts(answers)).toEqual({ 303: BURST });
    const locations = answers.map((answer) => answer.headers.location);
    expect(locations.filter((location) => location === '/')).toHaveLength(1);
    for (const location of locations.filter((l) => l !== '/'))
      expect(location).toMatch(/^\/invitation\?token=invite-demo-token&error=(token_invalid|rate_limited)$/);
    const users = await bff.db.selectFrom('users').select('id').where('email', '=', IDA).execute();
    expect(users).toHaveLength(1);
    const sessions = await bff.db
      .selectFrom('sessions')
      .select('id_hash')
      .where('user_id', '=', users[0]?.id ?? '')
      .execute();
    expect(sessions).toHaveLength(1);
  });

  it('resends an invitation once for many clicks at once: one mail, one open link', async () => {
    bff = await demoBff({ database });
    const admin = await bff.signIn('admin@nordflotte.example');
    const answers = await inParallel(BURST, () => admin.post(`${API}/fleet/contacts/ct-2004/invitation`));

    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: BURST });
    const mails = await bff.db.selectFrom('outbox').select('id').where('recipient', '=', IDA).execute();
    expect(mails).toHaveLength(1);
    const open = await bff.db
      .selectFrom('contact_invitations')
      .select('id_hash')
      .where('contact_id', '=', 'ct-2004')
      .where('used_at', 'is', null)
      .execute();
    expect(open).toHaveLength(1);
  });
});
