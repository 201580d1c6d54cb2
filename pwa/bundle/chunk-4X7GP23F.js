import {
  changeRound,
  deleteRound,
  listRounds,
  subscribeRounds
} from "./chunk-VIPURRUT.js";
import {
  A,
  UNDO_MS,
  d,
  html,
  isLater,
  later,
  onLater,
  t,
  undoLater
} from "./chunk-R2IDERMZ.js";

// pwa/app/rounddeletion.js
var onRoundDeletions = (fn) => onLater("round", fn);
var isRoundPending = (id) => isLater("round", id);
async function finish(id) {
  const round = await changeRound(id, (r) => ({ ...r, pending: { ...r.pending, delete: true } }));
  if (round && (round.role !== "edit" || !round.remote.created)) await deleteRound(id);
  else if (round) import("./chunk-CHVOQR6V.js").then((m) => m.syncRound(id)).catch((err) => console.error(err));
}
function deleteRoundLater(id, { after = UNDO_MS } = {}) {
  later("round", id, () => finish(id), { after });
}
var undoRound = (id) => undoLater("round", id);

// pwa/app/screens/rounds.js
function roundPending(round) {
  if (round.role !== "edit") return 0;
  return (round.remote.created ? 0 : 1) + Object.keys(round.pending?.renames ?? {}).length + Object.keys(round.pending?.settings ?? {}).length + (round.pending?.add_members?.length ?? 0) + (round.pending?.leave?.length ?? 0) + (round.pending?.archived === void 0 ? 0 : 1) + Object.values(round.sheets ?? {}).filter((s) => !s.attached).length;
}
function RoundBadge({ round }) {
  const n = roundPending(round);
  if (round.conflict?.keys?.length) return html`<span class="badge warn" data-sync="conflict">${t("roundconflict.badge")}</span>`;
  if (round.sync_error) return html`<span class="badge warn" data-sync="error">${t("sync.error")}</span>`;
  if (n) return html`<span class="badge pending" data-sync="pending" data-count=${n}>${t("sync.pending", { n })}</span>`;
  return html`<span class="badge ok" data-sync="ok">${t("sync.ok")}</span>`;
}
function RoundsSection() {
  const [rounds, set] = d(
    /** @type {import("../../engine/types.js").JsonObject[]} */
    []
  );
  A(() => {
    const load = () => listRounds().then((all) => set(all.filter((r) => !r.pending?.delete && !isRoundPending(r.id))));
    load();
    const off = subscribeRounds(load);
    const offDeletions = onRoundDeletions(load);
    return () => {
      off();
      offDeletions();
    };
  }, []);
  const card = (r) => html`<li class="sheet-item" data-round=${r.id} data-archived=${r.archived ? "true" : void 0}><a class="card sheet-card" href=${`#/r/${r.id}`}>
      <span class="card-title">${r.title}</span>
      <span class="muted">${t("round.summary", { members: r.members.length, evenings: Object.keys(r.sheets ?? {}).length })}</span>
      <span class="players">${r.members.map((m) => m.name).join(", ")}</span>
      <span class="card-foot"><span></span><${RoundBadge} round=${r} /></span></a></li>`;
  const archive = rounds.filter((r) => r.archived);
  return html`<section class="rounds" aria-labelledby="h-rounds"><h2 id="h-rounds">${t("round.section")}</h2>
    ${rounds.length === 0 && html`<p class="hint">${t("round.none")}</p>`}
    <ul class="cards">${rounds.filter((r) => !r.archived).map(card)}</ul>
    <div class="actions"><a class="btn" id="new-round" href="#/newround">${t("round.new")}</a><a class="btn" id="tournaments" href="#/t">${t("tour.open")}</a></div>
    ${archive.length > 0 && html`<details class="archive" id="round-archive"><summary>${t("round.archive_section", { n: archive.length })}</summary>
      <ul class="cards">${archive.map(card)}</ul></details>`}
  </section>`;
}

export {
  deleteRoundLater,
  undoRound,
  roundPending,
  RoundBadge,
  RoundsSection
};
