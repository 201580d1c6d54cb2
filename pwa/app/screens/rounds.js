/**
 * The "Runden" section of the sheets list (issue 20): each round, and a new one. Light: the list
 * is the app's first screen (the round screens load when opened).
 */
import { useEffect, useState } from "preact/hooks";
import { listRounds, subscribeRounds } from "../roundstore.js";
import { html, t } from "../ui.js";

/** What waits to go up: the round itself, renames and members, sheets not yet in it on the server. */
export function roundPending(round) {
  if (round.role !== "edit") return 0;
  return (
    (round.remote.created ? 0 : 1) +
    Object.keys(round.pending?.renames ?? {}).length +
    (round.pending?.add_members?.length ?? 0) +
    Object.values(round.sheets ?? {}).filter((s) => !s.attached).length
  );
}

export function RoundBadge({ round }) {
  const n = roundPending(round);
  if (round.sync_error) return html`<span class="badge warn" data-sync="error">${t("sync.error")}</span>`;
  if (n) return html`<span class="badge pending" data-sync="pending" data-count=${n}>${t("sync.pending", { n })}</span>`;
  return html`<span class="badge ok" data-sync="ok">${t("sync.ok")}</span>`;
}

export function RoundsSection() {
  const [rounds, set] = useState([]);
  useEffect(() => {
    const load = () => listRounds().then(set);
    load();
    return subscribeRounds(load);
  }, []);
  return html`<section class="rounds" aria-labelledby="h-rounds"><h2 id="h-rounds">${t("round.section")}</h2>
    ${rounds.length === 0 && html`<p class="hint">${t("round.none")}</p>`}
    <ul class="cards">${rounds.map(
      (r) => html`<li class="sheet-item" data-round=${r.id}><a class="card sheet-card" href=${`#/r/${r.id}`}>
      <span class="card-title">${r.title}</span>
      <span class="muted">${t("round.summary", { members: r.members.length, evenings: Object.keys(r.sheets ?? {}).length })}</span>
      <span class="players">${r.members.map((m) => m.name).join(", ")}</span>
      <span class="card-foot"><span></span><${RoundBadge} round=${r} /></span></a></li>`,
    )}</ul>
    <div class="actions"><a class="btn" id="new-round" href="#/newround">${t("round.new")}</a></div>
  </section>`;
}
