import { err, ok, type Result } from 'neverthrow';
import { startPasswordReset } from '../../../../../core/account/passwords.ts';
import {
  ACCOUNT_EXISTS,
  type AcceptError,
  type Accepted,
  acceptInvitation,
  INVITATION_INVALID,
  resendInvitation,
} from '../../../../../core/fleet/invitations.ts';
import { sqlSessions } from '../../../../sql/account-repositories.ts';
import { sqlContactInvitations } from '../../../../sql/contact-invitations.ts';
import { sqlLoginAttempts } from '../../../../sql/login-attempts.ts';
import type { BffContext } from '../../bff-context.ts';
import type { Handler } from '../../handler.ts';
import { accountFailure, bodyFields, inTransaction } from '../accounts/account-ports.ts';
import { sessionUserOf } from '../auth.ts';
import { answerWith, businessUser } from './failure.ts';

/** Takes an acceptance's writes back when it found the address already taken by an account. */
class AddressTaken extends Error {
  constructor() {
    super('the invited address already has an account');
  }
}

/** 'Einladung erneut senden' and the invitation link's page (core/fleet/invitations.ts). */
export const invitationHandlers = (bff: BffContext): Record<string, Handler> => ({
  resendInvitation: async ({ user, params, now }) =>
    bff.db
      .transaction()
      .execute(async (trx) =>
        answerWith(
          await resendInvitation(
            { invitations: sqlContactInvitations(trx), tokens: bff.tokens, mailer: bff.mailerFor(trx) },
            businessUser(user),
            params.contactId ?? '',
            bff.settings.publicUrl,
            now,
          ),
          () => ({ ok: true }),
        ),
      ),

  acceptInvitation: async ({ body, clientAddress, sessionId, now }) => {
    const { token, password } = body as { token: string; password: string };
    // The password's strength, and the try counted under the address's limit, before any hashing
    // (as for a password reset: a weak password leaves the link usable).
    const started = await inTransaction(bff, (ports) =>
      startPasswordReset(ports)(password, clientAddress, now),
    );
    if (started.isErr()) {
      const error = started.error;
      return err(
        error.code === 'weak_password'
          ? {
              code: error.code,
              message: error.fields.newPassword?.message,
              fields: bodyFields({ password: error.fields.newPassword }),
            }
          : accountFailure(error.code),
      );
    }
    // Hashed between the two transactions: a hash waiting for its turn holds no connection.
    const passwordHash = await bff.hasher.hash(password);
    let result: Result<Accepted, AcceptError>;
    try {
      result = await bff.db.transaction().execute(async (trx) => {
        const accepted = await acceptInvitation({
          invitations: sqlContactInvitations(trx),
          tokens: bff.tokens,
          sessions: sqlSessions(trx),
          attempts: sqlLoginAttempts(trx),
        })(token, passwordHash, started.value, now);
        if (accepted.isErr() && accepted.error.code === 'conflict') throw new AddressTaken();
        // The session the browser held before (another user's) ends with the new one.
        if (accepted.isOk() && sessionId) await sqlSessions(trx).revoke(bff.tokens.hash(sessionId), now);
        return accepted;
      });
    } catch (error) {
      if (error instanceof AddressTaken) return err({ code: 'conflict', message: ACCOUNT_EXISTS });
      throw error;
    }
    if (result.isErr()) return err({ code: 'token_invalid', message: INVITATION_INVALID });
    const { user, session } = result.value;
    const company = user.companyId ? await bff.companies.find(user.companyId) : null;
    return ok({
      status: 200,
      body: { data: sessionUserOf(user, company) },
      startSession: { id: result.value.sessionId, expiresAt: session.expiresAt },
    });
  },
});
