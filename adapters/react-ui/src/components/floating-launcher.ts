/**
 * The chat's floating "Hilfe & Kontakt" button stands over the page's bottom right corner. At the
 * end of a page the footer's last line (the hotline's hours) would lie under it on a phone, so the
 * footer keeps this much room below its last line: the button's distance from the edge, its height
 * (a Fluent button with its text, 32 px; 40 px allowed for a larger text size) and a gap.
 */
export const LAUNCHER_OFFSET_PX = 24;
const LAUNCHER_HEIGHT_PX = 40;
const GAP_PX = 16;
export const LAUNCHER_CLEARANCE_PX = LAUNCHER_OFFSET_PX + LAUNCHER_HEIGHT_PX + GAP_PX;
