// Golden vectors: every case of every file in shared_rules/vectors/ settles in the twin to the
// points and money the rule book demands, and every error case fails with the same kind and field.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { add, exact, isZero } from "../../pwa/engine/fraction.js";
import { RuleError, settle } from "../../pwa/engine/index.js";
import { PROFILES, VECTOR_FILES } from "./shared.mjs";

const amount = (v) => (typeof v === "string" ? exact(...v.split("/").map(Number)) : v);

test("there are vector files with at least 80 cases", () => {
  const cases = VECTOR_FILES.reduce((n, [, file]) => n + file.cases.length, 0);
  assert.ok(VECTOR_FILES.length >= 10 && cases >= 80, `${VECTOR_FILES.length} files, ${cases} cases`);
});

for (const [name, file] of VECTOR_FILES) {
  describe(name, () => {
    for (const c of file.cases) {
      test(c.name, () => {
        if (c.error) {
          assert.throws(
            () => settle(c.record, PROFILES),
            (err) => {
              assert.ok(err instanceof RuleError, String(err));
              assert.deepEqual({ kind: err.kind, field: err.field, value: err.value }, c.error);
              return true;
            },
          );
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
