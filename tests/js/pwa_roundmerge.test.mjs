// A round's settings on two phones (issue 20, "conflicts shown"): what a stored round becomes when
// the server answers (pwa/app/roundmerge.js) and the rows the conflict shows (pwa/app/rounddiff.js).
import assert from "node:assert/strict";
import { test } from "node:test";

import { basedOn, settingsDiff, settingsOf } from "../../pwa/app/rounddiff.js";
import { acceptReplaced, adoptServer, afterConflict, afterPatch, keepMine, mineOf, restoreMine, takeTheirs } from "../../pwa/app/roundmerge.js";

const members = [
  { id: "m1", name: "Anna" },
  { id: "m2", name: "Bernd" },
];
const server = (over = {}) => ({
  title: "Freitagsrunde",
  members,
  profile: "ooe-2023",
  house_rules: {},
  cents_per_point: 10,
  kitty_percent: 10,
  archived: false,
  ...over,
});
const stored = (over = {}) => ({
  id: "r",
  title: "Freitagsrunde",
  members,
  profile_id: "ooe-2023",
  house_rules: {},
  cents_per_point: 10,
  kitty_percent: 10,
  role: "edit",
  base: settingsOf(server()),
  pending: { renames: {}, add_members: [] },
  ...over,
});
const renamed = (name) => members.map((m) => (m.id === "m1" ? { ...m, name } : m));
const DE = {
  "round.member_n": "Mitglied {n}",
  "rounddiff.title": "Name der Runde",
  "rounddiff.kitty_percent": "Kassa",
  "rounddiff.kitty": "{n} % in die Kassa",
  "rounddiff.no_kitty": "keine Kassa",
};
const t = (key, vars = {}) => (DE[key] ?? key).replace(/\{(\w+)\}/g, (_, k) => vars[k]);

test("a rename sent from its base says so; the server's answer becomes the base and the value is authored here", () => {
  const mine = stored({ members: renamed("Anni"), pending: { renames: { m1: "Anni" }, add_members: [] } });
  assert.deepEqual(mineOf(mine), { "members.m1": "Anni" });
  assert.deepEqual(basedOn(mine.base, Object.keys(mineOf(mine))), { members: { m1: "Anna" } });
  const done = afterPatch(mine, { "members.m1": "Anni" }, server({ members: renamed("Anni") }));
  assert.deepEqual(done.pending.renames, {});
  assert.equal(done.base["members.m1"], "Anni");
  assert.equal(done.authored["members.m1"], "Anni");
});

test("a pull that moved a pending value away from its base to another value is a conflict; mine stays shown", () => {
  const mine = stored({ members: renamed("Annerl"), pending: { renames: { m1: "Annerl" }, add_members: [] } });
  const next = adoptServer(mine, server({ members: renamed("Anni"), title: "Neu" }));
  assert.deepEqual(next.conflict, { keys: ["members.m1"], server: { "members.m1": "Anni" } });
  assert.equal(next.members[0].name, "Annerl");
  assert.equal(next.title, "Neu"); // nothing pending there: the server's value
  assert.equal(next.base["members.m1"], "Anna"); // still what the change was made from
  // both phones chose the same name: no conflict
  assert.equal(adoptServer(mine, server({ members: renamed("Annerl") })).conflict, null);
});

test("keep mine sends it again from the other phone's value; take theirs drops mine", () => {
  const mine = stored({ members: renamed("Annerl"), pending: { renames: { m1: "Annerl" }, add_members: [] } });
  const refused = afterConflict(mine, { round: server({ members: renamed("Anni") }), conflicts: ["members.m1"] });
  assert.deepEqual(refused.conflict.keys, ["members.m1"]);
  const kept = keepMine(refused);
  assert.equal(kept.conflict, null);
  assert.deepEqual(basedOn(kept.base, Object.keys(mineOf(kept))), { members: { m1: "Anni" } });
  const taken = takeTheirs(refused);
  assert.equal(taken.conflict, null);
  assert.deepEqual(mineOf(taken), {});
  assert.equal(taken.members[0].name, "Anni");
});

test("a value written here and replaced by another phone is told, and may be restored", () => {
  const mine = stored({ members: renamed("Anni"), base: settingsOf(server({ members: renamed("Anni") })), authored: { "members.m1": "Anni" } });
  const told = adoptServer(mine, server({ members: renamed("Annerl") }));
  assert.deepEqual(told.replaced, { "members.m1": { mine: "Anni", now: "Annerl" } });
  assert.equal(told.members[0].name, "Annerl");
  assert.deepEqual(acceptReplaced(told).replaced, {});
  const back = restoreMine(told);
  assert.deepEqual(mineOf(back), { "members.m1": "Anni" });
  assert.equal(back.base["members.m1"], "Annerl");
  assert.equal(back.members[0].name, "Anni");
  // the same value again from the server: nothing to tell
  assert.deepEqual(adoptServer(mine, server({ members: renamed("Anni") })).replaced, {});
});

test("the conflict's rows are in the players' words, the title first, a member by their place", () => {
  const rows = settingsDiff(
    { title: "Montagsrunde", "members.m2": "Berni", kitty_percent: 0 },
    { title: "Freitagsrunde", "members.m2": "Bernhard", kitty_percent: 5 },
    ["kitty_percent", "members.m2", "title"],
    ["m1", "m2"],
    { t },
  );
  assert.deepEqual(rows, [
    { key: "title", label: "Name der Runde", a: "Montagsrunde", b: "Freitagsrunde" },
    { key: "members.m2", label: "Mitglied 2", a: "Berni", b: "Bernhard" },
    { key: "kitty_percent", label: "Kassa", a: "keine Kassa", b: "5 % in die Kassa" },
  ]);
});

test("a member added here whom another phone added first becomes the server's, in this phone's evenings too", () => {
  const gerda = { id: "g-here", name: "gerda" };
  const mine = stored({
    members: [...members, gerda],
    pending: { renames: { "g-here": "Gerdi" }, add_members: [gerda] },
    sheets: { s1: { members: { Anna: "m1", gerda: "g-here" }, attached: false } },
  });
  const next = adoptServer(mine, server({ members: [...members, { id: "g-there", name: "Gerda" }] }));
  assert.deepEqual(
    next.members.map((m) => m.id),
    ["m1", "m2", "g-there"],
  );
  assert.deepEqual(next.pending.add_members, []);
  assert.deepEqual(next.pending.renames, { "g-there": "Gerdi" });
  assert.deepEqual(next.sheets.s1.members, { Anna: "m1", gerda: "g-there" });
  assert.equal(next.members[2].name, "Gerdi"); // the rename made here still shown, and sent
  // a member only this phone added stays as it is
  assert.deepEqual(adoptServer(mine, server()).pending.add_members, [gerda]);
});
