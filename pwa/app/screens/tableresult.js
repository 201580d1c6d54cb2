/**
 * A tournament's table on the phone at it (issue 23): the sheet screen shows this part only for a
 * table's sheet (its join kept ``sheet.tournament``: the tournament, round, table and the deals
 * due, from the sheet's GET). After the last deal the table confirms its result for the organiser
 * ("Ergebnis bestätigen", the table token); once confirmed, or locked when the round closed, it
 * says so in words. Confirming needs the network and every deal sent: it signs what the organiser
 * holds, so it is not queued (the deals themselves are, as always); the phone says what to do.
 * The table's state (confirmed, locked) is read again from the server when the phone is online,
 * and kept here for the offline phone.
 */
import { useEffect, useState } from "preact/hooks";
import { getSetting, setSetting } from "../data.js";
import { GoneError, serverCopy, syncSheet } from "../sync.js";
import { call } from "../tournamentdata.js";
import { getLang, html, t } from "../ui.js";

const key = (id) => `table:${id}`;
/** What the server says of a table's sheet it has deleted (with its tournament): 410 Gone. */
const GONE = { gone: true };

/** The sheet as the server has it now (its deals, the table's state), GONE, or null offline;
 * the table's state is kept for the next offline start. */
async function serverSheet(id, sheet) {
  const r = await serverCopy(sheet).catch((err) => (err instanceof GoneError ? GONE : null));
  if (r === GONE) return GONE;
  if (r?.status !== 200 || !r.data?.tournament_table) return null;
  await setSetting(key(id), r.data.tournament_table);
  return r.data;
}

export function TableResult({ id, sheet, deals, unsynced, onState }) {
  const [table, setTable] = useState(sheet.tournament);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState(/** @type {string | null} */ (null));
  useEffect(() => {
    let alive = true;
    const read = async () => {
      const now = await serverSheet(id, sheet);
      const fresh = now?.tournament_table ?? (await getSetting(key(id)));
      if (alive && fresh) setTable(fresh);
      if (alive && now === GONE) setNote(t("table.gone"));
    };
    read();
    window.addEventListener("online", read);
    return () => {
      alive = false;
      window.removeEventListener("online", read);
    };
  }, [id]);
  const confirm = async () => {
    setBusy(true);
    setNote(null);
    if (unsynced > 0) await syncSheet(id).catch(() => false);
    // the result signed is the server's: every deal of this phone must be there first
    const now = await serverSheet(id, sheet);
    if (now === GONE) {
      setBusy(false);
      return setNote(t("table.gone"));
    }
    if (now && now.deals < deals) {
      setBusy(false);
      return setNote(t("table.unsent"));
    }
    const r = now ? await call("POST", `/${table.tournament_id}/tables/${id}/confirm`, sheet.edit_token) : { status: 0, data: null };
    setBusy(false);
    if (r.status === 200) {
      const next = { ...table, confirmed_at: r.data.confirmed_at };
      await setSetting(key(id), next);
      setTable(next);
    } else if (r.status === 409 && r.data?.type?.endsWith("/table-locked")) {
      setTable({ ...table, locked: true });
    } else setNote(r.status === 0 ? t("table.offline") : t("table.failed", { status: r.status }));
  };
  const state = table.locked ? "locked" : table.confirmed_at ? "confirmed" : deals >= table.deals_due ? "due" : "playing";
  const when = table.confirmed_at && new Date(table.confirmed_at).toLocaleTimeString(getLang(), { hour: "2-digit", minute: "2-digit" });
  const text = {
    locked: () => t("table.locked", { round: table.round }),
    confirmed: () => t("table.confirmed", { time: when }),
    due: () => t("table.due", { due: table.deals_due }),
    playing: () => t("table.playing", { deals, due: table.deals_due }),
  }[state]();
  // the sheet's "+ Spiel eintragen" only while the table still plays: a deal more would be refused
  useEffect(() => onState?.(state), [state]);
  const canConfirm = state === "due" && sheet.role === "edit";
  return html`<section class="card table-result" data-table-result=${state} aria-labelledby="table-result-title">
    <h2 id="table-result-title">${t("table.heading", { title: table.title, round: table.round, number: table.number })}</h2>
    <p role="status">${text}</p>
    ${note && html`<p class="error" role="alert">${note}</p>`}
    ${canConfirm && html`<div class="actions"><button type="button" class="btn primary" id="confirm-result" disabled=${busy} onClick=${confirm}>${busy ? t("table.confirming") : t("table.confirm")}</button></div>`}
  </section>`;
}
