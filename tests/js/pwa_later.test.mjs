// "Later, with undo" (pwa/app/later.js), shared by the deletion of sheets and of rounds: a step
// hidden for its window, undone in it, run after it; kinds apart.
import assert from "node:assert/strict";
import { test } from "node:test";

import { isLater, later, onLater, undoLater } from "../../pwa/app/later.js";

const tick = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

test("a step runs after its window unless undone; each kind hears only its own", async () => {
  const ran = [];
  const heard = { sheet: 0, round: 0 };
  const off = [onLater("sheet", () => heard.sheet++), onLater("round", () => heard.round++)];
  later("sheet", "a", () => ran.push("sheet a"), { after: 20 });
  later("round", "a", () => ran.push("round a"), { after: 20 });
  assert.ok(isLater("sheet", "a") && isLater("round", "a") && !isLater("sheet", "b"));
  assert.equal(undoLater("round", "a"), true);
  assert.equal(undoLater("round", "a"), false); // undone already
  await tick(60);
  assert.deepEqual(ran, ["sheet a"]);
  assert.ok(!isLater("sheet", "a"));
  assert.equal(undoLater("sheet", "a"), false); // too late
  assert.deepEqual(heard, { sheet: 2, round: 2 }); // started and done; started and undone
  for (const o of off) o();
});

test("a thing stays pending while its step runs and cannot be undone then", async () => {
  let release;
  const step = new Promise((resolve) => {
    release = resolve;
  });
  later("round", "b", () => step, { after: 5 });
  await tick(30);
  assert.ok(isLater("round", "b"));
  assert.equal(undoLater("round", "b"), false);
  release();
  await tick(5);
  assert.ok(!isLater("round", "b"));
});

test("starting the same thing again starts its window anew: the step runs once", async () => {
  let runs = 0;
  later("sheet", "c", () => runs++, { after: 30 });
  await tick(15);
  later("sheet", "c", () => runs++, { after: 30 });
  await tick(20);
  assert.equal(runs, 0);
  await tick(40);
  assert.equal(runs, 1);
});
