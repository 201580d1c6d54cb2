// pwa/app/tokens.js
var VIEW_PREFIX = "tarock-view-token:";
var ROUND_VIEW_PREFIX = "tarock-round-view-token:";
function base64url(bytes) {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
function newEditToken() {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}
async function viewTokenFor(editToken, prefix = VIEW_PREFIX) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(prefix + editToken));
  return base64url(new Uint8Array(digest));
}
async function newTokens(prefix = VIEW_PREFIX) {
  const edit_token = newEditToken();
  return { edit_token, view_token: await viewTokenFor(edit_token, prefix) };
}

export {
  ROUND_VIEW_PREFIX,
  viewTokenFor,
  newTokens
};
