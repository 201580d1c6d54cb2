/**
 * The "Runden" section of the sheets list (issue 20): each round, and a new one. It loads after the
 * list's first paint (sheets.js), with the rounds' store; the round screens load when opened.
 */
import { useEffect, useState } from "preact/hooks";
import { isRoundPending, onRoundDeletions } from "../rounddeletion.js";
import { listRounds, subscribeRounds } from "../roundstore.js";
import { html, t } from "../ui.js";

/** What waits to go up: the round itself, renames and members, sheets not yet in it on the server. */
export function roundPending(round) {
  if (round.role !== "edit") return 0;
  return (
    (round.remote.created ? 0 : 1) +
    Object.keys(round.pending?.renames ?? {}).length +
    Object.keys(round.pending?.settings ?? {}).length +
    (round.pending?.add_members?.length ?? 0) +
    (round.pending?.leave?.length ?? 0) +
    (round.pending?.archived === undefined ? 0 : 1) +
    Object.values(round.sheets ?? {}).filter((s) => !s.attached).length
  );
}

export function RoundBadge({ round }) {
  const n = roundPending(round);
  if (round.conflict?.keys?.length) return html`<span class="badge warn" data-sync="conflict">${t("roundconflict.badge")}</span>`;
  if (round.sync_error) return html`<span class="badge warn" data-sync="error">${t("sync.error")}</span>`;
  if (n) return html`<span class="badge pending" data-sync="pending" data-count=${n}>${t("sync.pending", { n })}</span>`;
  return html`<span class="badge ok" data-sync="ok">${t("sync.ok")}</span>`;
}

export function RoundsSection() {
  const [rounds, set] = useState(/** @type {import("../../engine/types.js").JsonObject[]} */ ([]));
  useEffect(() => {
    // a round being deleted (its undo window, or waiting for the server) is not listed
    const load = () => listRounds().then((all) => set(all.filter((r) => !r.pending?.delete && !isRoundPending(r.id))));
    load();
    const off = subscribeRounds(load);
    const offDeletions = onRoundDeletions(load);
    return () => {
      off();
      offDeletions();
    };
  }, []);
  const card = (
    r,
  ) => html`<li class="sheet-item" data-round=${r.id} data-archived=${r.archived ? "true" : undefined}><a class="card sheet-card" href=${`#/r/${r.id}`}>
      <span class="card-title">${r.title}</span>
      <span class="muted">${t("round.summary", { members: r.members.length, evenings: Object.keys(r.sheets ?? {}).length })}</span>
      <span class="players">${r.members.map((m) => m.name).join(", ")}</span>
      <span class="card-foot"><span></span><${RoundBadge} round=${r} /></span></a></li>`;
  const archive = rounds.filter((r) => r.archived);
  return html`<section class="rounds" aria-labelledby="h-rounds"><h2 id="h-rounds">${t("round.section")}</h2>
    ${rounds.length === 0 && html`<p class="hint">${t("round.none")}</p>`}
    <ul class="cards">${rounds.filter((r) => !r.archived).map(card)}</ul>
    <div class="actions"><a class="btn" id="new-round" href="#/newround">${t("round.new")}</a><a class="btn" id="tournaments" href="#/t">${t("tour.open")}</a></div>
    ${
      archive.length > 0 &&
      html`<details class="archive" id="round-archive"><summary>${t("round.archive_section", { n: archive.length })}</summary>
      <ul class="cards">${archive.map(card)}</ul></details>`
    }
  </section>`;
}
