/**
 * Turnier (issue 23): the live ranking for a projector — read only, through the tournament's
 * public view token (in the address's fragment, never sent as a path or a query), large type,
 * and it refreshes by itself. It polls GET /tournaments/{id}/ranking every few seconds: the
 * ranking spans every table's sheet, and the sheets' live streams (live.js) are one per sheet —
 * thirty of them would pass the browser's connections per server; one small read does not.
 * Without a network it keeps the last ranking and says so.
 */
import { useEffect, useState } from "preact/hooks";
import { format } from "../amounts.js";
import { call } from "../tournamentdata.js";
import { getLang, html, t } from "../ui.js";

export const LIVE_REFRESH_MS = 5000;

export function TournamentLiveScreen({ id, token }) {
  const [doc, setDoc] = useState(/** @type {any} */ (null));
  const [title, setTitle] = useState("");
  const [at, setAt] = useState(/** @type {Date | null} */ (null));
  const [state, setState] = useState(/** @type {"ok" | "stale" | "refused"} */ ("ok"));
  useEffect(() => {
    let stopped = false;
    const read = async () => {
      const r = await call("GET", `/${id}/ranking`, token);
      if (stopped) return;
      if (r.status === 200) {
        setDoc(r.data);
        setAt(new Date());
        setState("ok");
      } else setState(r.status === 401 || r.status === 404 ? "refused" : "stale");
    };
    call("GET", `/${id}`, token).then((r) => !stopped && r.status === 200 && setTitle(r.data.tournament.title));
    read();
    const timer = setInterval(read, LIVE_REFRESH_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [id, token]);
  if (state === "refused") return html`<main class="page live-ranking"><p class="error" role="alert">${t("tour.gone")}</p></main>`;
  if (!doc) return html`<main class="page live-ranking"><p>${t("loading")}</p></main>`;
  const rounds = Array.from({ length: doc.rounds_planned }, (_, i) => i + 1);
  return html`<main class="live-ranking" data-version=${doc.version}>
    <h1>${title || t("tour.ranking")}</h1>
    <p class="muted">${t("tour.rounds_closed", { closed: doc.rounds_closed, planned: doc.rounds_planned })} · ${at && t("tour.as_of", { time: at.toLocaleTimeString(getLang()) })}</p>
    ${state === "stale" && html`<p class="banner" role="status">${t("tour.stale")}</p>`}
    <table class="ranking">
      <caption class="sr-only">${t("tour.ranking")}</caption>
      <thead><tr><th scope="col" class="num">${t("tour.col_rank")}</th><th scope="col">${t("tour.col_name")}</th><th scope="col" class="num">${t("tour.col_points")}</th>
        ${rounds.map((n) => html`<th scope="col" class="num round-col">${t("tour.col_round", { n })}</th>`)}</tr></thead>
      <tbody>${doc.ranking.map((row) => {
        const played = Object.fromEntries(row.rounds.map((r) => [r.round, r.points]));
        return html`<tr data-rank=${row.rank} data-player=${row.name} class=${row.withdrawn ? "withdrawn" : undefined}>
          <td class="num">${row.rank}</td><th scope="row">${row.name}</th><td class="num points">${format(row.points)}</td>
          ${rounds.map((n) => html`<td class="num round-col">${n in played ? format(played[n]) : ""}</td>`)}</tr>`;
      })}</tbody>
    </table>
  </main>`;
}
