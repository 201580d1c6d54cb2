/**
 * The device's rounds (issue 20), in their own IndexedDB database ("tarock-rounds"), not as a new
 * store of data.js's "tarock": boot.js opens that one before the modules load (the start speed),
 * and a version bump there would make every start wait for the upgrade; rounds are read only on
 * their own screens. A round's sheets stay in data.js's store, as every sheet does.
 *
 * A round: {id, title, members: [{id, name}], profile_id, house_rules, cents_per_point,
 *   kitty_percent, created_at, archived, role: "edit"|"view", edit_token?, view_token,
 *   sheets: {sheet id → {members: {seat → member id}, attached}},
 *   pending: {renames, add_members, settings?: {title?, cents_per_point?, kitty_percent?},
 *     leave?: [sheet id], archived?, delete?},
 *   base?, conflict?: {keys, server}, authored?, replaced?: {key → {mine, now}},
 *   remote: {created, since, gone?}, sync_error?}
 * (attached: the server knows the sheet is in the round; pending: changes not yet sent; base,
 * conflict, authored, replaced: roundmerge.js.)
 */
let dbPromise;
const listeners = new Set();

function open() {
  dbPromise ??= (async () => {
    const { openDB } = await import("idb");
    return openDB("tarock-rounds", 1, {
      upgrade(d) {
        d.createObjectStore("rounds", { keyPath: "id" });
      },
    });
  })();
  return dbPromise;
}

/** fn(roundId) after every change of a round. */
export function subscribeRounds(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export async function listRounds() {
  return (await (await open()).getAll("rounds")).sort((a, b) => (b.created_at > a.created_at ? 1 : -1));
}

export async function getRound(id) {
  return (await (await open()).get("rounds", id)) ?? null;
}

export async function putRound(round) {
  await (await open()).put("rounds", round);
  for (const fn of listeners) fn(round.id);
}

/**
 * Change a round from what is stored at that moment (the sync and the player write at the same
 * time): ``fn(stored)`` returns the new round, or null to leave it.
 */
export async function changeRound(id, fn) {
  const d = await open();
  const tx = d.transaction("rounds", "readwrite");
  const stored = await tx.store.get(id);
  const next = stored ? fn(stored) : null;
  if (next) await tx.store.put(next);
  await tx.done;
  if (next) for (const l of listeners) l(id);
  return next;
}

export async function deleteRound(id) {
  await (await open()).delete("rounds", id);
  for (const fn of listeners) fn(id);
}

/** The round sheet ``sheetId`` belongs to on this device, or null (a round being deleted: none). */
export async function roundOfSheet(sheetId) {
  return (await listRounds()).find((r) => !r.pending?.delete && Object.hasOwn(r.sheets ?? {}, sheetId)) ?? null;
}
