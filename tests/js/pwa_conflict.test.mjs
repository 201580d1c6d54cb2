// Two versions of one deal: what differs, in the players' words (recorddiff.js), the premium's one
// choice of four (dealform.js), and how a pulled version meets the stored one (sync.js merge): a
// version written here and replaced elsewhere is kept and told, never dropped.
import assert from "node:assert/strict";
import { test } from "node:test";
import { premiumState, withPremiumState } from "../../pwa/app/dealform.js";
import { STRINGS, text } from "../../pwa/app/i18n.js";
import { versionAspects, versionDiff } from "../../pwa/app/recorddiff.js";
import { merge, tableRefusal } from "../../pwa/app/sync.js";

const words = (lang) => ({
  t: (key, vars) => text(lang, key, vars),
  game: (id) => ({ dreier: "Dreier", rufer: "Rufer" })[id] ?? id,
  premium: (id) => ({ pagat: "Pagat ultimo" })[id] ?? id,
});
const DREIER = { game: "dreier", dealer: "Anna", forehand: "Bernd", declarer: "Bernd", won: true };

test("the issue's conflict: one phone set lost, the other added Kontra — the two rows that differ, nothing else", () => {
  const kontra = { record: { ...DREIER, kontra: 1 } };
  const lost = { record: { ...DREIER, won: false } };
  assert.deepEqual(versionDiff(kontra, lost, words("de")), [
    { key: "won", label: "Ausgang", a: "gewonnen", b: "verloren" },
    { key: "kontra", label: "Kontra", a: "Kontra", b: "ohne" },
  ]);
  assert.deepEqual(
    versionDiff(kontra, lost, words("en")).map((r) => [r.label, r.a, r.b]),
    [
      ["Outcome", "won", "lost"],
      ["Kontra", "Kontra", "none"],
    ],
  );
});

test("the same deal twice differs in nothing; points read as players write them", () => {
  assert.deepEqual(versionDiff({ record: DREIER }, { record: { ...DREIER } }, words("de")), []);
  const a = { record: { ...DREIER, won: undefined, declarer_points: "36/0" } };
  const b = { record: { ...DREIER, won: undefined, declarer_points: 107 } };
  assert.deepEqual(versionDiff(a, b, words("de")), [{ key: "points", label: "Punkte", a: "36", b: "35/2" }]);
});

test("a premium only one version has shows a dash on the other side, with its side and Kontra", () => {
  const pagat = { name: "pagat", side: "opponents", announced: true, won: false, kontra: 1 };
  const rows = versionDiff({ record: { ...DREIER, premiums: [pagat] } }, { record: DREIER }, words("de"));
  assert.deepEqual(rows, [{ key: "premium:pagat:opponents", label: "Pagat ultimo", a: "angesagt verloren · Gegner · Kontra", b: "—" }]);
  const other = versionDiff({ record: DREIER }, { record: { ...DREIER, premiums: [pagat] } }, words("de"));
  assert.deepEqual(other, [{ key: "premium:pagat:opponents", label: "Pagat ultimo", a: "—", b: "angesagt verloren · Gegner · Kontra" }]);
});

test("a deleted version, a Kontra per opponent and Trischaken points are told apart", () => {
  const rows = versionDiff({ record: DREIER, deleted: true }, { record: DREIER }, words("de"));
  assert.deepEqual(rows, [{ key: "entry", label: "Eintrag", a: "gelöscht", b: "zählt" }]);
  const piccolo = { game: "piccolo", declarer: "Anna", won: true };
  const by = versionDiff({ record: { ...piccolo, kontra: { Bernd: 1 } } }, { record: piccolo }, words("de"));
  assert.deepEqual(by, [{ key: "kontra", label: "Kontra", a: "Kontra Bernd", b: "ohne" }]);
  const tr = (anna) => ({ record: { game: "trischaken", trischaken: { points: { Anna: anna, Bernd: "30" } } } });
  assert.deepEqual(versionDiff(tr("40"), tr("35/1"), words("de")), [{ key: "tr-points:Anna", label: "Punkte von Anna", a: "40", b: "35/1" }]);
});

test("every aspect has a label and a text in both languages: no key shows", () => {
  const full = {
    record: { ...DREIER, partner: "Clara", called_king: "HK", bird: "pagat", renonce: { players: ["Anna"] }, writing_error: true, note: "x" },
    written: { points: { Anna: 3 } },
    dealer: "Anna",
  };
  for (const lang of ["de", "en"]) {
    for (const [key, label, value] of versionAspects(full, words(lang))) {
      assert.ok(label && !/^(deal|diff|conflict)\./.test(label), `${lang} ${key}: ${label}`);
      assert.ok(value && !/^(deal|diff|conflict|kontra)\./.test(value), `${lang} ${key}: ${value}`);
    }
  }
});

test("a premium is one choice of four: still or announced, made or lost; Kontra only on an announced one", () => {
  const p = { name: "pagat", side: "declarer", announced: false, won: true, kontra: 0 };
  assert.equal(premiumState(p), "silent-made");
  assert.equal(premiumState({ ...p, won: null }), null);
  const lost = withPremiumState({ ...p, kontra: 0 }, "announced-lost");
  assert.deepEqual(lost, { ...p, announced: true, won: false, kontra: 0 });
  assert.equal(premiumState(lost), "announced-lost");
  assert.equal(withPremiumState({ ...lost, kontra: 2 }, "silent-made").kontra, 0);
  assert.equal(withPremiumState({ ...lost, kontra: 2 }, "announced-made").kontra, 2);
});

test("counts read in the singular for one and never with (e) or (s)", () => {
  assert.equal(text("de", "conflict.banner", { n: 1 }), "1 Spiel wurde auch auf einem anderen Gerät geändert.");
  assert.equal(text("de", "conflict.banner", { n: 2 }), "2 Spiele wurden auch auf einem anderen Gerät geändert.");
  assert.equal(text("en", "conflict.banner", { n: 1 }), "1 deal was also changed on another device.");
  assert.equal(text("de", "deal.remove", { name: "Pagat ultimo" }), "Pagat ultimo entfernen");
  for (const lang of ["de", "en"]) {
    for (const [key, value] of Object.entries(STRINGS[lang])) assert.ok(!/\((e|s|n)\)/.test(value), `${lang} ${key}: ${value}`);
  }
});

// --- how a pulled version meets the stored one -------------------------------------------------

const SHEET = "00000000-0000-4000-8000-000000000001";
const server = (revision, record, extra = {}) => ({
  id: "e1",
  seq: 1,
  revision,
  record,
  written: null,
  deleted: false,
  dealer: "Anna",
  result: null,
  ...extra,
});
const stored = (revision, record, extra = {}) => ({
  id: "e1",
  sheet_id: SHEET,
  order: 1,
  revision,
  acked_revision: revision,
  dirty: false,
  record,
  written: null,
  deleted: false,
  dealer: "Anna",
  result: { points: { Anna: 1 } },
  conflict: null,
  ...extra,
});
const KONTRA = { ...DREIER, kontra: 1 };
const LOST = { ...DREIER, won: false };

test("a version written here and replaced by another device is kept beside the new one and told", () => {
  const merged = merge(SHEET, stored(2, KONTRA, { authored: 2 }), server(3, LOST));
  assert.deepEqual(merged.record, LOST); // the sheet shows what holds now
  assert.equal(merged.revision, 3);
  assert.equal(merged.conflict.status, "replaced");
  assert.deepEqual(merged.conflict.mine.record, KONTRA);
  assert.deepEqual(merged.conflict.mine.result, { points: { Anna: 1 } });
});

test("a version this device only read is replaced without a word; its own echo is no replacement", () => {
  assert.equal(merge(SHEET, stored(2, KONTRA), server(3, LOST)).conflict, null);
  const echo = merge(SHEET, stored(2, KONTRA, { authored: 2 }), server(2, KONTRA));
  assert.equal(echo.conflict, null);
  assert.equal(echo.authored, 2); // still this device's: a later replacement is told
  assert.equal(merge(SHEET, stored(3, KONTRA, { authored: 3 }), server(2, LOST)), null); // older: nothing
});

test("a replaced notice waits for the player while newer versions arrive under it", () => {
  const notice = merge(SHEET, stored(2, KONTRA, { authored: 2 }), server(3, LOST));
  const later = merge(SHEET, notice, server(4, { ...LOST, writing_error: true }));
  assert.equal(later.revision, 4);
  assert.equal(later.conflict.status, "replaced");
  assert.deepEqual(later.conflict.mine.record, KONTRA);
  const same = merge(SHEET, notice, server(3, LOST)); // the same version again (a live event and a pull)
  assert.deepEqual(same.conflict.mine.record, KONTRA);
});

test("an unsynced change meeting another device's is a conflict as before", () => {
  const merged = merge(SHEET, stored(2, LOST, { dirty: true, acked_revision: 1 }), server(2, KONTRA));
  assert.equal(merged.conflict.status, "changed");
  assert.deepEqual(merged.record, LOST);
  assert.deepEqual(merged.conflict.server.record, KONTRA);
});

test("turnier23: a tournament table's refusal keeps its type and due deals, other conflicts nothing", () => {
  const locked = { type: "/api/v1/problems/table-locked", table: { round: 1, number: 2, sheet_id: "x" } };
  const complete = { type: "/api/v1/problems/table-complete", table: { round: 1, number: 2, sheet_id: "x", deals_due: 24 } };
  assert.deepEqual(tableRefusal(locked), { table: "table-locked", deals_due: null });
  assert.deepEqual(tableRefusal(complete), { table: "table-complete", deals_due: 24 });
  assert.deepEqual(tableRefusal({ type: "/api/v1/problems/revision-conflict" }), {});
  assert.deepEqual(tableRefusal(null), {});
  assert.match(text("de", "tour.refused_complete", { due: 24 }), /24 Spiele/);
});
