/**
 * Turnier (issue 23): the organiser corrects a locked table — a deal's outcome turned (won ↔
 * lost) or the deal struck — always with a reason, recorded with the correction on the server
 * (PUT|DELETE /tournaments/{id}/tables/{sheet}/entries/{entry}). The table's deals are read
 * with the organiser's token, which opens every table.
 */
import { useEffect, useState } from "preact/hooks";
import { gameName } from "../model.js";
import { call } from "../tournamentdata.js";
import { html, t, toast } from "../ui.js";
import { tournamentProblem } from "./tournaments.js";

async function readTable(sheetId, token) {
  const headers = { Authorization: `Bearer ${token}` };
  try {
    const [sheet, profile] = await Promise.all(
      [`/api/v1/sheets/${sheetId}?limit=500`, `/api/v1/sheets/${sheetId}/profile`].map((url) =>
        fetch(url, { headers, cache: "no-store" }).then((r) => (r.ok ? r.json() : null)),
      ),
    );
    return sheet && { entries: sheet.entries, profile_data: profile?.profile };
  } catch {
    return null;
  }
}

export function TableCorrection({ table, held, done }) {
  const [data, setData] = useState(/** @type {any} */ (null));
  const [reason, setReason] = useState("");
  const [error, setError] = useState(/** @type {string | null} */ (null));
  const load = () => readTable(table.sheet_id, held.edit_token).then((d) => (d ? setData(d) : setError(t("tour.offline"))));
  useEffect(() => {
    load();
  }, [table.sheet_id]);
  const send = async (entry, strike) => {
    if (!reason.trim()) return setError(t("tour.need_reason"));
    const path = `/${held.id}/tables/${table.sheet_id}/entries/${entry.id}`;
    const r = strike
      ? await call("DELETE", `${path}?reason=${encodeURIComponent(reason.trim())}`, held.edit_token)
      : await call("PUT", path, held.edit_token, { reason: reason.trim(), revision: entry.revision + 1, record: { ...entry.record, won: !entry.record.won } });
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
    <div class="field"><label for=${id}>${t("tour.reason")}</label><input id=${id} value=${reason} onInput=${(/** @type {any} */ e) => setReason(e.currentTarget.value)} autocomplete="off" /></div>
    ${error && html`<p class="error" role="alert">${error}</p>`}
    ${data && data.entries.length === 0 && html`<p class="hint">${t("tour.no_deals")}</p>`}
    <ol class="fix-deals">${(data?.entries ?? []).map(
      (entry) => html`<li data-entry=${entry.id} data-deleted=${String(entry.deleted)}>
        <span>${gameName(data, entry.record.game)} · ${entry.record.declarer ?? ""} · ${entry.deleted ? t("tour.struck") : typeof entry.record.won === "boolean" ? t(entry.record.won ? "tour.won" : "tour.lost") : ""}</span>
        ${
          !entry.deleted &&
          html`<span class="actions">
          ${typeof entry.record.won === "boolean" && html`<button type="button" class="btn small" data-flip=${entry.id} onClick=${() => send(entry, false)}>${t("tour.flip")}</button>`}
          <button type="button" class="btn small danger" data-strike=${entry.id} onClick=${() => send(entry, true)}>${t("tour.strike")}</button></span>`
        }
      </li>`,
    )}</ol>
  </div>`;
}
