export const EMAIL_VERIFIED = { title: "E-mail verified", description: "Thank you: your e-mail address is verified." } as const;
export const VERIFICATION_SENT = { title: "Link sent", description: "We have sent the verification link again. Please check your e-mail." } as const;
export const VERIFY_BANNER = "Please verify your e-mail address: open the link we sent to";
export const VERIFY_LINK_INVALID = "This verification link has expired or is not valid. Sign in and ask for a new one from the banner.";
