import { ok } from 'neverthrow';
import type {
  AssignableRole,
  Contact,
  ContactStatus,
  NewContact,
} from '../../../../../core/fleet/contacts.ts';
import { fullNameOf } from '../../../../../core/fleet/contacts.ts';
import {
  changeRole,
  createContact,
  getContacts,
  getRoles,
} from '../../../../../core/fleet/fleet-use-cases.ts';
import type { B2bRole } from '../../../../../core/fleet/roles.ts';
import { sqlContactInvitations } from '../../../../sql/contact-invitations.ts';
import { sqlFleet } from '../../../../sql/fleet-repository.ts';
import type { BffContext } from '../../bff-context.ts';
import type { Handler } from '../../handler.ts';
import { answerWith, businessUser } from './failure.ts';

/** Contacts ('Kontakt erstellen') and roles management. */

const wireContact = (contact: Contact) => ({
  id: contact.id,
  name: fullNameOf(contact),
  firstName: contact.firstName,
  lastName: contact.lastName,
  email: contact.email,
  phoneNumber: contact.phoneNumber,
  status: contact.status,
  role: contact.role,
});

const wireRole = (contact: Contact) => ({
  contactId: contact.id,
  name: fullNameOf(contact),
  email: contact.email,
  role: contact.role,
  status: contact.status,
});

export const contactHandlers = (bff: BffContext): Record<string, Handler> => ({
  getContacts: async ({ user, query }) => {
    const filter = query as { role?: B2bRole; status?: ContactStatus };
    const contacts = await getContacts(
      { fleet: sqlFleet(bff.db), mailer: bff.mailerFor(bff.db) },
      businessUser(user),
      filter,
    );
    return ok({ body: { data: contacts.map(wireContact) } });
  },

  createContact: async ({ user, body, now }) =>
    bff.db.transaction().execute(async (trx) =>
      answerWith(
        await createContact(
          {
            fleet: sqlFleet(trx),
            mailer: bff.mailerFor(trx),
            invitations: sqlContactInvitations(trx),
            tokens: bff.tokens,
          },
          businessUser(user),
          body as NewContact,
          bff.settings.publicUrl,
          now,
        ),
        (contact) => ({ data: wireContact(contact) }),
        201,
      ),
    ),

  getRoles: async ({ user }) => {
    const contacts = await getRoles(
      { fleet: sqlFleet(bff.db), mailer: bff.mailerFor(bff.db) },
      businessUser(user),
    );
    return ok({ body: { data: contacts.map(wireRole) } });
  },

  changeRole: async ({ user, params, body }) =>
    bff.db
      .transaction()
      .execute(async (trx) =>
        answerWith(
          await changeRole(
            { fleet: sqlFleet(trx), mailer: bff.mailerFor(trx) },
            businessUser(user),
            params.contactId ?? '',
            (body as { role: AssignableRole }).role,
          ),
          (contact) => ({ data: wireRole(contact) }),
        ),
      ),
});
