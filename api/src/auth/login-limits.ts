/** Tries per minute and client on the login calls (the password, then the second factor): enough for a person, too few for guessing. */
export const loginAttemptsPerMinute = 10;
