/**
 * The clock of sign-in and its throttles (issue 51): every wait, window and expiry of auth/ reads
 * it, and rows they count are stamped by it rather than by the database's now(). Tests move it
 * (`authClock.now = () => …`) to run a three-minute attack without sleeping; production never does.
 */
export const authClock = { now: (): Date => new Date() };

/** The auth clock in milliseconds. */
export const authNow = (): number => authClock.now().getTime();
