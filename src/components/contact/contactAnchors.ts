/** /contact's section on whom to call for what: the aside beside the form links here when something is urgent. */
export const CONTACT_REACH_US_ID = 'bereikbaarheid';
