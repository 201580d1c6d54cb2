import {
  changeRound,
  getRound,
  putRound,
  subscribeRounds
} from "./chunk-VIPURRUT.js";
import {
  ROUND_VIEW_PREFIX,
  newTokens
} from "./chunk-VBLMMXQ6.js";
import {
  A,
  d,
  html,
  t,
  uuid
} from "./chunk-R2IDERMZ.js";

// pwa/app/screens/roundparts.js
var syncSoon = (id) => import("./chunk-CHVOQR6V.js").then((m) => m.syncRound(id)).catch((err) => console.error(err));
function useRoundOf(id) {
  const [round, set] = d(
    /** @type {import("../../engine/types.js").JsonObject | null | undefined} */
    void 0
  );
  A(() => {
    if (!id) return void 0;
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
async function createRound({ title, names, pid, houseRules, cents, kitty }) {
  const id = uuid();
  await putRound({
    id,
    title,
    members: names.map((name) => ({ id: uuid(), name })),
    profile_id: pid,
    house_rules: houseRules,
    cents_per_point: cents,
    kitty_percent: kitty,
    created_at: (/* @__PURE__ */ new Date()).toISOString(),
    archived: false,
    role: "edit",
    ...await newTokens(ROUND_VIEW_PREFIX),
    sheets: {},
    pending: { renames: {}, add_members: [] },
    remote: { created: false, since: 0 }
  });
  syncSoon(id);
  return id;
}
async function addToRound(round, sheetId, names) {
  const byName = new Map(round.members.map((m) => [m.name, m.id]));
  const members = Object.fromEntries(names.map((n) => [n, byName.get(n)]));
  await changeRound(round.id, (r) => ({ ...r, sheets: { ...r.sheets, [sheetId]: { members, attached: false } } }));
  syncSoon(round.id);
}
async function renameMember(roundId, memberId, name) {
  await changeRound(roundId, (r) => ({
    ...r,
    members: r.members.map((m) => m.id === memberId ? { ...m, name } : m),
    pending: { ...r.pending, renames: { ...r.pending?.renames ?? {}, [memberId]: name } }
  }));
  syncSoon(roundId);
}
async function addMember(roundId, name) {
  const member = { id: uuid(), name };
  await changeRound(roundId, (r) => ({
    ...r,
    members: [...r.members, member],
    pending: { ...r.pending, add_members: [...r.pending?.add_members ?? [], member] }
  }));
  syncSoon(roundId);
}
function MemberPick({ round, picked, sizes, onPick }) {
  const toggle = (name) => onPick(picked.includes(name) ? picked.filter((p) => p !== name) : [...picked, name]);
  return html`<fieldset class="field member-pick"><legend>${t("round.pick")}</legend>
    <p class="hint" id="pick-hint">${t("round.pick_sizes", { sizes: sizes.join(t("round.or")) })}</p>
    <div class="choice wrap" role="group" aria-describedby="pick-hint">${round.members.map(
    (m) => html`<button type="button" class="chip" aria-pressed=${String(picked.includes(m.name))} data-member=${m.name}
        onClick=${() => toggle(m.name)}>${m.name}</button>`
  )}</div>
  </fieldset>`;
}
async function joinLater(round, sheetId, seats) {
  const fresh = Object.entries(seats).filter(([, m]) => typeof m === "object");
  const added = fresh.map(([seat, m]) => ({ seat, member: { id: uuid(), name: m.name } }));
  await changeRound(round.id, (r) => ({
    ...r,
    members: [...r.members, ...added.map((a) => a.member)],
    pending: {
      ...r.pending,
      add_members: [...r.pending?.add_members ?? [], ...added.map((a) => a.member)],
      leave: (r.pending?.leave ?? []).filter((s) => s !== sheetId)
    },
    sheets: { ...r.sheets, [sheetId]: { members: { ...seats, ...Object.fromEntries(added.map((a) => [a.seat, a.member.id])) }, attached: false } }
  }));
  syncSoon(round.id);
}
async function leaveRound(roundId, sheetId) {
  await changeRound(roundId, (r) => {
    const { [sheetId]: link, ...sheets } = r.sheets ?? {};
    const leave = link?.attached ? [.../* @__PURE__ */ new Set([...r.pending?.leave ?? [], sheetId])] : r.pending?.leave ?? [];
    return { ...r, sheets, pending: { ...r.pending, leave } };
  });
  syncSoon(roundId);
}
async function archiveRound(roundId, archived) {
  await changeRound(roundId, (r) => ({ ...r, archived, pending: { ...r.pending, archived } }));
  syncSoon(roundId);
}
async function changeSettings(roundId, values) {
  await changeRound(roundId, (r) => {
    const next = { ...r, pending: { ...r.pending, settings: { ...r.pending?.settings ?? {}, ...values } } };
    for (const [k, v] of Object.entries(values)) next[k === "profile" ? "profile_id" : k] = v;
    return next;
  });
  syncSoon(roundId);
}
async function resolveRound(roundId, how) {
  const merge = await import("./chunk-WRHGZHHM.js");
  await changeRound(roundId, (r) => ({ ...merge[how](r), sync_error: null }));
  if (how !== "acceptReplaced") syncSoon(roundId);
}

export {
  useRoundOf,
  createRound,
  addToRound,
  renameMember,
  addMember,
  MemberPick,
  joinLater,
  leaveRound,
  archiveRound,
  changeSettings,
  resolveRound
};
