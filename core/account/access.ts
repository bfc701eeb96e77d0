import type { User } from './ports.ts';

/**
 * Who may call what (consumer spec §6, business spec §6): the access level each call of the wire API declares, and the
 * answer for a user. Enforced by the BFF on every call; the portals only hide what is refused.
 */
export const ACCESS_LEVELS = [
  'public',
  'signed-in',
  'consumer',
  'business',
  'business-writer',
  'business-admin',
  'editor',
  'support',
] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export type AccessVerdict = 'allowed' | 'unauthorized' | 'forbidden';

/** The call being judged: its method and route name (contracts/route-table.ts). */
export type Call = { readonly method: string; readonly name: string };

const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The calls of their own session a support user makes besides the 'support' reads; and the report
 * of a page's error, which changes no data (a log line and a counter) and is as welcome from a
 * support user's view of a customer's portal as from the customer's.
 */
export const SUPPORT_SESSION_CALLS: ReadonlySet<string> = new Set([
  'login',
  'logout',
  'getSession',
  'reportClientError',
]);

/**
 * Support staff (docs/security.md "The support role and its audit log") read any customer's deals through the 'support' calls and write
 * nothing: every write is refused (403), whatever its level, apart from signing in and out; of the
 * other calls only public reads (the catalogue, content pages) are open to them. Without the call
 * (the portal asking about a level) only 'public' and 'support' are allowed.
 */
const supportVerdict = (access: Access, call: Call | undefined): AccessVerdict => {
  if (access === 'support') return 'allowed';
  if (!call) return access === 'public' ? 'allowed' : 'forbidden';
  if (SUPPORT_SESSION_CALLS.has(call.name)) return 'allowed';
  return access === 'public' && !WRITE_METHODS.has(call.method) ? 'allowed' : 'forbidden';
};

export const accessFor = (access: Access, user: User | undefined, call?: Call): AccessVerdict => {
  if (user?.kind === 'support') return supportVerdict(access, call);
  if (access === 'public') return 'allowed';
  if (!user) return 'unauthorized';
  const business = user.kind === 'business';
  const allowed: Record<Exclude<Access, 'public'>, boolean> = {
    'signed-in': true,
    consumer: user.kind === 'consumer',
    business,
    // Analysts read but do not write (business spec §6).
    'business-writer': business && (user.role === 'admin' || user.role === 'driver'),
    'business-admin': business && user.role === 'admin',
    editor: user.isEditor,
    support: false,
  };
  return allowed[access] ? 'allowed' : 'forbidden';
};

/** Who a call is answered for, and whether it is a read of a viewed customer's data. */
export type Caller = {
  readonly verdict: AccessVerdict;
  /** The user the call is answered for: the viewed customer in a support user's view. */
  readonly user: User | undefined;
  /** The call reads the viewed customer's data: it is written to the audit log. */
  readonly viewRead: boolean;
};

/** The calls a support user's view answers for the viewed customer: the portal's reads. */
const VIEWED_ACCESS: ReadonlySet<Access> = new Set([
  'signed-in',
  'consumer',
  'business',
  'business-writer',
  'business-admin',
]);

/**
 * Reads the specification sends as POST (consumer spec §7: `/api/addons`, the car page's
 * protection module): in a view they are reads like any GET. Nothing else sent as POST is.
 */
const READS_SENT_AS_POST: ReadonlySet<string> = new Set(['getAddons']);

/**
 * The caller of a call (consumer spec §6 "impersonation", "view as customer"). In a support user's view of a customer the
 * portal's reads (GET of a level the customer's pages call) are answered for the customer, judged
 * by the customer's own access; every write stays the support user's and is refused by
 * `accessFor` (403), as are the support routes' own rules and public calls, which stay the
 * support user's. Without a view, the call is the user's.
 */
export const callerFor = (access: Access, user: User | undefined, call: Call): Caller => {
  const view = user?.kind === 'support' ? user.supportSession?.view : undefined;
  const viewed =
    view !== undefined &&
    view !== null &&
    (!WRITE_METHODS.has(call.method) || READS_SENT_AS_POST.has(call.name)) &&
    VIEWED_ACCESS.has(access) &&
    !SUPPORT_SESSION_CALLS.has(call.name);
  if (!viewed) return { verdict: accessFor(access, user, call), user, viewRead: false };
  const verdict = accessFor(access, view.customer, call);
  return { verdict, user: view.customer, viewRead: verdict === 'allowed' };
};
