/** The minimum length the server enforces on a new password; the reset form's hint states this same number. */
export const MIN_PASSWORD_LENGTH = 12;
