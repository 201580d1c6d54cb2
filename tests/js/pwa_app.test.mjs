// The PWA's own logic (pwa/app/*.js), without a browser: amounts, the sheet model (seating, rows,
// running totals, stats, payout with the fewest transfers) and the deal form's records.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { add, format, formatMoney } from "../../pwa/app/amounts.js";
import { completeTrischaken, emptyForm, fromRecord, missing, TALON, toRecord } from "../../pwa/app/dealform.js";
import { refusal, STRINGS, text } from "../../pwa/app/i18n.js";
import { VIEW } from "../../pwa/app/data.js";
import { nextDealer, payout, rows, seating, sheetView, stats, syncState } from "../../pwa/app/model.js";
import { loadProfile, RuleError, settle } from "../../pwa/engine/index.js";
import { PROFILES, profile, VECTOR_FILES } from "./shared.mjs";

const OOE = profile("ooe-2023");
const ooe = loadProfile(OOE);
const FOUR = ["Anna", "Bernd", "Clara", "David"];
const FIVE = [...FOUR, "Erich"];

test("amounts stay exact: halves add up to whole points and print as ½", () => {
  assert.equal(add("1/2", "1/2"), 1);
  assert.equal(add(3, "-7/2"), "-1/2");
  assert.equal(format("-7/2"), "−3½");
  assert.equal(format(4, { plus: true }), "+4");
  assert.equal(formatMoney(-1250, "de"), "−12,50");
});

test("at five the dealer sits out and the next one plays Vorhand", () => {
  assert.deepEqual(seating(FIVE, "Erich"), { forehand: "Anna", active: FOUR, sittingOut: "Erich" });
  assert.deepEqual(seating(FOUR, "David"), { forehand: "Anna", active: FOUR, sittingOut: null });
  const sheet = { players: FIVE, first_dealer: "Clara" };
  assert.equal(nextDealer(sheet, []), "Clara");
  assert.equal(nextDealer(sheet, [{ dealer: "Erich" }]), "Anna");
});

test("rows carry running totals that sum to zero after every deal", () => {
  const sheet = { players: FOUR, first_dealer: "Anna" };
  const recs = [
    { game: "dreier", declarer: "Bernd", won: true, dealer: "Anna" },
    { game: "rufer", declarer: "Clara", partner: "Anna", won: false, dealer: "Bernd" },
  ];
  const entries = recs.map((r, i) => ({ id: String(i), order: i, dealer: r.dealer, record: r, result: settle({ ...r, players: FOUR }, ooe) }));
  const list = rows(sheet, entries);
  assert.deepEqual(list[0].running.points, { Anna: -4, Bernd: 12, Clara: -4, David: -4 });
  for (const row of list)
    assert.equal(
      Object.values(row.running.points).reduce((a, b) => a + b, 0),
      0,
    );
  const st = stats(sheet, list);
  assert.equal(st.Bernd.declarer, 1);
  assert.equal(st.Bernd.won, 1);
  assert.equal(st.Clara.won, 0);
  assert.equal(st.Anna.deals, 2);
});

function evening(n) {
  const sheet = { id: "s", title: "Abend", players: FOUR, first_dealer: "Anna", role: "edit", remote: { created: true } };
  const entries = Array.from({ length: n }, (_, i) => {
    const record = { game: "dreier", declarer: FOUR[(i + 1) % 4], won: i % 3 !== 0 };
    const dealer = FOUR[i % 4];
    return { id: `e${i}`, order: i, dealer, record, dirty: i === n - 1, result: settle({ ...record, players: FOUR }, ooe) };
  });
  const list = rows(sheet, entries);
  return { sheet, all: entries, rows: list, next: { dealer: nextDealer(sheet, entries) }, opening: null };
}

test("the sheet's view is plain data: what the app keeps draws the same after JSON", () => {
  const view = sheetView(evening(5));
  assert.deepEqual(JSON.parse(JSON.stringify(view)), view);
  assert.deepEqual(view.totals, evening(5).rows[4].running);
  assert.equal(view.rows[4].state, "dirty");
  assert.deepEqual(view.sync, { unsynced: 1, conflicts: 0, error: false, deleted: false });
});

test("the view holds the newest deals shown, the newest drawn of them, and how many are earlier", () => {
  const view = sheetView(evening(45), { shown: 40, drawn: 12 });
  assert.equal(view.earlier, 5);
  assert.deepEqual(
    view.rows.map((r) => r.n),
    [34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45],
  );
  assert.deepEqual(view.totals, evening(45).rows[44].running); // the totals are of every deal
  assert.equal(sheetView(evening(45)).rows.length, 45);
});

test("the badge counts a sheet not yet on the server as one change, and every conflict", () => {
  const sheet = { role: "edit", remote: { created: false }, sync_error: null };
  const entries = [{ dirty: true }, { dirty: true, conflict: { revision: 2 } }, {}];
  assert.deepEqual(syncState(sheet, entries), { unsynced: 3, conflicts: 1, error: false, deleted: false });
  assert.deepEqual(syncState({ ...sheet, role: "view" }, []), { unsynced: 0, conflicts: 0, error: false, deleted: false });
  assert.equal(syncState({ ...sheet, sync_error: { status: 403 } }, []).error, true);
  // deleted on the server (410): the badge says so
  assert.equal(syncState({ ...sheet, remote: { created: true, gone: true, deleted: true } }, []).deleted, true);
});

test("boot.js looks for the kept view under data.js's key", () => {
  const boot = readFileSync(new URL("../../pwa/app/boot.js", import.meta.url), "utf8");
  assert.ok(boot.includes(JSON.stringify(VIEW)));
});

function maxZeroGroups(values) {
  // brute force: the most disjoint zero-sum groups covering every non-zero balance
  const n = values.length;
  let best = 0;
  const go = (left, groups) => {
    if (!left.length) return void (best = Math.max(best, groups));
    const [first, ...rest] = left;
    for (let mask = 0; mask < 1 << rest.length; mask++) {
      const pick = rest.filter((_, i) => mask & (1 << i));
      if (pick.reduce((s, i) => s + values[i], values[first]) === 0)
        go(
          rest.filter((_, i) => !(mask & (1 << i))),
          groups + 1,
        );
    }
  };
  go([...Array(n).keys()], 0);
  return best;
}

test("the payout settles every balance with the fewest transfers", () => {
  let seed = 7;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let round = 0; round < 300; round++) {
    const names = round % 2 ? FOUR : FIVE;
    const vals = names.slice(1).map(() => Math.round((rnd() - 0.5) * 8) * 10);
    vals.unshift(-vals.reduce((a, b) => a + b, 0));
    const balances = Object.fromEntries(names.map((p, i) => [p, vals[i]]));
    const transfers = payout(balances);
    const left = { ...balances };
    for (const t of transfers) {
      assert.ok(t.cents > 0);
      left[t.from] += t.cents;
      left[t.to] -= t.cents;
    }
    assert.ok(
      Object.values(left).every((v) => v === 0),
      JSON.stringify({ balances, transfers }),
    );
    const nonzero = vals.filter((v) => v !== 0);
    assert.equal(transfers.length, nonzero.length - maxZeroGroups(nonzero), JSON.stringify(balances));
  }
});

const seat = { dealer: "David", forehand: "Anna", active: FOUR };

test("a won Rufer with partner is five fields", () => {
  const form = { ...emptyForm(), game: "rufer", declarer: "Anna", partner: "Clara", won: true };
  assert.equal(missing(form, ooe), null);
  assert.deepEqual(toRecord(form, seat, ooe), { game: "rufer", dealer: "David", forehand: "Anna", declarer: "Anna", partner: "Clara", won: true });
  assert.equal(missing({ ...form, partner: null }, ooe), "need.partner");
  assert.equal(missing({ ...form, won: null }, ooe), "need.outcome");
});

test("king in the talon, points as P/B and Kontra per opponent reach the record", () => {
  const talon = toRecord({ ...emptyForm(), game: "rufer", declarer: "Anna", partner: TALON, points: "36" }, seat, ooe);
  assert.equal(talon.king_in_talon, true);
  assert.equal(talon.declarer_points, "36/0");
  assert.equal(talon.partner, undefined);
  const piccolo = toRecord({ ...emptyForm(), game: "piccolo", declarer: "Anna", tricks: 1, kontraBy: { Bernd: 1, Clara: 0 } }, seat, ooe);
  assert.deepEqual(piccolo.kontra, { Bernd: 1 });
  assert.equal(piccolo.declarer_tricks, 1);
  const result = settle({ ...piccolo, players: FOUR }, ooe);
  assert.equal(result.points.Anna, 6); // OÖ: Kontra doubles the money, not the points
  assert.equal(result.money_cents.Bernd, 2 * result.money_cents.Clara);
});

test("Trischaken: the last player's points and tricks are what is left", () => {
  const done = completeTrischaken(FOUR, { points: { Anna: "20/0", Bernd: "30/1", Clara: "10/2" }, tricks: { Anna: 3, Bernd: 4, Clara: 3 } });
  assert.equal(done.points.David, "9/0");
  assert.equal(done.tricks.David, 2);
  assert.deepEqual(done.auto, { points: "David", tricks: "David" });
  const open = completeTrischaken(FOUR, { points: { Anna: "20/0" }, tricks: {} });
  assert.equal(open.auto.points, null);
});

test("a stored record comes back unchanged through the form", () => {
  const records = [
    {
      game: "rufer",
      dealer: "David",
      forehand: "Anna",
      declarer: "Anna",
      partner: "Clara",
      called_king: "HK",
      declarer_points: "38/0",
      kontra: 1,
      premiums: [
        { name: "pagat", side: "declarer", announced: true, won: true },
        { name: "trull", side: "opponents", announced: false, won: true },
      ],
    },
    {
      game: "a_rufer",
      dealer: "David",
      forehand: "Anna",
      declarer: "Bernd",
      partner: "Anna",
      won: true,
      bird: "uhu",
      premiums: [{ name: "uhu", side: "declarer", announced: true, won: true, kontra: 1 }],
    },
    { game: "bettel", dealer: "David", forehand: "Anna", declarer: "Clara", declarer_tricks: 1, kontra: { Anna: 2 } },
    {
      game: "trischaken",
      dealer: "David",
      forehand: "Anna",
      trischaken: { points: { Anna: "20/0", Bernd: "30/1", Clara: "10/2", David: "9/0" }, tricks: { Anna: 3, Bernd: 4, Clara: 3, David: 2 } },
    },
    {
      game: "dreier",
      dealer: "David",
      forehand: "Anna",
      declarer: "Anna",
      won: false,
      valat: { side: "opponents", announced: false, won: true },
      writing_error: true,
    },
    { game: "rufer", dealer: "David", forehand: "Anna", declarer: "Anna", partner: "David", renonce: { players: ["Bernd"], rule: "farbzwang" } },
  ];
  for (const r of records) {
    assert.deepEqual(toRecord(fromRecord(r), seat, ooe), r);
    settle({ ...r, players: FOUR }, ooe); // and the engine takes each
  }
});

/** The engine's refusal of a record (its RuleError), or a failure if it settles. */
function refusalOf(record, profiles) {
  try {
    settle(record, profiles);
  } catch (err) {
    assert.ok(err instanceof RuleError, String(err));
    return err;
  }
  assert.fail("the engine settled a record it should refuse");
}

test("a refused deal reads the message catalogue, German first, English when the switch says English", () => {
  // a won Dreier with 30 points: the engine's reason is technical English, the catalogue's words are for players
  const err = refusalOf({ game: "dreier", declarer: "Bernd", won: true, declarer_points: "30", players: FOUR }, ooe);
  assert.equal(err.kind, "inconsistent");
  assert.equal(err.field, "won");
  assert.match(err.reason, /needs/);
  assert.equal(err.code, "won.points_lost");
  assert.equal(refusal(err, "de"), "Punkte des Spielers: 30, damit ist das Spiel verloren (es braucht 35/2).");
  assert.equal(refusal(err, "en"), "Declarer's points: 30, so the game is lost (it needs 35/2).");
});

test("points out of range read as players say it, never as the field path or thirds", () => {
  const err = refusalOf({ game: "dreier", declarer: "Bernd", declarer_points: 211, players: FOUR }, ooe);
  assert.equal(refusal(err, "de"), "Höchstens 70 Punkte.");
  assert.equal(refusal(err, "en"), "At most 70 points.");
  const sum = refusalOf(
    { game: "trischaken", players: FOUR, forehand: "Anna", trischaken: { points: { Anna: "20", Bernd: "20", Clara: "20", David: "20" } } },
    ooe,
  );
  assert.equal(refusal(sum, "de"), "Zusammen 80 statt 70 Punkte.");
});

test("an error with an unknown code falls back to the kind's text, naming no field path", () => {
  const odd = { kind: "malformed", field: "stake.extra.3", value: 1, reason: "no", code: "no.such_code" };
  assert.equal(refusal(odd, "de"), "Eine Angabe: Die Angabe ist so nicht lesbar.");
  assert.equal(refusal(odd, "en"), "An entry: this cannot be read.");
});

test("a refusal without a catalogue code (the safety net) names the field as the form does, in the language chosen", () => {
  const bird = { kind: "malformed", field: "bird", value: "x", reason: "unknown bird" };
  assert.equal(refusal(bird, "de"), "Vogel: Die Angabe ist so nicht lesbar.");
  assert.equal(refusal(bird, "en"), "Bird: this cannot be read.");
  // numbers in the path are the premium's place in the list: the text is the premium's
  const premium = { kind: "not-allowed", field: "premiums.3.name", value: "mond", reason: "…" };
  assert.equal(refusal(premium, "de"), "Diese Prämie gibt es in diesem Spiel nicht.");
  // a player's name at the end of the path: the text of the shorter path
  const tricks = { kind: "inconsistent", field: "trischaken.tricks.Anna", value: 0, reason: "…" };
  assert.equal(refusal(tricks, "de"), text("de", "refusal.inconsistent.trischaken.tricks"));
  // a kind this app does not know yet still reads as a sentence, never as the raw reason
  const odd = { kind: "surprise", field: "game", value: 1, reason: "no" };
  assert.equal(refusal(odd, "de"), "Spiel: So lässt sich das Spiel nicht abrechnen.");
});

test("every refusal of the golden vectors reads in German and in English, differently, placeholders filled", () => {
  let seen = 0;
  for (const [, file] of VECTOR_FILES) {
    for (const c of file.cases.filter((v) => v.error)) {
      const err = refusalOf(c.record, PROFILES);
      const de = refusal(err, "de");
      const en = refusal(err, "en");
      assert.ok(!/[{}]/.test(de) && !/[{}]/.test(en), `${c.name}: ${de} / ${en}`);
      assert.notEqual(de, en, c.name);
      assert.ok(!de.includes(err.reason) && !de.startsWith(`${err.field}:`), `${c.name}: ${de}`);
      seen += 1;
    }
  }
  assert.ok(seen >= 10, `${seen} refusals in the vectors`);
});

test("every refusal text and field name has its English twin", () => {
  const keys = (lang) => Object.keys(STRINGS[lang]).filter((k) => k.startsWith("refusal.") || k.startsWith("field."));
  assert.deepEqual(keys("en").sort(), keys("de").sort());
  assert.ok(keys("de").length >= 10);
});

test("a count of one reads in the singular, in German and in English", () => {
  assert.equal(text("de", "sheets.deals", { n: 1 }), "1 Spiel");
  assert.equal(text("de", "sheets.deals", { n: 2 }), "2 Spiele");
  assert.equal(text("en", "sheets.deals", { n: 1 }), "1 deal");
  assert.equal(text("en", "sync.conflicts", { n: 3 }), "3 conflicts");
  assert.equal(text("de", "sync.conflicts", { n: 1 }), "1 Konflikt");
  for (const key of Object.keys(STRINGS.de).filter((k) => k.endsWith(".one"))) assert.ok(STRINGS.en[key], key);
});

test("the texts of invalid links, deletion and a sheet deleted elsewhere exist in both languages, differently", () => {
  const keys = [
    "link.invalid",
    "link.invalid_title",
    "link.invalid_hint",
    "sheets.delete",
    "sheets.deleted",
    "sheet.deleted",
    "sheet.deleted_hint",
    "sheet.remove_here",
    "sync.deleted",
  ];
  for (const key of keys) {
    assert.ok(STRINGS.de[key] && STRINGS.en[key], key);
    assert.notEqual(STRINGS.de[key], STRINGS.en[key], key);
  }
  assert.equal(text("de", "link.invalid"), "Dieser Link ist ungültig.");
  assert.equal(text("de", "sheets.delete", { title: "Freitag" }), "Liste „Freitag“ löschen");
  // a placeholder's value is read only as the caller's own key
  assert.equal(text("en", "sheets.delete", { title: "__proto__" }), "Delete sheet “__proto__”");
  assert.equal(text("en", "sheets.delete", {}), "Delete sheet “{title}”");
});

test("a refusal of a field named like a prototype key names the field, not a function", () => {
  for (const field of ["constructor", "toString", "__proto__"]) {
    assert.equal(
      refusal({ kind: "malformed", field, reason: "unknown field" }, "en"),
      refusal({ kind: "malformed", field: "zzz", reason: "x" }, "en").replace("zzz", field),
    );
  }
});

test("a Trischaken asks for points before any refusal, and points over 70 are called over 70 at once", () => {
  const seat = { dealer: "David", forehand: "Anna", active: FOUR, sittingOut: null };
  const form = (points) => ({ ...emptyForm(), game: "trischaken", trischaken: { points, tricks: {} } });
  assert.equal(missing(form({}), ooe, FOUR), "need.trischaken"); // the tap on Trischaken: no error yet
  assert.equal(missing(form({ Anna: "20", Bernd: "20" }), ooe, FOUR), "need.trischaken");
  assert.equal(missing(form({ Anna: "20", Bernd: "20", Clara: "20" }), ooe, FOUR), null); // the app adds David's 10
  const over = form({ Anna: "40", Bernd: "40" });
  assert.equal(missing(over, ooe, FOUR), null);
  let error;
  try {
    settle({ ...toRecord(over, seat, ooe), players: FOUR }, ooe);
  } catch (err) {
    error = err;
  }
  assert.equal(refusal(error, "de"), "Zusammen 80 statt 70 Punkte.");
  const one = form({ Anna: "75" });
  try {
    settle({ ...toRecord(one, seat, ooe), players: FOUR }, ooe);
  } catch (err) {
    error = err;
  }
  assert.equal(refusal(error, "de"), "Höchstens 70 Punkte.");
});
