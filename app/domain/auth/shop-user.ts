/** The signed-in user as the pages see it. `isAdmin` comes from the server's role only. */
export type ShopUser = {
  id: string;
  email: string;
  /** The username given at registration (or the Google profile name). */
  displayName: string | null;
  photoUrl: string | null;
  isAdmin: boolean;
  /** False until the account opens the link of its verification e-mail (a banner asks). */
  emailVerified: boolean;
};

/** What the header menu shows: the display name, else the e-mail. */
export function menuLabel(user: Pick<ShopUser, "displayName" | "email">): string {
  return user.displayName?.trim() || user.email;
}
