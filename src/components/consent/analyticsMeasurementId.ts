/** Google Analytics 4's measurement id, fixed when the site is built (GATSBY_GA_MEASUREMENT_ID); empty: no analytics. */
export const GA_MEASUREMENT_ID = process.env.GATSBY_GA_MEASUREMENT_ID ?? '';
