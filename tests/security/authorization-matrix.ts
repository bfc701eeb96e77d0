import type { RouteName } from '../../contracts/route-table.ts';

/**
 * Who may call what, as data: every route of contracts/route-table.ts against the seven demo
 * callers, called with the route's contract example (its path params, query and body). The rules
 * (docs/security.md):
 * - 401 — anonymous on every route that is not public;
 * - 403 — a role that may not act: consumer routes refuse business users and business routes
 *   consumers (per the route's access level); the analyst never writes; admin-only routes (roles,
 *   car policy, contract row actions, company settings writes, assigning a car's driver, ordering
 *   once shop access is withdrawn) refuse driver and analyst;
 * - 404 — another owner's resource: neu on kunde's deal d-1001 and its invoices, documents, drivers;
 *   Süd Logistik's admin on a Nordflotte order, contract, invoice, contact, request or cart item;
 *   the driver on a car not assigned to them (order f-2002 and its contract ctr-2001); a consumer on
 *   a company; a business user on a consumer's deal;
 * - OK — allowed: any answer but 401, 403 and 404 (2xx, or a 4xx of the use case, since the
 *   example's state may not hold any more for this caller); never a 5xx, in no cell.
 */

export const OK = 'ok';
export type Cell = typeof OK | 401 | 403 | 404;

/** The callers of the matrix, in its column order; anonymous has no session. */
export const CALLERS = {
  anonymous: undefined,
  kunde: 'kunde@demo.example',
  neu: 'neu@demo.example',
  admin: 'admin@nordflotte.example',
  fahrer: 'fahrer@nordflotte.example',
  analyst: 'analyst@nordflotte.example',
  sued: 'admin@suedlogistik.example',
} as const satisfies Record<string, string | undefined>;
export type CallerName = keyof typeof CALLERS;
export const CALLER_NAMES = Object.keys(CALLERS) as CallerName[];

type Row = readonly [Cell, Cell, Cell, Cell, Cell, Cell, Cell];

// biome-ignore format: a table, one row per route, one column per caller.
export const AUTHORIZATION_MATRIX: Readonly<Record<RouteName, Row>> = {
  //                            anonymous kunde     neu       admin     fahrer    analyst   sued
  login:                       [OK,       OK,       OK,       OK,       OK,       OK,       OK],
  logout:                      [OK,       OK,       OK,       OK,       OK,       OK,       OK],
  getSession:                  [401,      OK,       OK,       OK,       OK,       OK,       OK],
  getDeals:                    [401,      OK,       OK,       OK,       OK,       OK,       OK],
  getDealDetails:              [401,      OK,       404,      404,      404,      404,      404],
  getHandover:                 [401,      OK,       404,      404,      404,      404,      404],
  getHandoverMetadata:         [401,      OK,       404,      404,      404,      404,      404],
  getHandoverChangeFee:        [401,      OK,       404,      404,      404,      404,      404],
  getPreponementOffer:         [401,      OK,       404,      403,      403,      403,      403],
  acceptPreponement:           [401,      OK,       404,      403,      403,      403,      403],
  declinePreponement:          [401,      OK,       404,      403,      403,      403,      403],
  getReservationContract:      [401,      OK,       404,      403,      403,      403,      403],
  signReservationContract:     [401,      OK,       404,      403,      403,      403,      403],
  getReturn:                   [401,      OK,       404,      404,      404,      404,      404],
  getReturnMetadata:           [401,      OK,       404,      404,      404,      404,      404],
  getReturnChangeFee:          [401,      OK,       404,      404,      404,      404,      404],
  getPreReturnAppraisal:       [401,      OK,       404,      403,      403,      403,      403],
  requestPreReturnAppraisal:   [401,      OK,       404,      403,      403,      403,      403],
  postNonRetentionComment:     [401,      OK,       404,      403,      403,      403,      403],
  postDepositRefundDetails:    [401,      OK,       404,      403,      403,      403,      403],
  getIncidentDamages:          [401,      OK,       404,      404,      404,      404,      404],
  getDamageReports:            [401,      OK,       404,      404,      404,      404,      404],
  uploadDamageImage:           [401,      OK,       404,      404,      404,      403,      404],
  getDamagePhoto:              [401,      OK,       404,      404,      404,      404,      404],
  reportDamage:                [401,      OK,       404,      404,      404,      403,      404],
  getMileagePackages:          [401,      OK,       404,      404,      404,      404,      404],
  reportMileage:               [401,      OK,       404,      404,      404,      403,      404],
  getProlongationOptions:      [401,      OK,       404,      404,      404,      404,      404],
  getAddons:                   [401,      OK,       404,      404,      404,      404,      404],
  getAlternativeCarOfferingLink:[401,       OK,     404,    403,    403,    403,    403     ],
  getScheduleServiceLink:      [401,      OK,       404,      404,      404,      404,      404],
  requestService:              [401,      OK,       404,      404,      404,      403,      404],
  requestCarInventory:         [401,      OK,       404,      404,      404,      403,      404],
  generateDecagonToken:        [401,      OK,       OK,       OK,       OK,       OK,       OK],
  getReferralLink:             [401,      OK,       403,      403,      403,      403,      403],
  subscribeNewsletter:         [OK,       OK,       OK,       OK,       OK,       OK,       OK],
  getProfile:                  [401,      OK,       OK,       OK,       OK,       OK,       OK],
  getCompanies:                [401,      OK,       OK,       OK,       OK,       OK,       OK],
  getCompany:                  [401,      404,      404,      OK,       OK,       OK,       404],
  register:                    [OK,       OK,       OK,       OK,       OK,       OK,       OK],
  requestPasswordReset:        [OK,       OK,       OK,       OK,       OK,       OK,       OK],
  resetPassword:               [OK,       OK,       OK,       OK,       OK,       OK,       OK],
  resendVerificationEmail:     [OK,       OK,       OK,       OK,       OK,       OK,       OK],
  verifyEmail:                 [OK,       OK,       OK,       OK,       OK,       OK,       OK],
  updateProfile:               [401,      OK,       OK,       403,      403,      403,      403],
  updateCompanyDetails:        [401,      404,      404,      OK,       403,      403,      404],
  changePassword:              [401,      OK,       OK,       OK,       OK,       OK,       OK],
  requestAccountDeletion:      [401,      OK,       OK,       403,      403,      403,      403],
  changePaymentMethod:         [401,      OK,       OK,       403,      403,      403,      403],
  getDrivers:                  [401,      OK,       OK,       403,      403,      403,      403],
  addDriver:                   [401,      OK,       OK,       403,      403,      403,      403],
  removeDriver:                [401,      OK,       404,      403,      403,      403,      403],
  bookInsuranceUpgrade:        [401,      OK,       404,      404,      404,      403,      404],
  prolongSubscription:         [401,      OK,       404,      404,      404,      403,      404],
  submitHandover:              [401,      OK,       404,      404,      404,      403,      404],
  submitReturn:                [401,      OK,       404,      404,      404,      403,      404],
  cancelSubscription:          [401,      OK,       404,      403,      403,      403,      403],
  getCancellationRequest:      [401,      OK,       404,      403,      403,      403,      403],
  bookSelfPickup:              [401,      OK,       404,      403,      403,      403,      403],
  changeMileagePackage:        [401,      OK,       404,      403,      403,      403,      403],
  bookExtraMileage:            [401,      OK,       404,      403,      403,      403,      403],
  requestPurchaseOffer:        [401,      OK,       404,      403,      403,      403,      403],
  getInvoices:                 [401,      OK,       404,      403,      403,      403,      403],
  downloadInvoice:             [401,      OK,       404,      403,      403,      403,      403],
  getDocuments:                [401,      OK,       404,      403,      403,      403,      403],
  downloadDocument:            [401,      OK,       404,      403,      403,      403,      403],
  getLoyaltyStatus:            [401,      OK,       OK,       403,      403,      403,      403],
  getLoyaltyLevels:            [OK,       OK,       OK,       OK,       OK,       OK,       OK],
  getLoyaltyLedger:            [401,      OK,       OK,       403,      403,      403,      403],
  redeemLoyaltyVoucher:        [401,      OK,       OK,       403,      403,      403,      403],
  getContentPage:              [OK,       OK,       OK,       OK,       OK,       OK,       OK],
  getFormDefinition:           [OK,       OK,       OK,       OK,       OK,       OK,       OK],
  getOrderStatus:              [401,      OK,       404,      404,      404,      404,      404],
  getReturnStatus:             [401,      OK,       404,      404,      404,      404,      404],
  //                            anonymous kunde     neu       admin     fahrer    analyst   sued
  getFleetCars:                [401,      403,      403,      OK,       OK,       OK,       OK],
  exportFleetCars:             [401,      403,      403,      OK,       OK,       OK,       OK],
  getFleetOverview:            [401,      403,      403,      OK,       403,      OK,       OK],
  getOrder:                    [401,      403,      403,      OK,       404,      OK,       404],
  assignDriver:                [401,      403,      403,      OK,       403,      403,      404],
  getSwapCandidates:           [401,      403,      403,      OK,       404,      OK,       404],
  coordinateSwap:              [401,      403,      403,      OK,       404,      403,      404],
  coordinateHandover:          [401,      403,      403,      OK,       404,      403,      404],
  getDeliveryOptions:          [401,      403,      403,      OK,       404,      OK,       404],
  chooseDeliveryOption:        [401,      403,      403,      OK,       404,      403,      404],
  commentOnOrder:              [401,      403,      403,      OK,       404,      403,      404],
  requestTransitionVehicle:    [401,      403,      403,      OK,       404,      403,      404],
  chooseOrderCompany:          [401,      403,      403,      OK,       403,      403,      404],
  getEndOfSubscriptionOptions: [401,      403,      403,      OK,       OK,       OK,       404],
  requestFleetPurchaseOffer:   [401,      403,      403,      OK,       OK,       403,      404],
  getContacts:                 [401,      403,      403,      OK,       OK,       OK,       OK],
  createContact:               [401,      403,      403,      OK,       403,      403,      OK],
  resendInvitation:            [401,      403,      403,      OK,       403,      403,      404],
  acceptInvitation:            [OK,       OK,       OK,       OK,       OK,       OK,       OK],
  getCompanySettings:          [401,      403,      403,      OK,       OK,       OK,       OK],
  getRoles:                    [401,      403,      403,      OK,       403,      403,      OK],
  changeRole:                  [401,      403,      403,      OK,       403,      403,      404],
  getCarPolicy:                [401,      403,      403,      OK,       403,      403,      OK],
  updateCarPolicy:             [401,      403,      403,      OK,       403,      403,      OK],
  getFleetContracts:           [401,      403,      403,      OK,       OK,       OK,       OK],
  downloadFleetContract:       [401,      403,      403,      OK,       404,      OK,       404],
  getContractSigningLink:      [401,      403,      403,      OK,       403,      403,      404],
  resendContractSigningEmail:  [401,      403,      403,      OK,       403,      403,      404],
  getFleetInvoices:            [401,      403,      403,      OK,       OK,       OK,       404],
  downloadFleetInvoice:        [401,      403,      403,      OK,       OK,       OK,       404],
  getCart:                     [401,      403,      403,      OK,       OK,       OK,       OK],
  addToCart:                   [401,      403,      403,      OK,       403,      403,      OK],
  updateCartItem:              [401,      403,      403,      OK,       403,      403,      404],
  removeCartItem:              [401,      403,      403,      OK,       403,      403,      404],
  getUnavailableCartItems:     [401,      403,      403,      OK,       OK,       OK,       OK],
  removeUnavailableCartItems:  [401,      403,      403,      OK,       403,      403,      OK],
  checkout:                    [401,      403,      403,      OK,       403,      403,      OK],
  getOrderRequests:            [401,      403,      403,      OK,       OK,       OK,       OK],
  approveOrderRequest:         [401,      403,      403,      OK,       403,      403,      404],
  rejectOrderRequest:          [401,      403,      403,      OK,       403,      403,      404],
  getCatalogue:                [OK,       OK,       OK,       OK,       OK,       OK,       OK],
  searchVehicles:              [OK,       OK,       OK,       OK,       OK,       OK,       OK],
  getModelDetails:             [OK,       OK,       OK,       OK,       OK,       OK,       OK],
  getAnnouncements:            [401,      403,      403,      OK,       OK,       OK,       OK],
  getDealTransitionVehicle:    [401,      OK,       404,      403,      403,      403,      403],
  requestDealTransitionVehicle:[401,      OK,       404,      403,      403,      403,      403],
  getPowerOfAttorney:          [401,      OK,       404,      403,      403,      403,      403],
  grantPowerOfAttorney:        [401,      OK,       404,      403,      403,      403,      403],
  revokePowerOfAttorney:       [401,      OK,       404,      403,      403,      403,      403],
};

export const expectedCell = (route: RouteName, caller: CallerName): Cell =>
  AUTHORIZATION_MATRIX[route][CALLER_NAMES.indexOf(caller)] as Cell;

/**
 * Cells where the server answers otherwise than the matrix expects today, each with what it
 * answers and the gap it names. The suite asserts the answer given here, so a fix shows up as a
 * failing cell that asks to remove its entry; the matrix itself keeps the right status.
 */
export type KnownGap = {
  readonly route: RouteName;
  readonly caller: CallerName;
  readonly answers: number;
  readonly gap: string;
};

export const KNOWN_GAPS: readonly KnownGap[] = [];

export const knownGapOf = (route: RouteName, caller: CallerName): KnownGap | undefined =>
  KNOWN_GAPS.find((gap) => gap.route === route && gap.caller === caller);
