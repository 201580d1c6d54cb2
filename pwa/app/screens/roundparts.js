/**
 * Pieces of the round screens (issue 20): the stored round for a screen, a new round, a sheet
 * added to one, the pick of an evening's members.
 */
import { useEffect, useState } from "preact/hooks";
import { uuid } from "../data.js";
import { changeRound, getRound, putRound, subscribeRounds } from "../roundstore.js";
import { newTokens, ROUND_VIEW_PREFIX } from "../tokens.js";
import { html, t } from "../ui.js";

const syncSoon = (id) => import("../roundsync.js").then((m) => m.syncRound(id)).catch((err) => console.error(err));

/** The round ``id`` as stored, re-read after every change (undefined while loading, null: none). */
export function useRoundOf(id) {
  const [round, set] = useState(/** @type {import("../../engine/types.js").JsonObject | null | undefined} */ (undefined));
  useEffect(() => {
    if (!id) return undefined;
    let alive = true;
    const load = () => getRound(id).then((r) => alive && set(r));
    load();
    const off = subscribeRounds((changed) => changed === id && load());
    return () => {
      alive = false;
      off();
    };
  }, [id]);
  return id ? round : null;
}

/** A round made on this device (offline first: the sync PUTs it under its own id and tokens). */
export async function createRound({ title, names, pid, houseRules, cents, kitty }) {
  const id = uuid();
  await putRound({
    id,
    title,
    members: names.map((name) => ({ id: uuid(), name })),
    profile_id: pid,
    house_rules: houseRules,
    cents_per_point: cents,
    kitty_percent: kitty,
    created_at: new Date().toISOString(),
    archived: false,
    role: "edit",
    ...(await newTokens(ROUND_VIEW_PREFIX)),
    sheets: {},
    pending: { renames: {}, add_members: [] },
    remote: { created: false, since: 0 },
  });
  syncSoon(id);
  return id;
}

/** Sheet ``sheetId`` (seats ``names``, each a member's name) joins ``round``. */
export async function addToRound(round, sheetId, names) {
  const byName = new Map(round.members.map((m) => [m.name, m.id]));
  const members = Object.fromEntries(names.map((n) => [n, byName.get(n)]));
  await changeRound(round.id, (r) => ({ ...r, sheets: { ...r.sheets, [sheetId]: { members, attached: false } } }));
  syncSoon(round.id);
}

/** Rename member ``memberId`` here at once; the rename goes up with the next sync. */
export async function renameMember(roundId, memberId, name) {
  await changeRound(roundId, (r) => ({
    ...r,
    members: r.members.map((m) => (m.id === memberId ? { ...m, name } : m)),
    pending: { ...r.pending, renames: { ...(r.pending?.renames ?? {}), [memberId]: name } },
  }));
  syncSoon(roundId);
}

/** A new member of the round. */
export async function addMember(roundId, name) {
  const member = { id: uuid(), name };
  await changeRound(roundId, (r) => ({
    ...r,
    members: [...r.members, member],
    pending: { ...r.pending, add_members: [...(r.pending?.add_members ?? []), member] },
  }));
  syncSoon(roundId);
}

/** Who plays tonight: each member a switch; the seats follow the order picked (moved below). */
export function MemberPick({ round, picked, sizes, onPick }) {
  const toggle = (name) => onPick(picked.includes(name) ? picked.filter((p) => p !== name) : [...picked, name]);
  return html`<fieldset class="field member-pick"><legend>${t("round.pick")}</legend>
    <p class="hint" id="pick-hint">${t("round.pick_sizes", { sizes: sizes.join(t("round.or")) })}</p>
    <div class="choice wrap" role="group" aria-describedby="pick-hint">${round.members.map(
      (m) => html`<button type="button" class="chip" aria-pressed=${String(picked.includes(m.name))} data-member=${m.name}
        onClick=${() => toggle(m.name)}>${m.name}</button>`,
    )}</div>
  </fieldset>`;
}

/**
 * Sheet ``sheetId`` joins ``round`` later (from the sheet's menu): ``seats`` maps each seat to a
 * member id, or to {name} for a member new to the round (added first). Goes up with the next sync.
 */
export async function joinLater(round, sheetId, seats) {
  const fresh = Object.entries(seats).filter(([, m]) => typeof m === "object");
  const added = fresh.map(([seat, m]) => ({ seat, member: { id: uuid(), name: m.name } }));
  await changeRound(round.id, (r) => ({
    ...r,
    members: [...r.members, ...added.map((a) => a.member)],
    pending: {
      ...r.pending,
      add_members: [...(r.pending?.add_members ?? []), ...added.map((a) => a.member)],
      leave: (r.pending?.leave ?? []).filter((s) => s !== sheetId),
    },
    sheets: { ...r.sheets, [sheetId]: { members: { ...seats, ...Object.fromEntries(added.map((a) => [a.seat, a.member.id])) }, attached: false } },
  }));
  syncSoon(round.id);
}

/** Sheet ``sheetId`` leaves ``roundId``: an ordinary sheet again (the server is told if it knew). */
export async function leaveRound(roundId, sheetId) {
  await changeRound(roundId, (r) => {
    const { [sheetId]: link, ...sheets } = r.sheets ?? {};
    const leave = link?.attached ? [...new Set([...(r.pending?.leave ?? []), sheetId])] : (r.pending?.leave ?? []);
    return { ...r, sheets, pending: { ...r.pending, leave } };
  });
  syncSoon(roundId);
}

/** Archive (or restore) a round here at once; the switch goes up with the next sync. */
export async function archiveRound(roundId, archived) {
  await changeRound(roundId, (r) => ({ ...r, archived, pending: { ...r.pending, archived } }));
  syncSoon(roundId);
}

/** Title, cents per point, Kassa changed here at once ({key → value}); they go up with the next sync. */
export async function changeSettings(roundId, values) {
  await changeRound(roundId, (r) => {
    const next = { ...r, pending: { ...r.pending, settings: { ...(r.pending?.settings ?? {}), ...values } } };
    for (const [k, v] of Object.entries(values)) next[k === "profile" ? "profile_id" : k] = v;
    return next;
  });
  syncSoon(roundId);
}

/** The player's choice on a round's conflict or notice (roundmerge.js: keepMine, takeTheirs, restoreMine, acceptReplaced). */
export async function resolveRound(roundId, how) {
  const merge = await import("../roundmerge.js");
  await changeRound(roundId, (r) => ({ ...merge[how](r), sync_error: null }));
  if (how !== "acceptReplaced") syncSoon(roundId);
}
