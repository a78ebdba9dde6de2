/** The attribute on the prerendered door's wrapper (PrerenderedDoor.tsx): the login form's first render reads it. */
export const prerenderedDoorAttribute = "data-admin-door";
/** Set on <html> when 'Sign in' was pressed on the prerendered form, before the door's code ran. */
export const submittedEarlyAttribute = "data-door-submitted";
