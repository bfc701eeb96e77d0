/** Filled by the contracts issue (#3). */
export const contactRoutes = {};
