// The Haferltarock twin's modules (pwa/engine/haferl/), each as its Python module documents it;
// the golden vectors and the differential test cover the settlement as a whole.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { Inconsistent, MalformedInput, NotAllowed, haferl, loadFamilyProfile, replay, settle } from "../../pwa/engine/index.js";
import { Unbalanced, checkBalanced, line } from "../../pwa/engine/haferl/ledger.js";
import { tricksDe } from "../../pwa/engine/haferl/settlement.js";
import { pyEq, pyRepr, sortKeys } from "../../pwa/engine/py.js";
import { PROFILES, ROOT, profile } from "./shared.mjs";

const BAY = profile("bayerisch");
const refused = (fn, Kind, field, value) =>
  assert.throws(fn, (e) => e instanceof Kind && e.field === field && JSON.stringify(e.value) === JSON.stringify(value));

test("cards: 36 German cards, case-insensitive codes, 120 Augen, German names", () => {
  assert.equal(haferl.DECK.length, 36);
  assert.deepEqual(
    ["ea", "g10", "Hu"].map((c) => haferl.parseCard(c)),
    ["EA", "G10", "HU"],
  );
  assert.deepEqual(["EA", "S10", "HK", "GO", "EU", "H9"].map(haferl.augen), [11, 10, 4, 3, 2, 0]);
  assert.equal(haferl.cardNameDe("S7"), "Schellen Sieben");
  refused(() => haferl.parseCard("T21", "hands.Anna.0"), MalformedInput, "hands.Anna.0", "T21");
});

test("counting: a pile's Augen and the rest; a card twice is refused", () => {
  assert.equal(haferl.DECK_AUGEN, 120);
  assert.deepEqual(haferl.count(["ea", "S10", "HK"]), { augen: 25, rest: 95 });
  refused(() => haferl.count(["EA", "EA"]), MalformedInput, "cards.1", "EA");
  refused(() => haferl.parseAugen(121, "declarer_augen"), MalformedInput, "declarer_augen", 121);
  refused(() => haferl.parseAugen(true, "declarer_augen"), MalformedInput, "declarer_augen", true);
});

test("profile: values read from the document; house rules checked as Python checks them", () => {
  const p = haferl.loadProfile(BAY);
  assert.deepEqual([p.games.herz_solo.value, p.threshold, p.stake, p.games.stockspiel.trump], [3, 61, 1, "H"]);
  assert.equal(haferl.loadProfile(BAY, { breach_loses: false }).breach_loses, false);
  assert.equal(haferl.loadProfile(BAY, {}), p);
  assert.deepEqual(Object.keys(haferl.loadProfile(BAY, { games_off: ["bettel", "bettel"] }).games), ["stockspiel", "solo", "herz_solo"]);
  refused(() => haferl.loadProfile(BAY, { kontra_levels: 4 }), MalformedInput, "house_rules.kontra_levels", 4);
  refused(() => haferl.loadProfile(BAY, { games_off: ["dreier"] }), NotAllowed, "house_rules.games_off.0", "dreier");
  refused(() => haferl.loadProfile(BAY, []), MalformedInput, "house_rules", []);
  refused(() => haferl.loadProfile(profile("ooe-2023")), NotAllowed, "profile", "ooe-2023");
  assert.deepEqual(haferl.profileIds(PROFILES), ["bayerisch"]);
  assert.ok(loadFamilyProfile(BAY, null) instanceof haferl.HaferlProfile);
});

test("ledger: a line balances over the players and the pot, or it is a bug", () => {
  const ln = line("game", "t", "declarer", 1, { Anna: 1, Bernd: 0 }, -1, 10, "r");
  assert.deepEqual(
    [ln.money_cents, ln.pot],
    [
      { Anna: 10, Bernd: 0 },
      { points: -1, money_cents: -10 },
    ],
  );
  assert.throws(() => checkBalanced("game", { Anna: 2, Bernd: -1 }, 0), Unbalanced);
  assert.deepEqual([0, 1, 4, 11].map(tricksDe), ["kein Stich", "1 Stich", "4 Stiche", "alle 11 Stiche"]);
});

test("settle picks the engine by the profile's family; a record of none is Königrufen's", () => {
  const bettel = { profile: "bayerisch", players: ["Anna", "Bernd", "Clara"], game: "bettel", declarer: "Bernd", declarer_tricks: 0 };
  assert.deepEqual(settle(bettel, PROFILES).points, { Anna: -4, Bernd: 8, Clara: -4 });
  assert.deepEqual(settle(bettel, haferl.loadProfile(BAY)).pot, { before: 3, after: 3, points: 0, money_cents: 0 });
  const dreier = { players: ["Anna", "Bernd", "Clara", "David"], game: "dreier", declarer: "Anna", won: true };
  assert.equal(settle(dreier, PROFILES).points.Anna, 12);
});

test("Python's equality and repr, as a sheet's refusal shows what the sheet has", () => {
  assert.ok(pyEq({ a: 1, b: [true] }, { b: [1], a: true }) && !pyEq([1], [1, 1]) && !pyEq("1", 1));
  assert.equal(pyRepr(["Anna", "it's", "a\n\u0085😀", null, false, 3]), `['Anna', "it's", 'a\\n\\x85😀', None, False, 3]`);
  assert.equal(pyRepr({ breach_loses: false }), "{'breach_loses': False}");
  assert.deepEqual(Object.keys(sortKeys({ b: 1, a: { d: 1, c: 2 } })), ["a", "b"]);
});

// the trick rules and the card replay (haferl/tricks.js, haferl/play.js): the Python doctests'
// examples and the seed's rules as docs/bayerisch.md states them
const NORMAL = ["A", "10", "K", "O", "U", "9", "8", "7", "6"];
const herz = new haferl.TrickRules("H", NORMAL);
const bettel = haferl.TrickRules.forGame(haferl.loadProfile(BAY), BAY.games.bettel, null);

test("trick winner: the highest trump, else the highest card of the suit led", () => {
  assert.equal(haferl.winnerIndex(["EK", "EA", "H7"], herz), 2); // the Herz Sieben trumps the Sau
  assert.equal(haferl.winnerIndex(["EK", "EA", "G10"], herz), 1); // another suit never beats
  assert.equal(haferl.winnerIndex(["EA", "E10", "EK"], herz), 0); // the Zehn right behind the Sau
});

test("Bettel: no trumps, and the Zehn drops below the Unter", () => {
  assert.deepEqual([bettel.trump, bettel.strength("G10")], [null, 5]);
  assert.equal(haferl.winnerIndex(["GU", "G10", "EA"], bettel), 0);
  assert.equal(haferl.winnerIndex(["H6", "HA", "H10"], bettel), 1);
});

test("Farbzwang, Trumpfzwang, Stichzwang; any card only with neither the suit nor a trump", () => {
  const legal = (hand, table, rules = herz) => haferl.sortCards(haferl.legalCards(new Set(hand), table, rules), rules);
  assert.deepEqual(legal(["E9", "EO", "HA"], ["EU"]), ["EO"]); // follow and beat the Unter
  assert.deepEqual(legal(["E9", "E7", "HA"], ["EU"]), ["E9", "E7"]); // cannot beat: any Eichel
  assert.deepEqual(legal(["H9", "HO", "S7"], ["EA", "HU"]), ["HO"]); // void in Eichel: overtrump
  assert.deepEqual(legal(["H9", "S7"], ["EA", "HU"]), ["H9"]); // cannot overtrump: still a trump
  assert.deepEqual(legal(["E6", "G7"], ["SA", "S10"]), ["E6", "G7"]); // neither: any card
  assert.deepEqual(legal(["GA", "G6", "E7"], ["G10"], bettel), ["GA"]); // Stichzwang in Bettel too
  assert.deepEqual(legal(["S7", "EA", "H9", "E10", "HA"], []), ["HA", "H9", "EA", "E10", "S7"]); // trumps first
});

test("judge names the first rule a card breaks and the cards that were allowed", () => {
  const judge = (hand, table, card) => haferl.judge(new Set(hand), table, card, herz);
  assert.deepEqual({ ...judge(["E9", "EO", "HA"], ["EU"], "E9") }, { rule: "stichzwang", required: ["EO"] });
  assert.deepEqual({ ...judge(["E9", "EO", "HA"], ["EU"], "HA") }, { rule: "farbzwang", required: ["EO", "E9"] });
  assert.deepEqual({ ...judge(["HO", "H9", "S7"], ["EA"], "S7") }, { rule: "trumpfzwang", required: ["HO", "H9"] });
  assert.equal(judge(["E9", "EO", "HA"], ["EU"], "EO"), null);
});

// the deck in order: Anna all Eichel and two Gras, Bernd the rest of Gras and four Herz, Clara
// the other Herz and Schellen; Clara plays the Herz-Solo
const ORDERED = {
  profile: "bayerisch",
  players: ["Anna", "Bernd", "Clara"],
  hands: { Anna: haferl.DECK.slice(0, 11), Bernd: haferl.DECK.slice(11, 22), Clara: haferl.DECK.slice(22, 33) },
  stock: haferl.DECK.slice(33),
  game: "herz_solo",
  declarer: "Clara",
};

/** The deal played on with the first legal card at every turn, the winner leading. */
function playedOn(deal) {
  const rules = new haferl.TrickRules("H", NORMAL);
  const hands = Object.fromEntries(Object.entries(deal.hands).map(([p, h]) => [p, [...h]]));
  const tricks = [];
  let leader = deal.players[0];
  for (let t = 0; t < 11; t++) {
    const start = deal.players.indexOf(leader);
    const order = [...deal.players.slice(start), ...deal.players.slice(0, start)];
    const cards = [];
    for (const p of order) {
      const card = haferl.legalCards(hands[p], cards, rules)[0];
      hands[p].splice(hands[p].indexOf(card), 1);
      cards.push(card);
    }
    tricks.push({ leader, cards });
    leader = order[haferl.winnerIndex(cards, rules)];
  }
  return { ...deal, tricks };
}

test("a legal deal replays without a finding: 120 Augen, the Stock for the declarer", () => {
  const out = haferl.replay(playedOn(ORDERED), PROFILES);
  assert.deepEqual([out.findings, out.complete, out.decided], [[], true, true]);
  assert.equal(out.augen.declarer + out.augen.opponents, 120);
  assert.equal(
    Object.values(out.tricks_won).reduce((a, b) => a + b),
    11,
  );
  assert.deepEqual(out.record.declarer_augen, out.augen.declarer);
  assert.equal(out.settlement.won, out.augen.declarer >= 61);
});

test("a breach decides the game for the other side (breach_loses), with a German text", () => {
  const deal = { ...ORDERED, tricks: [{ cards: ["EA", "G6"] }] }; // Bernd holds Herz: he must trump
  const out = replay(deal, PROFILES); // the top-level replay picks the family by the profile
  assert.equal(out.family, "haferltarock");
  assert.deepEqual(out.findings, [
    {
      trick: 1,
      player: "Bernd",
      card: "G6",
      rule: "trumpfzwang",
      clause: "Bayerisch Spielweise 2",
      required: ["HA", "H10", "HK", "HO"],
      text: "Eichel ausgespielt, Bernd hatte kein Eichel, aber Trumpf (Herz Sau, Herz Zehn, Herz König, Herz Ober) und spielte Gras Sechs: Trumpfzwang, Bayerisch Spielweise 2",
    },
  ]);
  assert.deepEqual([out.complete, out.decided, out.won, out.record.breach.player], [false, true, null, "Bernd"]);
  assert.deepEqual(out.settlement.points, { Anna: -3, Bernd: -3, Clara: 6 });
  const off = haferl.replay({ ...deal, house_rules: { breach_loses: false } }, PROFILES);
  assert.deepEqual([off.findings.length, off.decided, off.record], [1, false, null]); // the cards decide
});

test("the replay body is read as Python reads it: errors name the field", () => {
  refused(() => haferl.replay({ ...ORDERED, trump: "E" }, PROFILES), NotAllowed, "trump", "E");
  refused(() => haferl.replay({ ...ORDERED, discard: ["S8"] }, PROFILES), NotAllowed, "discard", ["S8"]);
  refused(() => haferl.replay({ ...ORDERED, stock: ["S8", "S7", "EA"] }, PROFILES), MalformedInput, "stock.2", "EA");
  refused(() => haferl.replay({ ...ORDERED, talon: [] }, PROFILES), MalformedInput, "talon", []);
  refused(() => haferl.replay({ ...ORDERED, game: "thrown_in" }, PROFILES), NotAllowed, "game", "thrown_in");
});

// --- the five decisions of docs/rules.md §3.5 made on 2026-12-01 where seed 003 is silent --------

test("once a trick is trumped, who follows suit need not beat the led suit's highest card", () => {
  const hand = new Set(["E9", "EA", "H6"]);
  assert.deepEqual(haferl.sortCards(haferl.legalCards(hand, ["EK", "H7"], herz), herz), ["EA", "E9"]);
  assert.equal(haferl.judge(hand, ["EK", "H7"], "E9", herz), null);
  // not trumped: the Sau must go on the König
  assert.deepEqual({ ...haferl.judge(hand, ["EK"], "E9", herz) }, { rule: "stichzwang", required: ["EA"] });
  const solo = new haferl.TrickRules("S", NORMAL); // a Solo with the trump the declarer named
  assert.equal(haferl.judge(new Set(["G9", "GA"]), ["GK", "S6"], "G9", solo), null);
});

test("once a trick is trumped, Stichzwang asks a higher trump only of one who trumps", () => {
  const legal = (hand, table) => haferl.sortCards(haferl.legalCards(new Set(hand), table, herz), herz);
  assert.deepEqual(legal(["HK", "H9", "S7"], ["EK", "HO"]), ["HK"]); // void in Eichel: over the Ober
  assert.deepEqual({ ...haferl.judge(new Set(["HK", "H9", "S7"]), ["EK", "HO"], "H9", herz) }, { rule: "stichzwang", required: ["HK"] });
  assert.deepEqual(legal(["HU", "H9", "S7"], ["EK", "HO"]), ["HU", "H9"]); // cannot overtrump: any trump
});

const bavarian = (fields) => settle({ profile: "bayerisch", players: ["Anna", "Bernd", "Clara"], game: "stockspiel", declarer: "Anna", ...fields }, PROFILES);

test("a game decided by a breach pays the base tariff: no Schneider or Schwarz", () => {
  const lost = bavarian({ game: "herz_solo", breach: { player: "Anna", rule: "stichzwang" } });
  assert.deepEqual([lost.schneider, lost.schwarz, lost.lines.map((l) => l.value)], [false, false, [3]]);
  assert.deepEqual(lost.points, { Anna: -6, Bernd: 3, Clara: 3 });
  refused(() => bavarian({ breach: { player: "Bernd" }, schneider: true }), NotAllowed, "schneider", true);
  refused(() => bavarian({ breach: { player: "Bernd" }, schwarz: true }), NotAllowed, "schwarz", true);
  refused(() => bavarian({ breach: { player: "Bernd" }, declarer_augen: 110 }), NotAllowed, "declarer_augen", 110);
});

test("when one refill is not enough the stake is paid in again until the pot can pay, each refill its own line", () => {
  const out = bavarian({ won: true, schwarz: true, pot: 1, house_rules: { game_values: { stockspiel: 8 } } });
  assert.deepEqual(
    out.lines.map((l) => l.item),
    ["refill", "refill", "refill", "game"],
  );
  assert.deepEqual(
    out.lines.slice(0, 3).map((l) => l.text),
    [1, 4, 7].map((held) => `Haferl nachfüllen: es hält ${held}, der Spieler nimmt 10; jeder zahlt 1 ein`),
  );
  assert.deepEqual(out.pot, { before: 1, after: 0, points: -1, money_cents: -10 }); // exactly enough: no fourth
});

test("Augen no deal can give (1 or 119: no card is worth 1) are inconsistent, every other count settles", () => {
  // the tests' own count: every way to take 0–4 of each counting card (Sau, Zehn, König, Ober, Unter)
  let totals = [0];
  for (const value of [11, 10, 4, 3, 2]) totals = totals.flatMap((t) => [0, 1, 2, 3, 4].map((n) => t + n * value));
  const impossible = Array.from({ length: 121 }, (_, n) => n).filter((n) => !totals.includes(n));
  assert.deepEqual(impossible, [1, 119]);
  assert.deepEqual([...haferl.IMPOSSIBLE_AUGEN], impossible);
  for (const augen of impossible) {
    for (const game of ["stockspiel", "herz_solo"]) {
      assert.throws(
        () => bavarian({ game, declarer_augen: augen }),
        (e) => e instanceof Inconsistent && e.kind === "inconsistent" && e.field === "declarer_augen" && e.value === augen,
      );
    }
  }
  assert.deepEqual([bavarian({ declarer_augen: 2 }).schneider, bavarian({ declarer_augen: 118 }).schneider], [true, true]);
  assert.equal(bavarian({ declarer_augen: 0 }).won, false);
  assert.equal(bavarian({ declarer_augen: 120 }).won, true);
});

test("with the tricks given, the Augen must be what that many cards can hold (the tricks and 3 more)", () => {
  // the tests' own count of (cards in a pile, its Augen): 0–4 of each counting card, Spatzen for the rest
  const piles = new Set();
  const counts = [0, 1, 2, 3, 4];
  for (const a of counts)
    for (const z of counts)
      for (const k of counts)
        for (const o of counts)
          for (const u of counts) {
            const augen = 11 * a + 10 * z + 4 * k + 3 * o + 2 * u;
            for (let cards = a + z + k + o + u; cards <= a + z + k + o + u + 16; cards++) piles.add(`${cards}/${augen}`);
          }
  const refusedAt = [];
  for (let tricks = 0; tricks <= 10; tricks++) {
    for (let augen = 0; augen <= 120; augen++) {
      const possible = piles.has(`${3 * tricks + 3}/${augen}`);
      let refusal = null;
      try {
        bavarian({ game: "solo", trump: "G", declarer_augen: augen, declarer_tricks: tricks });
      } catch (e) {
        refusal = e;
      }
      assert.equal(refusal === null, possible, `${tricks} tricks, ${augen} Augen`);
      if (refusal) {
        assert.ok(refusal instanceof Inconsistent && refusal.field === "declarer_augen", String(refusal));
        refusedAt.push(`${tricks}/${augen}`);
      }
    }
  }
  for (const combo of ["0/29", "0/34", "1/100", "10/92", "10/86"]) assert.ok(refusedAt.includes(combo), combo);
  assert.ok(!refusedAt.includes("0/33"));
});

test("what is left in the pot at the end of a sheet stays in the pot", () => {
  const deals = [
    { game: "stockspiel", declarer: "Anna", declarer_augen: 40 },
    { game: "stockspiel", declarer: "Bernd", declarer_augen: 20 },
    { game: "thrown_in" },
  ];
  const out = haferl.settleSheet({ profile: "bayerisch", players: ["Anna", "Bernd", "Clara"], deals }, PROFILES);
  assert.equal(out.deals.length, deals.length); // no closing row pays the pot out
  assert.deepEqual(out.pot, out.deals.at(-1).pot_total);
  assert.equal(out.pot.points, 6);
  assert.equal(
    Object.values(out.totals.points).reduce((a, b) => a + b),
    -6,
  );
  assert.deepEqual(out.totals, out.deals.at(-1).totals);
});

const REPLAYS = JSON.parse(fs.readFileSync(path.join(ROOT, "shared_rules/vectors/replays/bayerisch.json"), "utf8"));

for (const c of REPLAYS.cases) {
  test(`replay vector: ${c.name}`, () => {
    const e = c.expected;
    const out = haferl.replay(c.replay, PROFILES);
    const keys = ["trick", "player", "card", "rule", "required"];
    assert.deepEqual(
      out.findings.map((f) => Object.fromEntries(keys.map((k) => [k, f[k]]))),
      e.findings,
    );
    assert.deepEqual([out.complete, out.decided], [e.complete, e.decided]);
    if (e.augen) assert.deepEqual(out.augen, e.augen);
    if (e.settlement === null) {
      assert.equal(out.settlement, null);
      return;
    }
    const s = out.settlement;
    assert.deepEqual(s.points, e.settlement.points);
    assert.deepEqual([s.won, s.schneider, s.schwarz], [e.settlement.won, e.settlement.schneider, e.settlement.schwarz]);
    assert.deepEqual(
      s.lines.map((l) => l.value),
      e.settlement.values,
    );
  });
}

test("carryPot: each deal finds the pot the one before left; an edit settles again only up to the first deal that finds its old pot", () => {
  const stockspiel = (augen) => ({ game: "stockspiel", declarer: "Anna", declarer_augen: augen });
  const at = (deal, pot) => settle({ profile: "bayerisch", players: ["Anna", "Bernd", "Clara"], stake: 1, ...deal, pot }, PROFILES);
  const evening = [stockspiel(0), stockspiel(61), stockspiel(120), stockspiel(0), stockspiel(120)];
  const stored = [...haferl.carryPot(evening, 3, at)].map(([, r]) => r);
  const whole = haferl.settleSheet({ profile: "bayerisch", players: ["Anna", "Bernd", "Clara"], deals: evening }, PROFILES).deals;
  assert.deepEqual(
    stored.map((r) => r.pot),
    whole.map((r) => r.pot),
  );
  assert.deepEqual(
    stored.map((r) => r.pot.before),
    [3, 5, 4, 2, 4],
  );
  const edited = [stockspiel(61), ...evening.slice(1)];
  const asked = [];
  const moved = [
    ...haferl.carryPot(
      [1, 2, 3, 4],
      at(edited[0], 3).pot.after,
      (i, pot) => {
        asked.push(i);
        return at(edited[i], pot);
      },
      (i) => stored[i].pot.before,
    ),
  ];
  assert.deepEqual(asked, [1, 2]); // deal 3 finds 2 as before: it and deal 4 stand
  const again = haferl.settleSheet({ profile: "bayerisch", players: ["Anna", "Bernd", "Clara"], deals: edited }, PROFILES).deals;
  for (const [i, row] of moved) assert.deepEqual(row.pot, again[i].pot);
  assert.deepEqual([stored[3].pot, stored[4].pot], [again[3].pot, again[4].pot]);
});
