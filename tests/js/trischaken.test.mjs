import assert from "node:assert/strict";
import { test } from "node:test";

import { Inconsistent, MalformedInput, settle } from "../../pwa/engine/index.js";
import { PLAYERS, PROFILES } from "./shared.mjs";

const trischaken = (points, fields = {}, players = PLAYERS) =>
  settle({ profile: "ooe-2023", players, forehand: players[0], game: "trischaken", trischaken: { points }, ...fields }, PROFILES);

test("the most points lose and pay each other player", () => {
  const r = trischaken({ Anna: "20/0", Bernd: "30/0", Clara: "12/0", David: "8/0" });
  assert.deepEqual(r.points, { Anna: 1, Bernd: -3, Clara: 1, David: 1 });
  assert.equal(r.lines[0].text, "Trischaken: Bernd verliert (meiste Punkte, 30/0)");
  assert.equal(r.lines[0].side, null);
});

test("tied losers are listed with the plural verb", () => {
  const two = trischaken({ Anna: "10/0", Bernd: "25/0", Clara: "25/0", David: "10/0" });
  assert.match(two.lines[0].text, /^Trischaken: Bernd und Clara verlieren \(/);
  const three = trischaken({ Anna: "10/0", Bernd: "20/0", Clara: "20/0", David: "20/0" });
  assert.match(three.lines[0].text, /^Trischaken: Bernd, Clara und David verlieren \(/);
});

test("Jungfrauen are named in code-point order", () => {
  const players = ["😀", "\ufffd", "Anna", "Bernd"];
  const r = trischaken({ "😀": 0, "\ufffd": 0, Anna: 100, Bernd: 110 }, {}, players);
  assert.match(r.lines[0].text, /Jungfrau \ufffd und 😀 bekommt/);
});

test("the four must add up to 70/0", () => {
  assert.throws(
    () => trischaken({ Anna: 100, Bernd: 100, Clara: 5, David: 4 }),
    (e) => e instanceof Inconsistent && e.field === "trischaken.points",
  );
});

test("points for someone not at the table are malformed and listed in code-point order", () => {
  assert.throws(
    () => trischaken({ Anna: 100, Bernd: 100, Clara: 10, Zoë: 0 }),
    (e) => e instanceof MalformedInput && e.field === "trischaken.points" && JSON.stringify(e.value) === '["Anna","Bernd","Clara","Zoë"]',
  );
});

test("two renoncers in Trischaken share the pot exactly; the line's value is the whole payout", () => {
  const r = settle({ profile: "ooe-2023", players: PLAYERS, forehand: "Anna", game: "trischaken", renonce: { players: ["Anna", "Bernd"] } }, PROFILES);
  assert.deepEqual(r.points, { Anna: "-9/2", Bernd: "-9/2", Clara: "9/2", David: "9/2" });
  assert.deepEqual(r.money_cents, { Anna: -45, Bernd: -45, Clara: 45, David: 45 });
  assert.equal(r.lines[0].value, 9);
});
