import {
  call
} from "./chunk-5B4CWENZ.js";
import {
  GoneError,
  serverCopy,
  syncSheet
} from "./chunk-FR37QBMP.js";
import "./chunk-S4E4XWDW.js";
import "./chunk-VBLMMXQ6.js";
import {
  A,
  d,
  getLang,
  getSetting,
  html,
  setSetting,
  t
} from "./chunk-R2IDERMZ.js";
import "./chunk-MLKGABMK.js";

// pwa/app/screens/tableresult.js
var key = (id) => `table:${id}`;
var GONE = { gone: true };
async function serverSheet(id, sheet) {
  const r = await serverCopy(sheet).catch((err) => err instanceof GoneError ? GONE : null);
  if (r === GONE) return GONE;
  if (r?.status !== 200 || !r.data?.tournament_table) return null;
  await setSetting(key(id), r.data.tournament_table);
  return r.data;
}
function TableResult({ id, sheet, deals, unsynced, onState }) {
  const [table, setTable] = d(sheet.tournament);
  const [busy, setBusy] = d(false);
  const [note, setNote] = d(
    /** @type {string | null} */
    null
  );
  A(() => {
    let alive = true;
    const read = async () => {
      const now = await serverSheet(id, sheet);
      const fresh = now?.tournament_table ?? await getSetting(key(id));
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
    playing: () => t("table.playing", { deals, due: table.deals_due })
  }[state]();
  A(() => onState?.(state), [state]);
  const canConfirm = state === "due" && sheet.role === "edit";
  return html`<section class="card table-result" data-table-result=${state} aria-labelledby="table-result-title">
    <h2 id="table-result-title">${t("table.heading", { title: table.title, round: table.round, number: table.number })}</h2>
    <p role="status">${text}</p>
    ${note && html`<p class="error" role="alert">${note}</p>`}
    ${canConfirm && html`<div class="actions"><button type="button" class="btn primary" id="confirm-result" disabled=${busy} onClick=${confirm}>${busy ? t("table.confirming") : t("table.confirm")}</button></div>`}
  </section>`;
}
export {
  TableResult
};
