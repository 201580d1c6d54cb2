/**
 * A sheet's two secrets. The edit token is 256 random bits; the view token is derived from it
 * (SHA-256 over "tarock-view-token:" + edit token, base64url without padding: 43 characters), so
 * the server can check that whoever creates a sheet holds the edit token belonging to its view
 * token: a reader who knows only the view link cannot create the sheet first and take it over.
 * The server derives it the same way (contract in docs/design.md).
 *
 * @example
 * await viewTokenFor("q3Jx0_bN-5sYw2kV8mT1rZ4uA6cE9gH7iL0oP2dF3hQ") // "BI9tSULzVKMTtxqd2YOe560FhJ_fN2s36zITjqqnsdE"
 */
const VIEW_PREFIX = "tarock-view-token:";
/** A round's view token has its own prefix (docs/design.md, "Rounds"): a sheet's view link never opens a round. */
export const ROUND_VIEW_PREFIX = "tarock-round-view-token:";

/** Bytes as base64url without padding (RFC 4648 §5). */
export function base64url(bytes) {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** An edit token: 256 random bits, base64url (43 characters). */
export function newEditToken() {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** The view token that belongs to ``editToken`` (of a sheet, or with ROUND_VIEW_PREFIX of a round). */
export async function viewTokenFor(editToken, prefix = VIEW_PREFIX) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(prefix + editToken));
  return base64url(new Uint8Array(digest));
}

/** A new sheet's {edit_token, view_token} (a round's with ROUND_VIEW_PREFIX). */
export async function newTokens(prefix = VIEW_PREFIX) {
  const edit_token = newEditToken();
  return { edit_token, view_token: await viewTokenFor(edit_token, prefix) };
}
