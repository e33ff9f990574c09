// A local OpenID Connect provider standing in for Google during the browser tests.
//   node tests/e2e/support/oidc-provider.mjs          (port from OIDC_PORT, default 3212; the config passes E2E_PORT_BASE + 2)
//
// Built on oauth2-mock-server: discovery, JWKS, /authorize (answers at once with a code),
// /token (signed id_token carrying the nonce) and /userinfo. The hooks below give every
// sign-in the identity a test asked for:
//
// - The browser reaches /authorize with its cookies for `localhost` (cookies ignore the port),
//   so a test picks the person with the cookie `oidc-test-user` (URI-encoded JSON
//   {"email","name"}), or makes the provider refuse with `oidc-test-fail=access_denied`.
//   Without the cookie the person is OIDC_DEFAULT_USER below.
// - The code handed out remembers that person; the id_token and the access token issued for
//   the code, and /userinfo for that access token, carry sub, email, email_verified: true
//   and name.
import { OAuth2Server } from "oauth2-mock-server";

const port = Number(process.env.OIDC_PORT ?? 3212);
const USER_COOKIE = "oidc-test-user";
const FAIL_COOKIE = "oidc-test-fail";
const OIDC_DEFAULT_USER = { email: "google.shopper@example.test", name: "Google Shopper" };

/** code → person, filled at /authorize, read (once) at /token. */
const byCode = new Map();
/** sub → person, for /userinfo. */
const bySub = new Map();

function cookies(req) {
  const out = {};
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0) out[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return out;
}

function personFrom(req) {
  const raw = cookies(req)[USER_COOKIE];
  if (!raw) return OIDC_DEFAULT_USER;
  try {
    const parsed = JSON.parse(decodeURIComponent(raw));
    if (typeof parsed.email === "string" && typeof parsed.name === "string") return parsed;
  } catch {
    // fall through
  }
  return OIDC_DEFAULT_USER;
}

/** A stable subject per e-mail, as Google's `sub` is stable per account. */
function subjectOf(email) {
  return `test-sub-${Buffer.from(email.toLowerCase()).toString("hex")}`;
}

function claims(person) {
  return { sub: subjectOf(person.email), email: person.email, email_verified: true, name: person.name };
}

const server = new OAuth2Server();
await server.issuer.keys.generate("RS256");
// Listen on every address (IPv4 and IPv6) but name the issuer as the shop and the browser
// reach it; the shop checks the id_token's `iss` against the discovery document.
server.issuer.url = `http://localhost:${port}`;

server.service.on("beforeAuthorizeRedirect", (redirect, req) => {
  const failure = cookies(req)[FAIL_COOKIE];
  if (failure) {
    redirect.url.searchParams.delete("code");
    redirect.url.searchParams.set("error", decodeURIComponent(failure));
    redirect.url.searchParams.set("error_description", "The test asked the provider to refuse this sign-in.");
    return;
  }
  const code = redirect.url.searchParams.get("code");
  if (code) byCode.set(code, personFrom(req));
});

server.service.on("beforeTokenSigning", (token, req) => {
  const code = req.body?.code;
  const person = typeof code === "string" ? byCode.get(code) : undefined;
  if (!person) return;
  Object.assign(token.payload, claims(person));
  bySub.set(subjectOf(person.email), person);
});

server.service.on("beforeResponse", (_response, req) => {
  // Every token for this code is signed by now: a code is good for one exchange.
  if (typeof req.body?.code === "string") byCode.delete(req.body.code);
});

server.service.on("beforeUserinfo", (response, req) => {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "")?.[1];
  let sub;
  try {
    sub = bearer ? JSON.parse(Buffer.from(bearer.split(".")[1] ?? "", "base64url").toString("utf8")).sub : undefined;
  } catch {
    sub = undefined;
  }
  const person = sub ? bySub.get(sub) : undefined;
  if (!person) {
    response.statusCode = 401;
    response.body = { error: "invalid_token" };
    return;
  }
  response.body = claims(person);
});

await server.start(port, "::");
console.log(`OpenID Connect test provider at ${server.issuer.url}`);

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    server.stop().finally(() => process.exit(0));
  });
}
