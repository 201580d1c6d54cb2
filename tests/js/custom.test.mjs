// A round's own rule set in the twin (pwa/engine/custom.js, docs/rules.md §4.2): an official profile
// plus an overlay of switches, under its own id, name and version; the same hand-computed
// settlements as tests/unit/test_custom_profile.py.
import assert from "node:assert/strict";
import { test } from "node:test";

import { InvalidOverlay, customProfile, loadProfile, settle } from "../../pwa/engine/index.js";
import { PLAYERS, PROFILES, profile } from "./shared.mjs";

const OWN = {
  id: "stammtisch-linz",
  name: "Stammtisch Linz",
  version: "2026-12",
  switches: { valat_mode: "premium", valat_announced: 8, valat_silent: 4, valat_solo_double: true, trischaken_buergermeister: false },
};
const ooe = profile("ooe-2023");
const own = () => customProfile(ooe, OWN, PROFILES);

test("the custom profile keeps its base and takes its own id, name and version", () => {
  const p = own();
  assert.deepEqual([p.id, p.data.name, p.version], ["stammtisch-linz", "Stammtisch Linz", "2026-12"]);
  assert.deepEqual(p.data.base, { id: "ooe-2023", version: ooe.version });
  assert.equal("default" in p.data, false);
  assert.deepEqual(p.house_rules, {});
  assert.equal(ooe.id, "ooe-2023"); // the official document is not touched
});

test("the document is frozen and loads again as it is", () => {
  const doc = own().data;
  assert.deepEqual(loadProfile(doc).data, doc);
});

test("a Rufer with an announced valat settles the valat on top of the game", () => {
  const record = {
    players: PLAYERS,
    forehand: "Anna",
    game: "rufer",
    declarer: "Anna",
    partner: "Clara",
    called_king: "HK",
    won: true,
    valat: { side: "declarer", announced: true, won: true },
  };
  const result = settle(record, own());
  assert.deepEqual(result.points, { Anna: 9, Bernd: -9, Clara: 9, David: -9 });
  assert.deepEqual(result.profile, { id: "stammtisch-linz", version: "2026-12" });
});

test("a Trischaken without Bürgermeister pays the single rate", () => {
  const record = {
    players: PLAYERS,
    forehand: "Anna",
    game: "trischaken",
    declarer: "Anna",
    trischaken: { points: { Anna: 50, Bernd: 110, Clara: 30, David: 20 } },
  };
  assert.deepEqual(settle(record, own()).points, { Anna: 1, Bernd: -3, Clara: 1, David: 1 });
});

for (const [overlay, field, code] of [
  [[], "overlay", "overlay.shape"],
  [{ ...OWN, rules: {} }, "overlay.rules", "overlay.unknown_key"],
  [{ ...OWN, id: "ooe-2023" }, "overlay.id", "overlay.official_id"],
  [{ ...OWN, id: "Stammtisch Linz" }, "overlay.id", "overlay.id"],
  [{ ...OWN, name: " tiroler Tarockcup (Turnierregeln 4/2026, Kursregeln 3/2025) " }, "overlay.name", "overlay.official_name"],
  [{ ...OWN, version: 3 }, "overlay.version", "overlay.version"],
  [{ ...OWN, switches: { valat_mode: "sometimes" } }, "overlay.switches.valat_mode", "house_rules.choice"],
  [{ ...OWN, switches: { game_values: { rufer: -1 } } }, "overlay.switches.game_values.rufer", "number.range"],
]) {
  test(`an invalid overlay names ${field} (${code}) and shows the input`, () => {
    assert.throws(
      () => customProfile(ooe, overlay, PROFILES),
      (err) => err instanceof InvalidOverlay && err.field === field && err.code === code && err.message.startsWith(`${field}: `),
    );
  });
}
