import type { RouteName } from '../../contracts/route-table.ts';

/**
 * Who may call what, as data: every route of contracts/route-table.ts against the eight demo
 * callers, called with the route's contract example (its path params, query and body). The rules
 * (docs/security.md):
 * - 401 — anonymous on every route that is not public;
 * - 403 — a role that may not act: consumer routes refuse business users and business routes
 *   consumers (per the route's access level); the analyst never writes; admin-only routes (roles,
 *   car policy, the company's sign-in issuer, contract row actions, company settings writes,
 *   assigning a car's driver, ordering once shop access is withdrawn) refuse driver and analyst;
 * - 404 — another owner's resource: neu on kunde's deal d-1001 and its invoices, documents, drivers;
 *   Süd Logistik's admin on a Nordflotte order, contract, invoice, contact, request or cart item;
 *   the driver on a car not assigned to them (order f-2002 and its contract ctr-2001); a consumer on
 *   a company; a business user on a consumer's deal;
 * - 403 for support (support@demo.example, docs/security.md "The support role and its audit log") on every write but login and logout and on
 *   every read but the session, public reads and the support routes; every caller else gets 403 on
 *   the support routes;
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
  support: 'support@demo.example',
} as const satisfies Record<string, string | undefined>;
export type CallerName = keyof typeof CALLERS;
export const CALLER_NAMES = Object.keys(CALLERS) as CallerName[];

type Row = readonly [Cell, Cell, Cell, Cell, Cell, Cell, Cell, Cell];

// biome-ignore format: a table, one row per route, one column per caller.
export const AUTHORIZATION_MATRIX: Readonly<Record<RouteName, Row>> = {
  //                            anonymous kunde     neu       admin     fahrer    analyst   sued      support
  login:                       [OK,       OK,       OK,       OK,       OK,       OK,       OK,       OK],
  logout:                      [OK,       OK,       OK,       OK,       OK,       OK,       OK,       OK],
  getSession:                  [401,      OK,       OK,       OK,       OK,       OK,       OK,       OK],
  getSignInProviders:          [OK,       OK,       OK,       OK,       OK,       OK,       OK,       OK],
  // Sign-in with Google or Apple: 404 while no issuer is configured (the demo BFF has none);
  // support staff write nothing, not even a sign-in of their own over a session.
  startOpenIdSignIn:           [404,      404,      404,      404,      404,      404,      404,      403],
  finishOpenIdSignIn:          [404,      404,      404,      404,      404,      404,      404,      403],
  getDeals:                    [401,      OK,       OK,       OK,       OK,       OK,       OK,       403],
  getDealDetails:              [401,      OK,       404,      404,      404,      404,      404,      403],
  getHandover:                 [401,      OK,       404,      404,      404,      404,      404,      403],
  getHandoverMetadata:         [401,      OK,       404,      404,      404,      404,      404,      403],
  getHandoverChangeFee:        [401,      OK,       404,      404,      404,      404,      404,      403],
  getPreponementOffer:         [401,      OK,       404,      403,      403,      403,      403,      403],
  acceptPreponement:           [401,      OK,       404,      403,      403,      403,      403,      403],
  declinePreponement:          [401,      OK,       404,      403,      403,      403,      403,      403],
  getReservationContract:      [401,      OK,       404,      403,      403,      403,      403,      403],
  signReservationContract:     [401,      OK,       404,      403,      403,      403,      403,      403],
  getNextCarOptions:           [401,      OK,       404,      403,      403,      403,      403,      403],
  bookNextCar:                 [401,      OK,       404,      403,      403,      403,      403,      403],
  getReturn:                   [401,      OK,       404,      404,      404,      404,      404,      403],
  getReturnMetadata:           [401,      OK,       404,      404,      404,      404,      404,      403],
  getReturnChangeFee:          [401,      OK,       404,      404,      404,      404,      404,      403],
  getPreReturnAppraisal:       [401,      OK,       404,      403,      403,      403,      403,      403],
  requestPreReturnAppraisal:   [401,      OK,       404,      403,      403,      403,      403,      403],
  postNonRetentionComment:     [401,      OK,       404,      403,      403,      403,      403,      403],
  postDepositRefundDetails:    [401,      OK,       404,      403,      403,      403,      403,      403],
  getIncidentDamages:          [401,      OK,       404,      404,      404,      404,      404,      403],
  getDamageReports:            [401,      OK,       404,      404,      404,      404,      404,      403],
  getIncidents:                [401,      OK,       404,      403,      403,      403,      403,      403],
  uploadDamageImage:           [401,      OK,       404,      404,      404,      403,      404,      403],
  getDamagePhoto:              [401,      OK,       404,      404,      404,      404,      404,      403],
  reportDamage:                [401,      OK,       404,      404,      404,      403,      404,      403],
  getMileagePackages:          [401,      OK,       404,      404,      404,      404,      404,      403],
  reportMileage:               [401,      OK,       404,      404,      404,      403,      404,      403],
  getProlongationOptions:      [401,      OK,       404,      404,      404,      404,      404,      403],
  getAddons:                   [401,      OK,       404,      404,      404,      404,      404,      403],
  getAlternativeCarOfferingLink:[401,      OK,       404,      403,      403,      403,      403,      403],
  createAlternativeCarOfferingLink:[401,      OK,       404,      403,      403,      403,      403,      403],
  getScheduleServiceLink:      [401,      OK,       404,      404,      404,      404,      404,      403],
  requestService:              [401,      OK,       404,      404,      404,      403,      404,      403],
  requestCarInventory:         [401,      OK,       404,      404,      404,      403,      404,      403],
  generateDecagonToken:        [401,      OK,       OK,       OK,       OK,       OK,       OK,       403],
  getReferralLink:             [401,      OK,       403,      403,      403,      403,      403,      403],
  createReferralLink:          [401,      OK,       403,      403,      403,      403,      403,      403],
  subscribeNewsletter:         [OK,       OK,       OK,       OK,       OK,       OK,       OK,       403],
  confirmNewsletter:           [OK,       OK,       OK,       OK,       OK,       OK,       OK,       403],
  getProfile:                  [401,      OK,       OK,       OK,       OK,       OK,       OK,       403],
  getCompanies:                [401,      OK,       OK,       OK,       OK,       OK,       OK,       403],
  getCompany:                  [401,      404,      404,      OK,       OK,       OK,       404,      403],
  register:                    [OK,       OK,       OK,       OK,       OK,       OK,       OK,       403],
  requestPasswordReset:        [OK,       OK,       OK,       OK,       OK,       OK,       OK,       403],
  resetPassword:               [OK,       OK,       OK,       OK,       OK,       OK,       OK,       403],
  resendVerificationEmail:     [OK,       OK,       OK,       OK,       OK,       OK,       OK,       403],
  verifyEmail:                 [OK,       OK,       OK,       OK,       OK,       OK,       OK,       403],
  updateProfile:               [401,      OK,       OK,       403,      403,      403,      403,      403],
  updateCompanyDetails:        [401,      404,      404,      OK,       403,      403,      404,      403],
  changePassword:              [401,      OK,       OK,       OK,       OK,       OK,       OK,       403],
  requestAccountDeletion:      [401,      OK,       OK,       403,      403,      403,      403,      403],
  changePaymentMethod:         [401,      OK,       OK,       403,      403,      403,      403,      403],
  getDrivers:                  [401,      OK,       OK,       403,      403,      403,      403,      403],
  addDriver:                   [401,      OK,       OK,       403,      403,      403,      403,      403],
  removeDriver:                [401,      OK,       404,      403,      403,      403,      403,      403],
  bookInsuranceUpgrade:        [401,      OK,       404,      404,      404,      403,      404,      403],
  prolongSubscription:         [401,      OK,       404,      404,      404,      403,      404,      403],
  submitHandover:              [401,      OK,       404,      404,      404,      403,      404,      403],
  submitReturn:                [401,      OK,       404,      404,      404,      403,      404,      403],
  cancelSubscription:          [401,      OK,       404,      403,      403,      403,      403,      403],
  getCancellationRequest:      [401,      OK,       404,      403,      403,      403,      403,      403],
  bookSelfPickup:              [401,      OK,       404,      403,      403,      403,      403,      403],
  changeMileagePackage:        [401,      OK,       404,      403,      403,      403,      403,      403],
  bookExtraMileage:            [401,      OK,       404,      403,      403,      403,      403,      403],
  requestPurchaseOffer:        [401,      OK,       404,      403,      403,      403,      403,      403],
  getInvoices:                 [401,      OK,       404,      403,      403,      403,      403,      403],
  downloadInvoice:             [401,      OK,       404,      403,      403,      403,      403,      403],
  getDocuments:                [401,      OK,       404,      403,      403,      403,      403,      403],
  downloadDocument:            [401,      OK,       404,      403,      403,      403,      403,      403],
  getLoyaltyStatus:            [401,      OK,       OK,       403,      403,      403,      403,      403],
  getLoyaltyLevels:            [OK,       OK,       OK,       OK,       OK,       OK,       OK,       OK],
  getLoyaltyLedger:            [401,      OK,       OK,       403,      403,      403,      403,      403],
  redeemLoyaltyVoucher:        [401,      OK,       OK,       403,      403,      403,      403,      403],
  getContentPage:              [OK,       OK,       OK,       OK,       OK,       OK,       OK,       OK],
  getFormDefinition:           [OK,       OK,       OK,       OK,       OK,       OK,       OK,       OK],
  getOrderStatus:              [401,      OK,       404,      404,      404,      404,      404,      403],
  getReturnStatus:             [401,      OK,       404,      404,      404,      404,      404,      403],
  //                            anonymous kunde     neu       admin     fahrer    analyst   sued
  getFleetCars:                [401,      403,      403,      OK,       OK,       OK,       OK,       403],
  exportFleetCars:             [401,      403,      403,      OK,       OK,       OK,       OK,       403],
  getFleetOverview:            [401,      403,      403,      OK,       403,      OK,       OK,       403],
  getOrder:                    [401,      403,      403,      OK,       404,      OK,       404,      403],
  assignDriver:                [401,      403,      403,      OK,       403,      403,      404,      403],
  getSwapCandidates:           [401,      403,      403,      OK,       404,      OK,       404,      403],
  coordinateSwap:              [401,      403,      403,      OK,       404,      403,      404,      403],
  coordinateHandover:          [401,      403,      403,      OK,       404,      403,      404,      403],
  getDeliveryOptions:          [401,      403,      403,      OK,       404,      OK,       404,      403],
  chooseDeliveryOption:        [401,      403,      403,      OK,       404,      403,      404,      403],
  commentOnOrder:              [401,      403,      403,      OK,       404,      403,      404,      403],
  requestTransitionVehicle:    [401,      403,      403,      OK,       404,      403,      404,      403],
  chooseOrderCompany:          [401,      403,      403,      OK,       403,      403,      404,      403],
  getEndOfSubscriptionOptions: [401,      403,      403,      OK,       OK,       OK,       404,      403],
  requestFleetPurchaseOffer:   [401,      403,      403,      OK,       OK,       403,      404,      403],
  getContacts:                 [401,      403,      403,      OK,       OK,       OK,       OK,       403],
  createContact:               [401,      403,      403,      OK,       403,      403,      OK,       403],
  resendInvitation:            [401,      403,      403,      OK,       403,      403,      404,      403],
  acceptInvitation:            [OK,       OK,       OK,       OK,       OK,       OK,       OK,       403],
  getCompanySettings:          [401,      403,      403,      OK,       OK,       OK,       OK,       403],
  getRoles:                    [401,      403,      403,      OK,       403,      403,      OK,       403],
  changeRole:                  [401,      403,      403,      OK,       403,      403,      404,      403],
  getCarPolicy:                [401,      403,      403,      OK,       403,      403,      OK,       403],
  updateCarPolicy:             [401,      403,      403,      OK,       403,      403,      OK,       403],
  getCompanySignInIssuer:      [401,      403,      403,      OK,       403,      403,      OK,       403],
  updateCompanySignInIssuer:   [401,      403,      403,      OK,       403,      403,      OK,       403],
  getFleetContracts:           [401,      403,      403,      OK,       OK,       OK,       OK,       403],
  downloadFleetContract:       [401,      403,      403,      OK,       404,      OK,       404,      403],
  getContractSigningLink:      [401,      403,      403,      OK,       403,      403,      404,      403],
  resendContractSigningEmail:  [401,      403,      403,      OK,       403,      403,      404,      403],
  getFleetInvoices:            [401,      403,      403,      OK,       OK,       OK,       404,      403],
  downloadFleetInvoice:        [401,      403,      403,      OK,       OK,       OK,       404,      403],
  getCart:                     [401,      403,      403,      OK,       OK,       OK,       OK,       403],
  addToCart:                   [401,      403,      403,      OK,       403,      403,      OK,       403],
  updateCartItem:              [401,      403,      403,      OK,       403,      403,      404,      403],
  removeCartItem:              [401,      403,      403,      OK,       403,      403,      404,      403],
  getUnavailableCartItems:     [401,      403,      403,      OK,       OK,       OK,       OK,       403],
  removeUnavailableCartItems:  [401,      403,      403,      OK,       403,      403,      OK,       403],
  checkout:                    [401,      403,      403,      OK,       403,      403,      OK,       403],
  getOrderRequests:            [401,      403,      403,      OK,       OK,       OK,       OK,       403],
  approveOrderRequest:         [401,      403,      403,      OK,       403,      403,      404,      403],
  rejectOrderRequest:          [401,      403,      403,      OK,       403,      403,      404,      403],
  getCatalogue:                [OK,       OK,       OK,       OK,       OK,       OK,       OK,       OK],
  searchVehicles:              [OK,       OK,       OK,       OK,       OK,       OK,       OK,       OK],
  getModelDetails:             [OK,       OK,       OK,       OK,       OK,       OK,       OK,       OK],
  getAnnouncements:            [401,      403,      403,      OK,       OK,       OK,       OK,       403],
  getDealTransitionVehicle:    [401,      OK,       404,      403,      403,      403,      403,      403],
  requestDealTransitionVehicle:[401,      OK,       404,      403,      403,      403,      403,      403],
  getPowerOfAttorney:          [401,      OK,       404,      403,      403,      403,      403,      403],
  grantPowerOfAttorney:        [401,      OK,       404,      403,      403,      403,      403,      403],
  revokePowerOfAttorney:       [401,      OK,       404,      403,      403,      403,      403,      403],
  getSupportDeal:              [401,      403,      403,      403,      403,      403,      403,      OK],
  getSupportCustomerDeals:     [401,      403,      403,      403,      403,      403,      403,      OK],
  getSupportCompanies:         [401,      403,      403,      403,      403,      403,      403,      OK],
  getSupportCompanyDeals:      [401,      403,      403,      403,      403,      403,      403,      OK],
  startCustomerView:           [401,      403,      403,      403,      403,      403,      403,      OK],
  endCustomerView:             [401,      403,      403,      403,      403,      403,      403,      OK],
  reportClientError:           [OK,       OK,       OK,       OK,       OK,       OK,       OK,       OK],
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
