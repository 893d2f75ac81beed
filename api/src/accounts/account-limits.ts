/** Registrations per hour and client: a household's worth, too few to fill the database with accounts. */
export const registrationsPerHour = 10;
/** Verification links asked again, and password-reset e-mails, per 15 minutes and client (each call its own count). */
export const emailRequestsPer15Minutes = 5;
/** New passwords set with a reset link, per 15 minutes and client. */
export const passwordResetsPer15Minutes = 10;
/** Verification links followed by the shop's page (which may log in), per 15 minutes and client. */
export const linksFollowedPer15Minutes = 10;
