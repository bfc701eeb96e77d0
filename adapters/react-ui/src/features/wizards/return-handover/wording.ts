/** The customer's wording: shared by every page both portals show (lib/wording.ts). */
export { useIsBusiness, useWording } from '../../../lib/wording.ts';
