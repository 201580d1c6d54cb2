// A new sheet's tokens (pwa/app/tokens.js): the edit token is 256 random bits, the view token is
// derived from it as the server derives it (contract: SHA-256 over "tarock-view-token:" + edit
// token, base64url without padding), so the server can refuse a view token that is not the edit
// token's (no squatting with a known view link).
import assert from "node:assert/strict";
import { test } from "node:test";
import { base64url, newEditToken, newTokens, viewTokenFor } from "../../pwa/app/tokens.js";

// computed with Python:
// base64.urlsafe_b64encode(hashlib.sha256(b"tarock-view-token:" + tok.encode()).digest()).rstrip(b"=")
const PYTHON = [
  ["q3Jx0_bN-5sYw2kV8mT1rZ4uA6cE9gH7iL0oP2dF3hQ", "BI9tSULzVKMTtxqd2YOe560FhJ_fN2s36zITjqqnsdE"],
  ["AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8", "epUjJ2qAX3K1eCk1HM_jFfmXkpg3lpbIDfV9u0WIG2o"],
];

test("the view token is derived from the edit token exactly as Python derives it", async () => {
  for (const [edit, view] of PYTHON) assert.equal(await viewTokenFor(edit), view);
});

test("base64url has no padding and no + or /", () => {
  assert.equal(base64url(Uint8Array.from({ length: 32 }, (_, i) => i)), PYTHON[1][0]);
  assert.equal(base64url(new Uint8Array([0xfb, 0xff])), "-_8");
});

test("a new sheet gets a 43-character random edit token and the view token derived from it", async () => {
  const seen = new Set();
  for (let i = 0; i < 50; i++) {
    const { edit_token, view_token } = await newTokens();
    assert.match(edit_token, /^[A-Za-z0-9_-]{43}$/);
    assert.match(view_token, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(view_token, await viewTokenFor(edit_token));
    assert.notEqual(view_token, edit_token);
    assert.ok(new Set(edit_token).size > 16, edit_token); // random, not AAAA…
    seen.add(edit_token);
  }
  assert.equal(seen.size, 50);
  assert.match(newEditToken(), /^[A-Za-z0-9_-]{43}$/);
});
