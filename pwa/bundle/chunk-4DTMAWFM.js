import {
  Qr
} from "./chunk-TKRNT2OI.js";
import {
  call,
  getTournament,
  tableLink
} from "./chunk-5B4CWENZ.js";
import "./chunk-NZ3TX3CF.js";
import "./chunk-GTZS5S5T.js";
import "./chunk-EQBCYY2W.js";
import "./chunk-X2YNAM2X.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-76HJ52WC.js";
import "./chunk-5GM52YBN.js";
import {
  A,
  Header,
  d,
  html,
  t
} from "./chunk-R2IDERMZ.js";
import "./chunk-MLKGABMK.js";

// pwa/app/screens/tournamentslips.js
function TournamentSlipsScreen({ id, round }) {
  const [held, setHeld] = d(
    /** @type {any} */
    void 0
  );
  const [doc, setDoc] = d(
    /** @type {any} */
    null
  );
  const [error, setError] = d(
    /** @type {string | null} */
    null
  );
  A(() => {
    (async () => {
      const kept = await getTournament(id);
      setHeld(kept);
      if (!kept) return;
      const r = await call("GET", `/${id}/rounds/${round}`, kept.edit_token);
      if (r.status === 200) setDoc(r.data);
      else setError(r.status === 0 ? t("tour.offline") : t("tour.failed", { status: r.status }));
    })();
  }, [id, round]);
  const title = t("tour.slips_title", { n: round });
  if (held === null) return html`<${Header} title=${t("tour.missing")} back="t" />`;
  if (!held || !doc)
    return html`<${Header} title=${title} back=${`t/${id}`} /><main class="page">${error ? html`<p class="error" role="alert">${error}</p>` : html`<p>${t("loading")}</p>`}</main>`;
  const missing = doc.tables.some((table) => !held.tables[table.sheet_id]);
  return html`<${Header} title=${title} back=${`t/${id}`} />
  <main class="page slips">
    <div class="actions no-print"><button type="button" class="btn primary" id="print-slips" onClick=${() => window.print()}>${t("tour.print")}</button></div>
    ${missing && html`<p class="banner no-print">${t("tour.no_tokens")}</p>`}
    ${doc.tables.map((table) => {
    const token = held.tables[table.sheet_id];
    const link = token ? tableLink(table.sheet_id, token) : null;
    return html`<section class="slip" data-slip=${table.number} aria-labelledby=${`slip-${table.number}`}>
        <p class="slip-event">${held.title} · ${t("tour.round", { n: round })}</p>
        <h2 id=${`slip-${table.number}`} class="slip-table">${t("tour.table", { n: table.number })}</h2>
        <ol class="slip-players">${table.players.map((p) => html`<li>${p.name}</li>`)}</ol>
        ${link && html`<${Qr} text=${link} label=${t("tour.slip_qr", { n: table.number })} />
          <p class="hint">${t("tour.slip_scan")}</p>
          <p class="slip-link" aria-label=${t("tour.slip_link", { n: table.number })}>${link}</p>`}
      </section>`;
  })}
  </main>`;
}
export {
  TournamentSlipsScreen
};
