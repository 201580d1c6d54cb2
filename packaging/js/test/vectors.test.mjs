// The golden vectors shipped in this package (vectors/*.json), settled by this package: points and
// money as the rule book demands, or the refusal's kind and field.
import assert from "node:assert/strict";
import fs from "node:fs";
import { test } from "node:test";

import { RuleError, haferl, settle } from "../index.js";
import { PROFILES } from "../bundled_profiles.js";

const dir = new URL("../vectors/", import.meta.url);
const files = fs.readdirSync(dir).filter((f) => f.endsWith(".json")).sort();

test("the package ships its vectors", () => assert.ok(files.length >= 10, files.join(", ")));

for (const name of files) {
  const file = JSON.parse(fs.readFileSync(new URL(name, dir), "utf8"));
  test(name, () => {
    for (const c of file.cases) {
      const run = () => (c.record ? settle(c.record, PROFILES) : haferl.settleSheet(c.sheet, PROFILES));
      if (c.error) {
        assert.throws(run, (err) => err instanceof RuleError && err.kind === c.error.kind && err.field === c.error.field, c.name);
        continue;
      }
      const result = run();
      if (c.record) {
        assert.deepEqual(result.points, c.expected.points, c.name);
        assert.deepEqual(result.money_cents, c.expected.money_cents, c.name);
        if (c.expected.pot) assert.deepEqual(result.pot, c.expected.pot, c.name);
      } else {
        assert.deepEqual(result.totals, c.expected.totals, c.name);
        assert.deepEqual(result.pot, c.expected.pot, c.name);
      }
    }
  });
}
