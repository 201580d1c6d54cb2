/**
 * "Later, with undo": a step the player took (deleting a sheet, deleting a round) that first only
 * hides its thing for an undo window, then runs. Keyed by kind ("sheet", "round") and id, so each
 * kind's list asks about its own things; deletion.js and rounddeletion.js say what the step does.
 *
 * Until the step has run to its end the thing counts as pending (its list leaves it out, so it
 * never flashes back between the window's end and its removal); once it runs it can no longer be
 * undone. A step still in its window when the app closes never runs.
 *
 * @example
 * later("round", id, () => removeRound(id)); // hidden now, removed in UNDO_MS
 * undoLater("round", id); // true: kept after all
 */
export const UNDO_MS = 8000;

const waiting = new Map(); // "kind:id" → {timer, running}
const listeners = new Map(); // kind → Set of fn()

const key = (kind, id) => `${kind}:${id}`;

function changed(kind) {
  for (const fn of listeners.get(kind) ?? []) fn();
}

/** fn() whenever a step of ``kind`` starts, is undone or is done. */
export function onLater(kind, fn) {
  if (!listeners.has(kind)) listeners.set(kind, new Set());
  listeners.get(kind).add(fn);
  return () => listeners.get(kind).delete(fn);
}

/** Whether thing ``id`` of ``kind`` waits for its step (in its window, or running). */
export const isLater = (kind, id) => waiting.has(key(kind, id));

/** Run ``step`` after ``after`` ms unless undone; the same thing again starts its window anew. */
export function later(kind, id, step, { after = UNDO_MS } = {}) {
  const k = key(kind, id);
  clearTimeout(waiting.get(k)?.timer);
  const entry = { running: false, timer: 0 };
  entry.timer = setTimeout(async () => {
    if (waiting.get(k) !== entry) return;
    entry.running = true;
    try {
      await step();
    } catch (err) {
      console.error(err);
    } finally {
      if (waiting.get(k) === entry) waiting.delete(k);
      changed(kind);
    }
  }, after);
  waiting.set(k, entry);
  changed(kind);
}

/** Keep thing ``id`` after all; false when it is too late (its step runs or ran). */
export function undoLater(kind, id) {
  const k = key(kind, id);
  const entry = waiting.get(k);
  if (!entry || entry.running) return false;
  clearTimeout(entry.timer);
  waiting.delete(k);
  changed(kind);
  return true;
}
