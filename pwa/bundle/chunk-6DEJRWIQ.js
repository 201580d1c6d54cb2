import {
  CUPS,
  call
} from "./chunk-5B4CWENZ.js";
import {
  A,
  Header,
  d,
  download,
  format,
  html,
  t
} from "./chunk-R2IDERMZ.js";
import "./chunk-MLKGABMK.js";

// pwa/app/screens/tournamentcup.js
async function csv(id, token) {
  try {
    const r = await fetch(`${CUPS}/${id}/standing.csv`, { headers: { Authorization: `Bearer ${token}` }, cache: "no-store" });
    if (r.ok) download(`cup-${id}.csv`, "text/csv", await r.text());
  } catch {
  }
}
function TournamentCupScreen({ id, token }) {
  const [doc, setDoc] = d(
    /** @type {any} */
    null
  );
  const [error, setError] = d(
    /** @type {string | null} */
    null
  );
  A(() => {
    call("GET", `/${id}`, token, void 0, CUPS).then((r) => {
      if (r.status === 200) setDoc(r.data);
      else setError(r.status === 0 ? t("tour.offline") : t("cup.gone"));
    });
  }, [id, token]);
  if (!doc)
    return html`<${Header} title=${t("cup.title")} back="t" /><main class="page">${error ? html`<p class="error" role="alert">${error}</p>` : html`<p>${t("loading")}</p>`}</main>`;
  const { cup, tournaments, standing } = doc;
  return html`<${Header} title=${cup.title} back="t" />
  <main class="page cup-standing" data-cup=${cup.id}>
    <p class="muted">${t("cup.best_of", { n: cup.best_of })} · ${t("cup.tournaments", { n: tournaments.length })}</p>
    <div class="actions no-print">
      <button type="button" class="btn" id="print-cup" onClick=${() => window.print()}>${t("tour.print")}</button>
      <button type="button" class="btn" id="cup-csv" onClick=${() => csv(id, token)}>${t("cup.csv")}</button>
    </div>
    <div class="table-scroll"><table class="ranking cup">
      <caption class="sr-only">${t("cup.title")}</caption>
      <thead><tr><th scope="col" class="num">${t("tour.col_rank")}</th><th scope="col">${t("tour.col_name")}</th><th scope="col" class="num">${t("cup.counted")}</th>
        ${tournaments.map((x, i) => html`<th scope="col" class="num" title=${x.title}>${t("cup.col_tournament", { n: i + 1 })}</th>`)}</tr></thead>
      <tbody>${standing.map((row) => {
    const results = Object.fromEntries(row.results.map((r) => [r.tournament_id, r]));
    return html`<tr data-player=${row.name} data-counted=${row.counted}>
          <td class="num">${row.rank}</td><th scope="row">${row.name}</th><td class="num points">${row.counted}</td>
          ${tournaments.map((x) => {
      const r = results[x.id];
      if (!r) return html`<td class="num"></td>`;
      return html`<td class="num" data-counts=${String(r.counts)}>${r.counts ? html`<strong>${format(r.points)}</strong>` : `(${format(r.points)})`} <span class="muted">${t("cup.place", { n: r.place })}</span></td>`;
    })}</tr>`;
  })}</tbody>
    </table></div>
    <ol class="cup-tournaments">${tournaments.map((x) => html`<li>${x.title}${x.date ? ` · ${x.date}` : ""}</li>`)}</ol>
  </main>`;
}
export {
  TournamentCupScreen
};
