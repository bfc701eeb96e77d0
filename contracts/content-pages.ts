/**
 * The content pages the portal's own pages are assembled from, by slug: the portal asks for them
 * (adapters/react-ui), the BFF answers a page's first calls with them
 * (adapters/http/server/first-page-data.ts) and the demo data writes them (adapters/sql/seed).
 */

/** /mycars' content page (consumer spec, "My cars"). */
export const MY_CARS_PAGE = 'mycars';

/** The car details' content page (consumer spec §1, §2: /mycars/{id} is assembled from it). */
export const CAR_DETAILS_PAGE = 'car-details';
