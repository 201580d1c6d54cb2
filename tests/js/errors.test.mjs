import assert from "node:assert/strict";
import { test } from "node:test";

import { Inconsistent, MalformedInput, NotAllowed, RuleError } from "../../pwa/engine/index.js";

test("each error kind names the field, the value, the reason and the message code with its params", () => {
  const cases = [
    [MalformedInput, "malformed"],
    [NotAllowed, "not-allowed"],
    [Inconsistent, "inconsistent"],
  ];
  for (const [Kind, kind] of cases) {
    const e = new Kind("premiums.1.name", "absolut", "unknown premium", "premium.unknown", { n: 1 });
    assert.ok(e instanceof RuleError && e instanceof Error);
    assert.deepEqual(e.toJSON(), {
      kind,
      field: "premiums.1.name",
      value: "absolut",
      reason: "unknown premium",
      code: "premium.unknown",
      params: { n: 1 },
    });
    assert.equal(e.message, 'premiums.1.name: "absolut" — unknown premium');
  }
});

test("a missing value is reported as null", () => {
  assert.equal(new MalformedInput("declarer", undefined, "required", "value.required").value, null);
});
