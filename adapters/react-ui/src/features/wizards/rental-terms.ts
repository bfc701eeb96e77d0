/**
 * The rental terms the prolongation and the reservation's contract confirm (consumer spec §2 route
 * /terms/rent): by the routing rule a page of the public website, opened in a new tab so that the
 * wizard or the contract being signed stays open (docs/ui/consumer.md "Links of the portal").
 */
export const RENTAL_TERMS_PATH = '/terms/rent';
