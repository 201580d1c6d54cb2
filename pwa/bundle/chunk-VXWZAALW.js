import {
  call
} from "./chunk-5B4CWENZ.js";
import {
  A,
  d,
  format,
  getLang,
  html,
  t
} from "./chunk-R2IDERMZ.js";
import "./chunk-MLKGABMK.js";

// pwa/app/screens/tournamentlive.js
var LIVE_REFRESH_MS = 5e3;
function TournamentLiveScreen({ id, token }) {
  const [doc, setDoc] = d(
    /** @type {any} */
    null
  );
  const [title, setTitle] = d("");
  const [at, setAt] = d(
    /** @type {Date | null} */
    null
  );
  const [state, setState] = d(
    /** @type {"ok" | "stale" | "refused"} */
    "ok"
  );
  A(() => {
    let stopped = false;
    const read = async () => {
      const r = await call("GET", `/${id}/ranking`, token);
      if (stopped) return;
      if (r.status === 200) {
        setDoc(r.data);
        setAt(/* @__PURE__ */ new Date());
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
    return html`<tr data-rank=${row.rank} data-player=${row.name} class=${row.withdrawn ? "withdrawn" : void 0}>
          <td class="num">${row.rank}</td><th scope="row">${row.name}</th><td class="num points">${format(row.points)}</td>
          ${rounds.map((n) => html`<td class="num round-col">${n in played ? format(played[n]) : ""}</td>`)}</tr>`;
  })}</tbody>
    </table>
  </main>`;
}
export {
  LIVE_REFRESH_MS,
  TournamentLiveScreen
};
