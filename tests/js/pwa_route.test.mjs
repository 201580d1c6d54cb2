// The router's check of every address part (pwa/app/route.js): ids are canonical UUIDs, tokens
// 43–128 base64url characters, roles edit or view; anything else is an invalid link, never a
// sheet id or token that reaches an API URL.
import assert from "node:assert/strict";
import { test } from "node:test";
import { parseRoute } from "../../pwa/app/route.js";

const ID = "0b6c2c4e-8a1f-4d2b-9c3e-5f6a7b8c9d0e";
const ENTRY = "7d1e0f2a-3b4c-4d5e-8f60-718293a4b5c6";
const TOKEN = "q3Jx0_bN-5sYw2kV8mT1rZ4uA6cE9gH7iL0oP2dF3hQ"; // 43 characters
const INVALID = { head: "invalid" };

test("the app's own addresses parse to what they name", () => {
  assert.deepEqual(parseRoute(""), { head: "sheets" });
  assert.deepEqual(parseRoute("#/"), { head: "sheets" });
  assert.deepEqual(parseRoute("#/new"), { head: "new" });
  assert.deepEqual(parseRoute("#/verify"), { head: "verify" }); // check21: a deal checked on its own
  assert.deepEqual(parseRoute(`#/verify/${ID}`), INVALID);
  assert.deepEqual(parseRoute(`#/join/${ID}/view/${TOKEN}`), { head: "join", id: ID, role: "view", token: TOKEN });
  assert.deepEqual(parseRoute(`#/join/${ID}/edit/${TOKEN}${"x".repeat(85)}`).role, "edit");
  assert.deepEqual(parseRoute(`#/s/${ID}`), { head: "s", id: ID, sub: "", arg: undefined });
  for (const sub of ["evening", "share", "check", "deal"]) assert.deepEqual(parseRoute(`#/s/${ID}/${sub}`), { head: "s", id: ID, sub, arg: undefined });
  for (const sub of ["deal", "row", "check", "verify"]) assert.deepEqual(parseRoute(`#/s/${ID}/${sub}/${ENTRY}`), { head: "s", id: ID, sub, arg: ENTRY });
});

test("a join link with a path, a bad role or a bad token is invalid", () => {
  const bad = [
    `#/join/..%2Fprofiles%2Fooe-2023/view/${TOKEN}`, // the bearer token on another API path
    `#/join/..%2Fprofiles%2Fooe-2023/..%2F..%2F/${TOKEN}`,
    `#/join/${ID}%2F..%2F..%2Fimport/edit/${TOKEN}`,
    `#/join/${ID.toUpperCase()}/view/${TOKEN}`, // not canonical
    `#/join/{${ID}}/view/${TOKEN}`,
    `#/join/${ID.replace(/-/g, "")}/view/${TOKEN}`,
    `#/join/${ID}/admin/${TOKEN}`,
    `#/join/${ID}/View/${TOKEN}`,
    `#/join/${ID}/view/${TOKEN.slice(1)}`, // 42 characters
    `#/join/${ID}/view/${"A".repeat(129)}`,
    `#/join/${ID}/view/${TOKEN.slice(1)}=`, // padding is not base64url's
    `#/join/${ID}/view/${TOKEN.slice(1)}%2F`,
    `#/join/${ID}/view/${TOKEN.slice(2)}%0A%0D`,
    `#/join/${ID}/view/${TOKEN}/more`,
    `#/join/${ID}/view`,
    `#/join/${ID}`,
    "#/join",
    `#/join/${ID}/view/%E0%A4%A`, // not decodable
  ];
  for (const hash of bad) assert.deepEqual(parseRoute(hash), INVALID, hash);
});

test("a sheet address with a path, an unknown screen or a bad entry id is invalid", () => {
  const bad = [
    "#/s/..%2Fprofiles%2Fooe-2023",
    "#/s/",
    "#/s",
    `#/s/${ID}/nothing`,
    `#/s/${ID}/evening/${ENTRY}`, // the evening takes no entry
    `#/s/${ID}/row/..%2F..%2Fx`,
    `#/s/${ID}/row/`,
    `#/s/${ID}/row/${ENTRY}/extra`,
    "#/s/%",
    "#/new/x",
    "#/anything",
    "#/__proto__",
    "#/constructor",
  ];
  for (const hash of bad) assert.deepEqual(parseRoute(hash), INVALID, hash);
});

test("turnier23: a tournament's addresses parse, a crafted one is invalid", () => {
  assert.deepEqual(parseRoute("#/t"), { head: "tournaments" });
  assert.deepEqual(parseRoute(`#/t/${ID}`), { head: "t", id: ID, sub: "", arg: undefined });
  assert.deepEqual(parseRoute(`#/t/${ID}/slips/2`), { head: "t", id: ID, sub: "slips", arg: "2" });
  assert.deepEqual(parseRoute(`#/tlive/${ID}/${TOKEN}`), { head: "tlive", id: ID, token: TOKEN });
  assert.deepEqual(parseRoute(`#/tcup/${ID}/${TOKEN}`), { head: "tcup", id: ID, token: TOKEN });
  for (const bad of [
    `#/t/${ID}/slips`,
    `#/t/${ID}/slips/0`,
    `#/t/${ID}/slips/1x`,
    `#/t/${ID}/ranking`,
    `#/t/${ID}/${ENTRY}`,
    `#/t/..%2Fsheets/slips/1`,
    `#/tlive/${ID}`,
    `#/tlive/${ID}/${TOKEN.slice(1)}`,
    `#/tlive/${ID}/${TOKEN}/x`,
    `#/tlive/..%2Fcups/${TOKEN}`,
    `#/tcup/${ID}`,
    `#/tcup/${ID}/${TOKEN}/standing.csv`,
  ])
    assert.deepEqual(parseRoute(bad), INVALID, bad);
});
