import type { FastifyInstance } from 'fastify';
import type { PaymentConfirmations, PaymentWebhook } from '../../../core/account/payment-confirmation.ts';
import type { Clock } from '../../../core/shared/ports.ts';

/**
 * Where the payment provider posts its events (docs/bff/accounts.md "The payment provider's
 * events"). Not a call of the wire API (contracts/): the provider, not a portal, calls it, without a
 * session or the actor header; the event's signature is its authorization. So it lives in its own
 * scope with its own body parser — the signature is over the exact bytes received.
 */
export const PAYMENT_WEBHOOK_PATH = '/portal/api/bff/payment-provider/events';

const MAX_EVENT_BYTES = 512 * 1024;

/**
 * 200 once the event is processed (or was before: a replay changes nothing); 400 for a delivery
 * whose signature does not hold (the provider does not retry it); 503 while the database is out of
 * reach, so the provider delivers the event again later.
 */
export const registerPaymentWebhook = (
  app: FastifyInstance,
  deps: {
    readonly webhook: PaymentWebhook;
    readonly confirmations: PaymentConfirmations;
    readonly clock: Clock;
  },
) =>
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_EVENT_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post(PAYMENT_WEBHOOK_PATH, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers[deps.webhook.signatureHeader.toLowerCase()];
      const event = await deps.webhook.read(raw, typeof signature === 'string' ? signature : undefined);
      if (!event)
        return reply
          .code(400)
          .send({ error: { code: 'bad_request', message: 'The event’s signature does not hold.' } });
      try {
        const processed = await deps.confirmations.process(event, deps.clock.now());
        return reply.code(200).send({ ok: true, processed });
      } catch (error) {
        request.log.error({ err: error, event: event.id }, 'payment provider event not processed');
        return reply
          .code(503)
          .header('retry-after', '30')
          .send({
            error: { code: 'service_unavailable', message: 'The event was not processed; deliver it again.' },
          });
      }
    });
  });
