import { err, ok, type Result } from 'neverthrow';
import type { User } from '../account/ports.ts';
import type { ContractRepository } from '../contracts/contracts.ts';
import { dealScopeOf } from '../deals/access.ts';
import { isDateText } from '../shared/calendar-days.ts';
import type { Mailer } from '../shared/ports.ts';
import { type Announcement, visibleAnnouncements } from './announcements.ts';
import {
  CARS_MAX_PAGE_SIZE,
  CARS_PAGE_SIZE,
  type CarsListQuery,
  type CarsListResult,
  type FleetCar,
} from './cars-list.ts';
import {
  type AssignableRole,
  byLastName,
  CONTACT_EMAIL_TAKEN,
  type Contact,
  type ContactStatus,
  canChangeRole,
  LAST_ADMIN,
  type NewContact,
  validateNewContact,
} from './contacts.ts';
import { type FleetError, fleetError, invalidFields } from './errors.ts';
import { isMonthText } from './fleet-costs.ts';
import { type InvitationPorts, sendInvitation } from './invitations.ts';
import { type FleetOverview, fleetOverviewFrom } from './overview.ts';
import type { FleetRepository } from './ports.ts';
import { type B2bRole, toB2bRole } from './roles.ts';

/** The cars page, the fleet overview, contacts, roles and announcements of the business portal. */

export type FleetPorts = { readonly fleet: FleetRepository; readonly mailer: Mailer };

// Not given by the specification.
export const PAGE_INVALID = 'Die Seite muss eine ganze Zahl ab 1 sein.';
export const PAGE_SIZE_TOO_LARGE = `Eine Seite zeigt höchstens ${CARS_MAX_PAGE_SIZE} Fahrzeuge; alle Fahrzeuge enthält der CSV-Export.`;
export const DAY_INVALID = 'Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.';
export const MONTH_INVALID = 'Bitte geben Sie einen Monat im Format JJJJ-MM an.';

/**
 * A cars-list request checked and completed with the list's defaults. The list's page has a
 * default size and a maximum; the export (paged: false) walks every match unless a page is asked for.
 */
const carsListQueryOf = (
  query: Partial<CarsListQuery>,
  paged: boolean,
): Result<CarsListQuery, FleetError> => {
  const problems: Record<string, string> = {};
  if (query.page != null && query.page < 1) problems.page = PAGE_INVALID;
  if (query.pageSize != null && query.pageSize < 1) problems.pageSize = PAGE_INVALID;
  else if (paged && query.pageSize != null && query.pageSize > CARS_MAX_PAGE_SIZE)
    problems.pageSize = PAGE_SIZE_TOO_LARGE;
  for (const field of ['returnsFrom', 'returnsTo', 'handoversFrom', 'handoversTo'] as const) {
    const day = query[field];
    if (day != null && (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !isDateText(day))) problems[field] = DAY_INVALID;
  }
  if (query.costMonth != null && !isMonthText(query.costMonth)) problems.costMonth = MONTH_INVALID;
  if (Object.keys(problems).length > 0) return err(invalidFields(problems));
  return ok({
    tab: query.tab ?? 'all',
    search: query.search ?? '',
    renewability: query.renewability ?? 'all',
    action: query.action ?? 'all',
    companyId: query.companyId ?? null,
    sort: query.sort ?? 'default',
    returnsFrom: query.returnsFrom ?? null,
    returnsTo: query.returnsTo ?? null,
    handoversFrom: query.handoversFrom ?? null,
    handoversTo: query.handoversTo ?? null,
    costMonth: query.costMonth ?? null,
    page: query.page ?? 1,
    pageSize: query.pageSize ?? (paged ? CARS_PAGE_SIZE : null),
  });
};

/**
 * The cars page /cars/{tab} (§2): core's list query (queryCarsList) over the cars the user sees,
 * answered by the fleet list's read model, one page at a time (CARS_PAGE_SIZE unless asked for
 * another size up to CARS_MAX_PAGE_SIZE).
 */
export const getFleetCars = async (
  ports: FleetPorts,
  user: User,
  query: Partial<CarsListQuery>,
  now: Date,
): Promise<Result<CarsListResult & { page: number; pageSize: number }, FleetError>> => {
  const checked = carsListQueryOf(query, true);
  if (checked.isErr()) return err(checked.error);
  const result = await ports.fleet.queryCars(dealScopeOf(user), checked.value, now);
  return ok({ ...result, page: checked.value.page ?? 1, pageSize: checked.value.pageSize ?? CARS_PAGE_SIZE });
};

/**
 * The CSV export of the current view of /cars (§2): the cars getFleetCars lists (every match
 * without a page size), in the list's order, in batches as the read model yields them.
 */
export const exportFleetCars = (
  ports: FleetPorts,
  user: User,
  query: Partial<CarsListQuery>,
  now: Date,
): Result<AsyncIterable<readonly FleetCar[]>, FleetError> =>
  carsListQueryOf(query, false).map((checked) => ports.fleet.exportCars(dealScopeOf(user), checked, now));

/**
 * For admins and analysts: a driver sees only their own cars, no fleet figures. The figures come
 * from the fleet list's read model (fleetOverviewFiguresOf's answer), the contracts are counted here.
 */
export const getFleetOverview = async (
  ports: FleetPorts & { readonly contracts: Pick<ContractRepository, 'list'> },
  user: User,
  now: Date,
): Promise<Result<FleetOverview, FleetError>> => {
  if (user.role !== 'admin' && user.role !== 'analyst') return err(fleetError('forbidden'));
  const [figures, contracts] = await Promise.all([
    ports.fleet.overviewFigures(dealScopeOf(user), now),
    user.companyId ? ports.contracts.list(user.companyId) : [],
  ]);
  return ok(fleetOverviewFrom(figures, contracts, now));
};

// ── Contacts and roles ──────────────────────────────────────────────────────────────────────

export const getContacts = async (
  ports: FleetPorts,
  user: User,
  filter: { readonly role?: B2bRole; readonly status?: ContactStatus },
): Promise<Contact[]> => {
  if (!user.companyId) return [];
  const contacts = await ports.fleet.contactsOf(user.companyId);
  return contacts
    .filter(
      (contact) =>
        (filter.role === undefined || contact.role === filter.role) &&
        (filter.status === undefined || contact.status === filter.status),
    )
    .sort(byLastName);
};

/**
 * 'Kontakt erstellen' (admins only): the contact is INVITED and gets an invitation mail with a
 * single-use link to set a password (invitations.ts).
 */
export const createContact = async (
  ports: FleetPorts & Pick<InvitationPorts, 'invitations' | 'tokens'>,
  user: User,
  input: NewContact,
  publicUrl: string,
  now: Date,
): Promise<Result<Contact, FleetError>> => {
  if (user.role !== 'admin' || !user.companyId) return err(fleetError('forbidden'));
  const valid = validateNewContact(input);
  if (valid.isErr()) {
    const fields: Record<string, string> = {};
    for (const [field, error] of Object.entries(valid.error)) if (error) fields[field] = error.message;
    return err(invalidFields(fields));
  }
  const contact = await ports.fleet.createContact(user.companyId, valid.value);
  if (!contact) return err(fleetError('conflict', CONTACT_EMAIL_TAKEN, { email: CONTACT_EMAIL_TAKEN }));
  await sendInvitation(ports, contact, user, publicUrl, now);
  return ok(contact);
};

export const getRoles = async (ports: FleetPorts, user: User): Promise<Contact[]> =>
  user.role === 'admin' ? getContacts(ports, user, {}) : [];

/** Roles management (§6, admins only): never leaves the company without an admin. */
export const changeRole = async (
  ports: FleetPorts,
  user: User,
  contactId: string,
  role: AssignableRole,
): Promise<Result<Contact, FleetError>> => {
  if (user.role !== 'admin' || !user.companyId) return err(fleetError('forbidden'));
  // Locked: two admins changing roles at once must not both take the company's last admin away.
  const contacts = await ports.fleet.lockContactsOf(user.companyId);
  const contact = contacts.find((candidate) => candidate.id === contactId);
  if (!contact) return err(fleetError('not_found'));
  const allowed = canChangeRole(contact, role, contacts);
  if (allowed.isErr()) return err(fleetError('conflict', LAST_ADMIN));
  await ports.fleet.setRole(contact, role);
  return ok({ ...contact, role });
};

// ── Announcements ───────────────────────────────────────────────────────────────────────────

/** §6: by role, date window and the exempted or affected companies. */
export const getAnnouncements = async (ports: FleetPorts, user: User, now: Date): Promise<Announcement[]> =>
  visibleAnnouncements(
    await ports.fleet.announcements(),
    { role: toB2bRole(user.role), companyId: user.companyId },
    now,
  );
