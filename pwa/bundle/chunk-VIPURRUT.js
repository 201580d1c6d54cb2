// pwa/app/roundstore.js
var dbPromise;
var listeners = /* @__PURE__ */ new Set();
function open() {
  dbPromise ??= (async () => {
    const { openDB } = await import("./chunk-EXVRAEOU.js");
    return openDB("tarock-rounds", 1, {
      upgrade(d) {
        d.createObjectStore("rounds", { keyPath: "id" });
      }
    });
  })();
  return dbPromise;
}
function subscribeRounds(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
async function listRounds() {
  return (await (await open()).getAll("rounds")).sort((a, b) => b.created_at > a.created_at ? 1 : -1);
}
async function getRound(id) {
  return await (await open()).get("rounds", id) ?? null;
}
async function putRound(round) {
  await (await open()).put("rounds", round);
  for (const fn of listeners) fn(round.id);
}
async function changeRound(id, fn) {
  const d = await open();
  const tx = d.transaction("rounds", "readwrite");
  const stored = await tx.store.get(id);
  const next = stored ? fn(stored) : null;
  if (next) await tx.store.put(next);
  await tx.done;
  if (next) for (const l of listeners) l(id);
  return next;
}
async function deleteRound(id) {
  await (await open()).delete("rounds", id);
  for (const fn of listeners) fn(id);
}

export {
  subscribeRounds,
  listRounds,
  getRound,
  putRound,
  changeRound,
  deleteRound
};
