import assert from "node:assert/strict";
import { test } from "node:test";

import { settle } from "../../pwa/engine/index.js";
import { PLAYERS, PROFILES } from "./shared.mjs";

const deal = (fields) => settle({ profile: "ooe-2023", players: PLAYERS, forehand: "Anna", ...fields }, PROFILES);

test("a renoncing opponent pays every other player what his side would have won", () => {
  const r = deal({ game: "dreier", declarer: "Anna", renonce: { players: ["Bernd"], reason: "Farbzwang" } });
  assert.deepEqual(r.points, { Anna: 12, Bernd: -20, Clara: 4, David: 4 });
  assert.deepEqual(
    r.lines.map((l) => [l.item, l.side, l.value, l.rule]),
    [
      ["renonce", "declarer", 4, "OÖ Renonce 5"],
      ["renonce", "opponents", 4, "OÖ Renonce 5"],
      ["renonce", "opponents", 4, "OÖ Renonce 5"],
    ],
  );
  assert.equal(r.lines[0].text, "Renonce von Bernd: Anna bekommt, als hätte die Partei des Spielers das Spiel gewonnen");
});

test("two renoncers share an odd credit in exact halves", () => {
  const r = deal({ game: "rufer", declarer: "Anna", partner: "Bernd", renonce: { players: ["Clara", "David"] } });
  assert.deepEqual(r.points, { Anna: 1, Bernd: 1, Clara: -1, David: -1 });
  assert.deepEqual(r.lines[0].points, { Anna: 1, Bernd: 0, Clara: "-1/2", David: "-1/2" });
  assert.deepEqual(r.lines[0].money_cents, { Anna: 10, Bernd: 0, Clara: -5, David: -5 });
});

test("an odd money share stays exact too", () => {
  const r = deal({ game: "rufer", declarer: "Anna", partner: "Bernd", cents_per_point: 3, renonce: { players: ["Clara", "David"] } });
  assert.deepEqual(r.lines[0].money_cents, { Anna: 3, Bernd: 0, Clara: "-3/2", David: "-3/2" });
  assert.deepEqual(r.money_cents, { Anna: 3, Bernd: 3, Clara: -3, David: -3 });
});

test("OÖ-Renonce: an A-Rufer without the bird in hand pays 3 to each other player", () => {
  const r = deal({
    game: "a_rufer",
    declarer: "Anna",
    partner: "Clara",
    bird: "uhu",
    premiums: [{ name: "uhu", side: "declarer", announced: true }],
    renonce: { players: ["Anna"], rule: "bird_missing" },
  });
  assert.deepEqual(r.points, { Anna: -9, Bernd: 3, Clara: 3, David: 3 });
  assert.match(r.lines[0].text, /A-Rufer ohne Vogel im Blatt: je 3/);
});
