/**
 * My sheets: title, date, players (by the names shown), leader, sync state; new sheet, import,
 * language; delete a sheet, with a snackbar to undo it for a few seconds (deletion.js does the
 * rest); archived sheets below, in the "Archiv" section, each to restore.
 */
import { useEffect, useState } from "preact/hooks";
import { format, value } from "../amounts.js";
import { own } from "../byname.js";
import { listSheets, loadSheet, subscribe } from "../data.js";
import { deleteLater, isPending, onDeletions, undo } from "../deletion.js";
import { live, shownName, syncState, totals } from "../model.js";
import { getLang, go, Header, html, lazy, SettingsLink, setLang, t, toast } from "../ui.js";

// the rounds' section loads after the list's first paint (its store and deletions with it)
const RoundsSection = lazy(() => import("./rounds.js"), "RoundsSection");

// the archive's code loads when it is used, not with the app's first screen
const setArchived = async (id, archived) => (await import("../sheetlife.js")).setArchived(id, archived);

// a bin, drawn in the text's colour (no emoji font needed, no inline style)
const TRASH = html`<svg class="icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
  <path fill="currentColor" d="M9 3h6l1 2h4v2H4V5h4l1-2zm-3 6h12l-1 12H7L6 9zm4 2v8h1.5v-8H10zm3.5 0v8H15v-8h-1.5z" /></svg>`;

/** Delete sheet ``sheet`` after the undo window; the snackbar offers Undo (and takes the focus). */
export function deleteSheetWithUndo(sheet) {
  deleteLater(sheet.id);
  toast(t("sheets.deleted"), { label: t("row.undo"), run: () => undo(sheet.id), focus: true });
}

export function SyncBadge({ state }) {
  if (state.deleted) return html`<span class="badge warn" data-sync="deleted">${t("sync.deleted")}</span>`;
  if (state.conflicts) return html`<span class="badge warn" data-sync="conflict">${t("sync.conflicts", { n: state.conflicts })}</span>`;
  if (state.error) return html`<span class="badge warn" data-sync="error">${t("sync.error")}</span>`;
  const n = state.unsynced;
  if (n) return html`<span class="badge pending" data-sync="pending" data-count=${n}>${t("sync.pending", { n })}</span>`;
  return html`<span class="badge ok" data-sync="ok">${t("sync.ok")}</span>`;
}

function useSheets() {
  const [items, setItems] = useState(/** @type {import("../../engine/types.js").JsonObject[] | null} */ (null));
  useEffect(() => {
    const load = async () => {
      const sheets = await listSheets();
      setItems(await Promise.all(sheets.map((s) => loadSheet(s.id).then((it) => ({ ...it })))));
    };
    load();
    const offData = subscribe(() => load());
    const offDeletions = onDeletions(() => load()); // hidden while it can be undone, back on Undo
    return () => {
      offData();
      offDeletions();
    };
  }, []);
  return items && items.filter((item) => !isPending(item.sheet.id));
}

export function LangSwitch() {
  const other = getLang() === "de" ? "en" : "de";
  return html`<button type="button" class="icon-btn lang" lang=${other} onClick=${() => setLang(other)}
    title=${other === "en" ? "English" : "Deutsch"}>${other.toUpperCase()}</button>`;
}

/** One sheet of the list: its card (to open it) and its action (delete, or restore from the archive). */
function SheetCard({ item, archived }) {
  const s = item.sheet;
  const tot = totals(s, live([...item.entries.values()])).points;
  const leader = s.players.reduce((a, b) => (value(own(tot, a) ?? 0) >= value(own(tot, b) ?? 0) ? a : b));
  const deals = live([...item.entries.values()]).length;
  const name = s.title || t("sheet.untitled");
  return html`<li class="sheet-item" data-sheet=${s.id} data-archived=${archived ? "true" : undefined}><a class="card sheet-card" href=${`#/s/${s.id}`}>
    <span class="card-title">${name}</span>
    <span class="muted">${new Date(s.created_at).toLocaleDateString(getLang() === "de" ? "de-AT" : "en-GB")} · ${t("sheets.deals", { n: deals })}${s.role === "view" ? ` · ${t("sheets.readonly")}` : ""}${s.continues ? ` · ${t("life.continued_badge")}` : ""}</span>
    <span class="players">${s.players.map((p) => shownName(s, p)).join(", ")}</span>
    <span class="card-foot">${deals || s.carry ? html`<span>${t("sheets.leader")}: <strong>${shownName(s, leader)}</strong> (${format(own(tot, leader) ?? 0, { plus: true })})</span>` : html`<span></span>`}
      <${SyncBadge} state=${syncState(s, item.entries.values())} /></span>
  </a>${
    archived
      ? html`<button type="button" class="btn small restore-sheet" disabled=${s.role !== "edit"} onClick=${() => setArchived(s.id, false)}
          aria-label=${t("life.restore_named", { title: name })}>${t("life.restore")}</button>`
      : html`<button type="button" class="icon-btn delete-sheet" aria-label=${t("sheets.delete", { title: name })}
          onClick=${() => deleteSheetWithUndo(s)}>${TRASH}</button>`
  }</li>`;
}

export function SheetsScreen() {
  const items = useSheets();
  const shown = (items || []).filter((item) => !item.sheet.archived);
  const archive = (items || []).filter((item) => item.sheet.archived);
  return html`<${Header} title=${t("app.title")}><${LangSwitch} /><${SettingsLink} /><//>
  <main class="page">
    ${items === null && html`<p class="muted">${t("loading")}</p>`}
    ${items?.length === 0 && html`<p class="empty">${t("sheets.empty")}</p>`}
    <ul class="cards" aria-label=${t("sheets.title")}>
      ${shown.map((item) => html`<${SheetCard} key=${item.sheet.id} item=${item} />`)}
    </ul>
    <div class="actions">
      <a class="btn primary big" href="#/new">${t("sheets.new")}</a>
      <${ImportButton} />
      <a class="btn" href="#/verify" id="verify-alone">${t("verify.open_alone")}</a>
    </div>
    <${RoundsSection} />
    ${
      archive.length > 0 &&
      html`<details class="archive" id="archive"><summary>${t("life.archive_section", { n: archive.length })}</summary>
      <ul class="cards" aria-label=${t("life.archive_title")}>${archive.map((item) => html`<${SheetCard} key=${item.sheet.id} item=${item} archived />`)}</ul>
    </details>`
    }
  </main>`;
}

/** Import a JSON export (the import code, with the engine, loads only when a file is chosen). */
export function ImportButton() {
  const onFile = async (event) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    try {
      const { importSheet } = await import("./transfer.js");
      const id = await importSheet(JSON.parse(await file.text()));
      go(`s/${id}`);
    } catch (/** @type {any} the parser's or the import's Error */ err) {
      toast(`${t("import.failed")}: ${err.message}`);
    }
  };
  return html`<label class="btn file-btn">${t("import.button")}<input type="file" accept="application/json,.json" id="import-file" onChange=${onFile} /></label>`;
}
