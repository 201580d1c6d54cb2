// Look-alike names in the twin (pwa/engine/lookalike.js): the shared cases of
// tests/lookalike_cases.json (tests/unit/test_lookalike.py runs them on Python) hold for the
// pairs of names that read the same and for an own rule set's name that reads as an official one.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";

import { customProfile } from "../../pwa/engine/custom.js";
import { checkLookAlikes, lookAlikePair, resembles, skeleton } from "../../pwa/engine/lookalike.js";
import { PROFILES, ROOT, profile } from "./shared.mjs";

const CASES = JSON.parse(fs.readFileSync(path.join(ROOT, "tests/lookalike_cases.json"), "utf8"));
const OFFICIAL = PROFILES.map((d) => d.name);

test("the first two names that read the same are found (shared cases)", () => {
  for (const c of CASES.pairs) assert.deepEqual(lookAlikePair(c.names), c.pair, c.why);
});

test("an own rule set whose name reads as an official one is refused naming it (shared cases)", () => {
  for (const c of CASES.official) {
    assert.equal(resembles(c.name, OFFICIAL), c.resembles, c.why);
    const build = () => customProfile(profile("ooe-2023"), { id: "mine", name: c.name, version: "1" }, PROFILES);
    if (c.resembles === null) {
      assert.equal(build().data.name, c.name, c.why);
    } else {
      assert.throws(build, (err) => err.field === "overlay.name" && err.code === "overlay.official_name" && err.params.official === c.resembles, c.why);
    }
  }
});

test("a table with two names that read the same is refused naming the second and both", () => {
  assert.throws(
    () => checkLookAlikes(["Anna", "Bernd", "\u0410nna", "David"]),
    (err) => err.field === "players.2" && err.code === "names.look_alike" && err.params.first === "Anna" && err.params.second === "\u0410nna",
  );
  assert.equal(skeleton("\uff21nna"), skeleton("Anna"));
});
