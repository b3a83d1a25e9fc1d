/** Set by the password reset when it is done, so the login page can say so. */
export const PASSWORD_UPDATED_QUERY = 'password-updated'
