// Golden vectors: every case of every file in shared_rules/vectors/ settles in the twin to the
// points and money the rule book demands, and every error case fails with the same kind and field.
// Königrufen cases are deal records; Haferltarock cases are deal records (with the pot) or whole
// sheets (settleSheet), both through the twin's top-level settle, which picks the family.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { add, exact, isZero } from "../../pwa/engine/fraction.js";
import { RuleError, haferl, settle } from "../../pwa/engine/index.js";
import { HAFERL_VECTOR_FILES, PROFILES, VECTOR_FILES } from "./shared.mjs";

const amount = (v) => (typeof v === "string" ? exact(...v.split("/").map(Number)) : v);
const caseCount = (files) => files.reduce((n, [, file]) => n + file.cases.length, 0);

function assertRefused(run, expected) {
  assert.throws(run, (err) => {
    assert.ok(err instanceof RuleError, String(err));
    const got = { kind: err.kind, field: err.field, value: err.value };
    assert.deepEqual("value" in expected ? got : { kind: got.kind, field: got.field }, expected);
    return true;
  });
}

test("there are Königrufen vector files with at least 80 cases", () => {
  const cases = caseCount(VECTOR_FILES);
  assert.ok(VECTOR_FILES.length >= 10 && cases >= 80, `${VECTOR_FILES.length} files, ${cases} cases`);
});

test("every Haferltarock vector case runs here: at least 100, records, sheets and errors", () => {
  const cases = HAFERL_VECTOR_FILES.flatMap(([, file]) => file.cases);
  assert.ok(cases.length >= 100, `${cases.length} cases`);
  assert.ok(cases.filter((c) => c.sheet && !c.error).length >= 4);
  assert.ok(cases.filter((c) => c.error).length >= 40);
});

for (const [name, file] of VECTOR_FILES) {
  describe(name, () => {
    for (const c of file.cases) {
      test(c.name, () => {
        if (c.error) {
          assertRefused(() => settle(c.record, PROFILES), c.error);
          return;
        }
        const sum = Object.values(c.expected.points).reduce((s, v) => add(s, amount(v)), 0);
        assert.ok(isZero(sum), "the vector itself must sum to zero");
        const result = settle(c.record, PROFILES);
        assert.deepEqual(result.points, c.expected.points);
        assert.deepEqual(result.money_cents, c.expected.money_cents);
      });
    }
  });
}

const sumsToZeroWithThePot = (points, pot) => Object.values(points).reduce((s, v) => s + v, pot) === 0;

for (const [name, file] of HAFERL_VECTOR_FILES) {
  describe(name, () => {
    for (const c of file.cases) {
      const run = () => (c.record ? settle(c.record, PROFILES) : haferl.settleSheet(c.sheet, PROFILES));
      test(c.name, () => {
        if (c.error) {
          assertRefused(run, c.error);
          return;
        }
        const result = run();
        const e = c.expected;
        if (c.record) {
          assert.equal(result.family, "haferltarock");
          assert.deepEqual(result.points, e.points);
          assert.deepEqual(result.money_cents, e.money_cents);
          assert.deepEqual(result.pot, e.pot);
          assert.deepEqual(
            result.lines.map((l) => l.item),
            e.items,
          );
          for (const l of result.lines) {
            assert.ok(sumsToZeroWithThePot(l.points, l.pot.points), l.text);
            assert.ok(sumsToZeroWithThePot(l.money_cents, l.pot.money_cents), l.text);
          }
        } else {
          assert.deepEqual(result.totals, e.totals);
          assert.deepEqual(result.pot, e.pot);
          assert.deepEqual(
            result.deals.map((row) => row.pot.after),
            e.pot_after,
          );
          assert.ok(sumsToZeroWithThePot(result.totals.points, result.pot.points));
        }
      });
    }
  });
}
