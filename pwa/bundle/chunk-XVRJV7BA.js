import {
  tournamentProblem
} from "./chunk-D2EPLCMA.js";
import {
  Qr
} from "./chunk-TKRNT2OI.js";
import {
  call,
  drawRound,
  forgetTournament,
  getTournament,
  liveLink
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
  format,
  gameName,
  go,
  html,
  t,
  toast
} from "./chunk-R2IDERMZ.js";
import "./chunk-MLKGABMK.js";

// pwa/app/screens/tournamentfix.js
async function readTable(sheetId, token) {
  const headers = { Authorization: `Bearer ${token}` };
  try {
    const [sheet, profile] = await Promise.all(
      [`/api/v1/sheets/${sheetId}?limit=500`, `/api/v1/sheets/${sheetId}/profile`].map(
        (url) => fetch(url, { headers, cache: "no-store" }).then((r) => r.ok ? r.json() : null)
      )
    );
    return sheet && { entries: sheet.entries, profile_data: profile?.profile };
  } catch {
    return null;
  }
}
function TableCorrection({ table, held, done }) {
  const [data, setData] = d(
    /** @type {any} */
    null
  );
  const [reason, setReason] = d("");
  const [error, setError] = d(
    /** @type {string | null} */
    null
  );
  const load = () => readTable(table.sheet_id, held.edit_token).then((d2) => d2 ? setData(d2) : setError(t("tour.offline")));
  A(() => {
    load();
  }, [table.sheet_id]);
  const send = async (entry, strike) => {
    if (!reason.trim()) return setError(t("tour.need_reason"));
    const path = `/${held.id}/tables/${table.sheet_id}/entries/${entry.id}`;
    const r = strike ? await call("DELETE", `${path}?reason=${encodeURIComponent(reason.trim())}`, held.edit_token) : await call("PUT", path, held.edit_token, { reason: reason.trim(), revision: entry.revision + 1, record: { ...entry.record, won: !entry.record.won } });
    if (r.status !== 200 && r.status !== 201) return setError(tournamentProblem(r));
    setError(null);
    setReason("");
    toast(t("tour.corrected"));
    await load();
    done();
  };
  const id = `reason-${table.sheet_id}`;
  return html`<div class="tournament-fix" data-fix=${table.number}>
    <h3>${t("tour.correct_title", { n: table.number })}</h3>
    <div class="field"><label for=${id}>${t("tour.reason")}</label><input id=${id} value=${reason} onInput=${(e) => setReason(e.currentTarget.value)} autocomplete="off" /></div>
    ${error && html`<p class="error" role="alert">${error}</p>`}
    ${data && data.entries.length === 0 && html`<p class="hint">${t("tour.no_deals")}</p>`}
    <ol class="fix-deals">${(data?.entries ?? []).map(
    (entry) => html`<li data-entry=${entry.id} data-deleted=${String(entry.deleted)}>
        <span>${gameName(data, entry.record.game)} · ${entry.record.declarer ?? ""} · ${entry.deleted ? t("tour.struck") : typeof entry.record.won === "boolean" ? t(entry.record.won ? "tour.won" : "tour.lost") : ""}</span>
        ${!entry.deleted && html`<span class="actions">
          ${typeof entry.record.won === "boolean" && html`<button type="button" class="btn small" data-flip=${entry.id} onClick=${() => send(entry, false)}>${t("tour.flip")}</button>`}
          <button type="button" class="btn small danger" data-strike=${entry.id} onClick=${() => send(entry, true)}>${t("tour.strike")}</button></span>`}
      </li>`
  )}</ol>
  </div>`;
}

// pwa/app/screens/tournament.js
var REFRESH_MS = 5e3;
function LiveLink({ held }) {
  const link = liveLink(held);
  return html`<section class="share tournament-live" aria-labelledby="h-live">
    <h2 id="h-live">${t("tour.live")}</h2>
    <p class="hint">${t("tour.live_hint")}</p>
    <${Qr} text=${link} label=${t("tour.live_qr")} />
    <input class="link" readonly value=${link} aria-label=${t("tour.live")} data-link="live" />
    <div class="actions"><a class="btn" href=${link} target="_blank" rel="noopener" id="open-live">${t("tour.live_open")}</a></div>
  </section>`;
}
function Players({ doc, held, reload, setError }) {
  const [name, setName] = d("");
  const players = doc.tournament.players;
  const patch = async (body) => {
    const r = await call("PATCH", `/${held.id}`, held.edit_token, body);
    if (r.status === 200) reload();
    else setError(tournamentProblem(r));
    return r.status === 200;
  };
  const add = async (e) => {
    e.preventDefault();
    if (name.trim() && await patch({ add_players: [{ name: name.trim() }] })) setName("");
  };
  return html`<section aria-labelledby="h-players" class="tournament-players">
    <h2 id="h-players">${t("tour.players", { n: players.filter((p) => p.withdrawn === null).length })}</h2>
    <ul class="plain">${players.map(
    (p) => html`<li data-player=${p.name}>
        <span class="player-name">${p.name}</span>
        ${p.joined > 1 && html` <span class="muted">${t("tour.joined", { n: p.joined })}</span>`}
        ${p.withdrawn !== null ? html` <span class="badge">${t("tour.withdrawn")}</span>` : html` <button type="button" class="btn small" aria-label=${t("tour.withdraw_label", { name: p.name })} onClick=${() => patch({ withdraw: [p.id] })}>${t("tour.withdraw")}</button>`}
      </li>`
  )}</ul>
    <form class="field late" onSubmit=${add}>
      <label for="late-name">${t("tour.late")}</label>
      <div class="late-row">
        <input id="late-name" value=${name} onInput=${(e) => setName(e.currentTarget.value)} autocomplete="off" />
        <button type="submit" class="btn small" id="add-late">${t("tour.add")}</button>
      </div>
    </form>
  </section>`;
}
function Table({ table, round, held, reload }) {
  const [fixing, setFixing] = d(false);
  return html`<li class="card tournament-table" data-table=${table.number} data-locked=${String(table.locked)}>
    <span class="card-title">${t("tour.table", { n: table.number })}</span>
    <span class="players">${table.players.map((p) => `${p.name} (${format(p.points)})`).join(" · ")}</span>
    <span class="card-foot"><span class="muted" data-deals=${table.deals}>${t("tour.deals", { deals: table.deals, due: table.deals_due, n: table.deals_due })}</span>
      <span>
        ${table.complete && html`<span class="badge ok">${t("tour.complete")}</span>`}
        ${table.confirmed && html` <span class="badge ok">${t("tour.confirmed")}</span>`}
        ${table.locked && html` <span class="badge">${t("tour.locked")}</span>`}
      </span></span>
    ${table.locked && (fixing ? html`<${TableCorrection} table=${table} held=${held} done=${() => reload()} />` : html`<div class="actions"><button type="button" class="btn small" data-correct=${table.number} onClick=${() => setFixing(true)}>${t("tour.correct")}</button></div>`)}
    ${round.status === "open" && held.tables[table.sheet_id] && html`<div class="actions"><a class="btn small" href=${`#/join/${table.sheet_id}/edit/${held.tables[table.sheet_id]}`} data-table-link=${table.number}>${t("tour.table_link")}</a></div>`}
  </li>`;
}
function Twice({ id, label, question, act, danger = false }) {
  const [asking, setAsking] = d(false);
  if (!asking) return html`<button type="button" class=${danger ? "btn danger" : "btn primary"} id=${id} onClick=${() => setAsking(true)}>${label}</button>`;
  return html`<div class="confirm" role="group" aria-labelledby=${`${id}-q`}><p id=${`${id}-q`}>${question}</p>
    <button type="button" class=${danger ? "btn danger" : "btn primary"} id=${`${id}-yes`} onClick=${() => {
    setAsking(false);
    act();
  }}>${label}</button>
    <button type="button" class="btn" onClick=${() => setAsking(false)}>${t("back")}</button></div>`;
}
function Round({ round, held, reload, setError }) {
  const close = async () => {
    const r = await call("POST", `/${held.id}/rounds/${round.number}/close`, held.edit_token);
    if (r.status === 200) reload();
    else setError(tournamentProblem(r));
  };
  return html`<section class="tournament-round" aria-labelledby=${`h-round-${round.number}`} data-round=${round.number} data-status=${round.status}>
    <h2 id=${`h-round-${round.number}`}>${t("tour.round", { n: round.number })} · ${t(round.status === "open" ? "tour.round_open" : "tour.round_closed")}</h2>
    <ul class="cards">${round.tables.map((table) => html`<${Table} key=${table.sheet_id} table=${table} round=${round} held=${held} reload=${reload} />`)}</ul>
    <div class="actions">
      <a class="btn" href=${`#/t/${held.id}/slips/${round.number}`} data-slips=${round.number}>${t("tour.slips")}</a>
      ${round.status === "open" && html`<${Twice} id="close-round" label=${t("tour.close", { n: round.number })} question=${t("tour.close_confirm", { n: round.number })} act=${close} />`}
    </div>
  </section>`;
}
function Corrections({ doc }) {
  if (!doc.corrections.length) return null;
  const where = {};
  for (const round of doc.rounds)
    for (const table of round.tables) where[table.sheet_id] = `${t("tour.round", { n: round.number })} · ${t("tour.table", { n: table.number })}`;
  return html`<section aria-labelledby="h-corrections"><h2 id="h-corrections">${t("tour.corrections")}</h2>
    <ul class="plain corrections">${doc.corrections.map((c) => html`<li data-correction=${c.entry_id}>${where[c.sheet_id] ?? ""}: ${c.reason}</li>`)}</ul></section>`;
}
function TournamentScreen({ id }) {
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
  const [gone, setGone] = d(false);
  const reload = async () => {
    const kept = await getTournament(id);
    setHeld(kept);
    if (!kept) return;
    const r = await call("GET", `/${id}`, kept.edit_token);
    if (r.status === 200) {
      setDoc(r.data);
      setError(null);
    } else if (r.status === 401) setGone(true);
    else if (r.status === 0) setError(t("tour.offline"));
  };
  A(() => {
    reload();
    const timer = setInterval(() => document.visibilityState === "visible" && reload(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [id]);
  if (held === null) return html`<${Header} title=${t("tour.missing")} back="t" />`;
  if (gone) return html`<${Header} title=${held?.title ?? ""} back="t" /><main class="page"><p class="error" role="alert">${t("tour.gone")}</p></main>`;
  if (!held || !doc)
    return html`<${Header} title=${held?.title ?? t("loading")} back="t" /><main class="page">${error ? html`<p class="error" role="alert">${error}</p>` : html`<p>${t("loading")}</p>`}</main>`;
  const { tournament, rounds } = doc;
  const last = rounds[rounds.length - 1];
  const next = rounds.length + 1;
  const canDraw = next <= tournament.rounds && (!last || last.status === "closed");
  const draw = async () => {
    const r = await drawRound(held);
    if (r.status === 201) reload();
    else setError(tournamentProblem(r));
  };
  const remove = async () => {
    const r = await call("DELETE", `/${held.id}`, held.edit_token);
    if (r.status !== 204 && r.status !== 401) return setError(tournamentProblem(r));
    await forgetTournament(held.id);
    toast(t("tour.deleted"));
    go("t", { replace: true });
  };
  return html`<${Header} title=${tournament.title} back="t" />
  <main class="page tournament" data-tournament=${tournament.id}>
    <p class="muted">${[tournament.date, tournament.place].filter(Boolean).join(" · ")}</p>
    ${error && html`<p class="error" role="alert" data-tournament-error>${error}</p>`}
    ${canDraw && html`<div class="actions"><button type="button" class="btn primary big" id="draw-round" onClick=${draw}>${t("tour.draw", { n: next })}</button></div>`}
    ${[...rounds].reverse().map((round) => html`<${Round} key=${round.number} round=${round} held=${held} reload=${reload} setError=${setError} />`)}
    <${Corrections} doc=${doc} />
    <${LiveLink} held=${held} />
    <${Players} doc=${doc} held=${held} reload=${reload} setError=${setError} />
    <div class="actions"><${Twice} id="delete-tournament" label=${t("tour.delete")} question=${t("tour.delete_confirm")} act=${remove} danger /></div>
  </main>`;
}
export {
  TournamentScreen
};
