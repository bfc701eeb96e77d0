import type { Readable } from 'node:stream';
import { authRoutes } from '../../contracts/routes/auth.ts';
import { supportRoutes } from '../../contracts/routes/support.ts';
import type { DealContext } from '../../core/deals/types.ts';
import type { ApiError } from '../http/client/api-error.ts';
import { createPortalApi } from '../http/client/create-portal-api.ts';
import { CliExit, type CliIo } from './io.ts';
import type { LookupSource } from './lookup-source.ts';

/**
 * A running BFF as the source of support's lookups (`--portal-url`): the CLI signs in as a support
 * user through the login route and asks the support routes, which build each context with core's
 * one builder and write every read, with the agent's reason, to the audit log. The credentials come
 * from PORTAL_SUPPORT_EMAIL and PORTAL_SUPPORT_PASSWORD, else from a prompt on the terminal (the
 * password not shown) — never from an argument, which other users of the machine could read.
 */

export type PortalOptions = { readonly portalUrl?: string; readonly reason?: string };

export type Credentials = { readonly email: string; readonly password: string };

const routes = {
  login: authRoutes.login,
  logout: authRoutes.logout,
  ...supportRoutes,
};

const fail = (io: CliIo, message: string): never => {
  io.stderr.write(`error: ${message}\n`);
  throw new CliExit(2);
};

/**
 * Node's fetch with a cookie jar of its own: the BFF's session is an HttpOnly cookie, which the
 * portal's browser keeps and Node does not. A connection failure names its cause ("ECONNREFUSED").
 */
const fetchWithCookies = (): typeof fetch => {
  const jar = new Map<string, string>();
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    let response: Response;
    try {
      response = await fetch(input, { ...init, headers });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new Error(cause?.code ?? cause?.message ?? (error as Error).message);
    }
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /;\s*max-age=0\b/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
};

type Prompting = Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };

/** A line typed on the terminal, shown as it is typed. */
const askLine = (io: CliIo, question: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const input = io.stdin;
    io.stderr.write(question);
    let line = '';
    const onData = (chunk: Buffer | string) => {
      const text = chunk.toString();
      const end = text.search(/[\r\n]/);
      line += end < 0 ? text : text.slice(0, end);
      if (end < 0) return;
      input.off('data', onData);
      input.off('end', onEnd);
      input.pause();
      resolve(line);
    };
    const onEnd = () => {
      input.off('data', onData);
      reject(new Error('the terminal closed before the answer'));
    };
    input.on('data', onData);
    input.once('end', onEnd);
    input.resume();
  });

/**
 * A password typed on the terminal and not shown: the terminal goes into raw mode, so its own echo
 * is off, and nothing of the typing is written back. Backspace takes a character back; Ctrl-C and
 * Ctrl-D end the command.
 */
export const askHidden = (io: CliIo, question: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const input = io.stdin as Prompting;
    input.setRawMode?.(true);
    io.stderr.write(question);
    let typed = '';
    const done = (outcome: () => void) => {
      input.off('data', onData);
      input.setRawMode?.(false);
      input.pause();
      io.stderr.write('\n');
      outcome();
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString()) {
        if (char === '\r' || char === '\n') return done(() => resolve(typed));
        if (char === '\u0003' || char === '\u0004')
          return done(() => reject(new Error('the sign-in was cancelled')));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on('data', onData);
    input.resume();
  });

/** The support user's credentials: from the environment, else asked on the terminal. */
export const supportCredentials = async (io: CliIo, env = process.env): Promise<Credentials> => {
  const email = env.PORTAL_SUPPORT_EMAIL?.trim();
  const password = env.PORTAL_SUPPORT_PASSWORD;
  if (email && password) return { email, password };
  if (!(io.stdin as Prompting).isTTY)
    return fail(
      io,
      'the support sign-in needs PORTAL_SUPPORT_EMAIL and PORTAL_SUPPORT_PASSWORD, or a terminal to ask for them',
    );
  try {
    const asked = email || (await askLine(io, 'Support e-mail address: ')).trim();
    return { email: asked, password: password ?? (await askHidden(io, `Password for ${asked}: `)) };
  } catch (error) {
    return fail(io, (error as Error).message);
  }
};

const describe = (error: ApiError): string => {
  switch (error.kind) {
    case 'http':
      return `${error.status} ${error.code}: ${[error.message, ...Object.values(error.fields ?? {})].filter(Boolean).join(' ')}`;
    case 'network':
      return `no answer (${error.message})`;
    case 'decode':
      return `an answer that does not fit the contract (${error.problems.map((p) => `${p.path}: ${p.message}`).join('; ')})`;
    case 'aborted':
      return 'the call was cancelled';
    case 'request':
      return error.message;
  }
};

/** The base URL of `--portal-url`, without a trailing slash; exit 2 for anything but http(s). */
export const portalUrlOf = (text: string, io: CliIo): string => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return fail(io, `--portal-url: expected the BFF's address such as http://localhost:3000, got "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return fail(io, `--portal-url: expected an http or https address, got "${text}"`);
  return url.toString().replace(/\/+$/, '');
};

/**
 * Signs in at the BFF as a support user and answers the lookups from its support routes; close()
 * signs out. Exit 2 with a message when the BFF cannot be reached, refuses the sign-in, or the user
 * is not a support user.
 */
export const portalSource = async (
  baseUrl: string,
  reason: string,
  io: CliIo,
  credentials: Credentials,
): Promise<LookupSource> => {
  const api = createPortalApi(
    { baseUrl, actor: 'b2c-customer-portal', fetch: fetchWithCookies(), retryDelayMs: 0 },
    routes,
  );
  const refused = (what: string, error: ApiError): never => {
    if (error.kind === 'http' && error.code === 'bad_request' && error.fields?.['query.reason'])
      return fail(io, `--reason: ${error.fields['query.reason']}`);
    return fail(io, `the BFF at ${baseUrl} ${what}: ${describe(error)}`);
  };
  const signedIn = await api.login({ body: credentials });
  if (signedIn.isErr()) {
    const error = signedIn.error;
    if (error.kind === 'network') return fail(io, `no BFF answers at ${baseUrl} (${error.message})`);
    if (error.kind === 'http' && error.code === 'wrong_password')
      return fail(io, `the BFF at ${baseUrl} refused the sign-in: wrong e-mail address or password`);
    return refused('refused the sign-in', error);
  }
  if (signedIn.value.data.kind !== 'support') {
    await api.logout();
    return fail(
      io,
      `${credentials.email} is not a support user: the lookups need a support user's sign-in (PORTAL_SUPPORT_EMAIL)`,
    );
  }
  const notFound = (error: ApiError) => error.kind === 'http' && error.status === 404;
  return {
    deal: async (dealId) => {
      const answer = await api.getSupportDeal({ params: { dealId }, query: { reason } });
      if (answer.isOk())
        return { context: answer.value.data.context as DealContext, portal: answer.value.data.portal };
      return notFound(answer.error) ? undefined : refused(`did not answer deal ${dealId}`, answer.error);
    },
    customerDeals: async (email) => {
      const answer = await api.getSupportCustomerDeals({ params: { email }, query: { reason } });
      if (answer.isErr())
        return notFound(answer.error) ? undefined : refused(`did not answer ${email}`, answer.error);
      const contexts = answer.value.data.deals.map((deal) => deal.context as DealContext);
      return {
        portal: answer.value.data.kind === 'consumer' ? 'consumer' : 'business',
        pages: (async function* () {
          yield contexts;
        })(),
      };
    },
    companies: async (name) => {
      const answer = await api.getSupportCompanies({ query: { reason, name } });
      return answer.isOk()
        ? answer.value.data.companies
        : refused('did not answer the company search', answer.error);
    },
    companyDeals: async function* (companyId) {
      let after: string | null = null;
      for (;;) {
        const answer = await api.getSupportCompanyDeals({
          params: { companyId },
          query: after === null ? { reason } : { reason, after },
        });
        if (answer.isErr()) return refused(`did not answer the deals of ${companyId}`, answer.error);
        yield answer.value.data.deals.map((deal) => deal.context as DealContext);
        after = answer.value.data.next;
        if (after === null) return;
      }
    },
    close: async () => {
      await api.logout();
    },
  };
};
