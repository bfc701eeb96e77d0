/**
 * A local HTTP server that plays Stripe's API for the one call the portal makes (creating a
 * Checkout Session), recording each request as received; the SDK is pointed at it with its
 * host/port/protocol settings. It answers as Stripe does, or with Stripe's error shape on demand.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedStripeCall = {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  /** The form-encoded body as Stripe reads it. */
  readonly form: URLSearchParams;
};

export type StripeApi = {
  readonly url: string;
  readonly calls: RecordedStripeCall[];
  /** From now on answer with this status and Stripe's error body (500, 402, …), or as Stripe does. */
  readonly failWith: (status: number | undefined) => void;
  readonly close: () => Promise<void>;
};

export const startStripeApi = async (): Promise<StripeApi> => {
  const calls: RecordedStripeCall[] = [];
  let failing: number | undefined;
  let sessions = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      calls.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, form });
      response.setHeader('content-type', 'application/json');
      if (failing) {
        response.statusCode = failing;
        response.end(
          JSON.stringify({ error: { type: 'api_error', message: 'Stripe is having a bad day.' } }),
        );
        return;
      }
      if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions') {
        response.statusCode = 404;
        response.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }),
        );
        return;
      }
      sessions += 1;
      const id = `cs_test_${String(sessions).padStart(4, '0')}`;
      response.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          mode: form.get('mode'),
          status: 'open',
          client_reference_id: form.get('client_reference_id'),
          url: `https://checkout.stripe.example/c/pay/${id}`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    failWith: (status) => {
      failing = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
