/** The spec's sign-in and sign-out texts (section 8), each in one place for the whole app. */
export const SIGN_IN_MISSING = { title: "Missing information", description: "Please enter both email and password." } as const;
export const SIGN_IN_INVALID = { title: "Sign in failed", description: "Invalid email or password." } as const;
/** Google sign-in failed (and any sign-in the server could not finish). */
export const SIGN_IN_UNAVAILABLE = { title: "Sign in failed", description: "Please try again later." } as const;
export const SIGNED_IN = { title: "Welcome!", description: "You have successfully signed in." } as const;
export const ADMIN_SIGNED_IN = { title: "Admin Login Successful", description: "Welcome to the admin panel." } as const;
export const ADMIN_LOGIN_FAILED = { title: "Login Failed", description: "Invalid admin credentials." } as const;
export const LOGGED_OUT = { title: "Logged Out" } as const;

/** The notices /sign-in shows when a page sent the shopper there (`?notice=`). */
export const SIGN_IN_NOTICES: Record<string, string> = {
  checkout: "Please sign in to continue to checkout.",
  orders: "Please sign in to view your orders.",
};
