import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, genericOAuth } from "better-auth/plugins";
import type { Config } from "~/config.server";
import type { Db } from "~/db/client.server";
import * as schema from "~/db/schema";
import { MIN_PASSWORD_LENGTH } from "~/domain/auth/registration-schema";
import { queueMail } from "~/services/mail/queue-mail.server";
import { AUTH_COOKIE_PREFIX } from "./session-cookies";

export const GOOGLE_PROVIDER_ID = "google";
const GOOGLE_ISSUER = "https://accounts.google.com";

/**
 * Better Auth on the shop's own database: e-mail + password, Google through OpenID Connect,
 * and roles (the admin plugin). Every page talks to it from the server (`auth.api.*`); the
 * only HTTP route it serves itself is the OAuth callback (see routes/api/auth.ts).
 */
export function createAuth(config: Config, db: Db) {
  const https = config.BASE_URL.startsWith("https://");
  const google =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? [
          {
            providerId: GOOGLE_PROVIDER_ID,
            name: "Google",
            clientId: config.GOOGLE_CLIENT_ID,
            clientSecret: config.GOOGLE_CLIENT_SECRET,
            // Tests point this at a local OpenID Connect provider.
            discoveryUrl: `${(config.GOOGLE_ISSUER_URL ?? GOOGLE_ISSUER).replace(/\/$/, "")}/.well-known/openid-configuration`,
            scopes: ["openid", "email", "profile"],
            pkce: true,
          },
        ]
      : [];

  return betterAuth({
    appName: config.SHOP_NAME,
    baseURL: config.BASE_URL,
    basePath: "/api/auth",
    secret: config.AUTH_SECRET,
    trustedOrigins: [config.BASE_URL],
    database: drizzleAdapter(db, { provider: "pg", schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      // Better Auth's reset flow: a single-use token for an hour, sent through the outbox; the
      // link opens our own page (/reset-password), and a reset signs out every session.
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await queueMail(db, {
          kind: "password-reset",
          to: user.email,
          eventKey: `password-reset:${token}`,
          data: { name: user.name, url: `${config.BASE_URL}/reset-password?token=${encodeURIComponent(token)}` },
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, token }) => {
        await queueMail(db, {
          kind: "verify-email",
          to: user.email,
          eventKey: `verify-email:${token}`,
          data: { name: user.name, url: `${config.BASE_URL}/verify-email?token=${encodeURIComponent(token)}` },
        });
      },
    },
    user: {
      additionalFields: {
        username: { type: "string", required: false, input: true },
        phone: { type: "string", required: false, input: true },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // Our own limiter guards sign-in and registration, shared through Redis (rate-limit/).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: https },
      ipAddress: { disableIpTracking: false, ipAddressHeaders: ["x-shop-client-ip"] },
    },
    telemetry: { enabled: false },
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] }), genericOAuth({ config: google })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
