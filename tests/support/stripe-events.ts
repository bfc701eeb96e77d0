/**
 * Stripe's webhook deliveries for tests: a Checkout Session's event, signed by the SDK's own test
 * header helper with the endpoint's secret, posted to the BFF as Stripe posts it.
 */
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { PAYMENT_WEBHOOK_PATH } from '../../adapters/http/server/payment-webhook.ts';

export const WEBHOOK_SECRET = 'whsec_portal_test';
const stripe = new Stripe('sk_test_portal');

export type SessionEventType =
  | 'checkout.session.completed'
  | 'checkout.session.expired'
  | 'checkout.session.async_payment_failed';

export const sessionEvent = (id: string, type: SessionEventType, sessionId: string): string =>
  JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        mode: 'setup',
        status: type === 'checkout.session.completed' ? 'complete' : 'expired',
      },
    },
  });

/** Posts the payload with a signature made with `secret` (the endpoint's unless given). */
export const deliver = (app: FastifyInstance, payload: string, secret = WEBHOOK_SECRET) =>
  app.inject({
    method: 'POST',
    url: PAYMENT_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
