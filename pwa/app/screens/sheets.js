/** My sheets: title, date, players, leader, sync state; new sheet, import, language. */
import { useEffect, useState } from "preact/hooks";
import { format, value } from "../amounts.js";
import { own } from "../byname.js";
import { listSheets, loadSheet, subscribe } from "../data.js";
import { live, syncState, totals } from "../model.js";
import { getLang, go, Header, html, setLang, t, toast } from "../ui.js";

export function SyncBadge({ state }) {
  if (state.conflicts) return html`<span class="badge warn" data-sync="conflict">${t("sync.conflicts", { n: state.conflicts })}</span>`;
  if (state.error) return html`<span class="badge warn" data-sync="error">${t("sync.error")}</span>`;
  const n = state.unsynced;
  if (n) return html`<span class="badge pending" data-sync="pending" data-count=${n}>${t("sync.pending", { n })}</span>`;
  return html`<span class="badge ok" data-sync="ok">${t("sync.ok")}</span>`;
}

function useSheets() {
  const [items, setItems] = useState(null);
  useEffect(() => {
    const load = async () => {
      const sheets = await listSheets();
      setItems(await Promise.all(sheets.map((s) => loadSheet(s.id).then((it) => ({ ...it })))));
    };
    load();
    return subscribe(() => load());
  }, []);
  return items;
}

export function LangSwitch() {
  const other = getLang() === "de" ? "en" : "de";
  return html`<button type="button" class="icon-btn lang" lang=${other} onClick=${() => setLang(other)}
    title=${other === "en" ? "English" : "Deutsch"}>${other.toUpperCase()}</button>`;
}

export function SheetsScreen() {
  const items = useSheets();
  return html`<${Header} title=${t("app.title")}><${LangSwitch} /><//>
  <main class="page">
    ${items === null && html`<p class="muted">${t("loading")}</p>`}
    ${items?.length === 0 && html`<p class="empty">${t("sheets.empty")}</p>`}
    <ul class="cards" aria-label=${t("sheets.title")}>
      ${(items || []).map((item) => {
        const s = item.sheet;
        const tot = totals(s, live([...item.entries.values()])).points;
        const leader = s.players.reduce((a, b) => (value(own(tot, a) ?? 0) >= value(own(tot, b) ?? 0) ? a : b));
        const deals = live([...item.entries.values()]).length;
        return html`<li><a class="card sheet-card" href=${`#/s/${s.id}`}>
          <span class="card-title">${s.title || t("sheet.untitled")}</span>
          <span class="muted">${new Date(s.created_at).toLocaleDateString(getLang() === "de" ? "de-AT" : "en-GB")} · ${t("sheets.deals", { n: deals })}${s.role === "view" ? ` · ${t("sheets.readonly")}` : ""}</span>
          <span>${s.players.join(", ")}</span>
          <span class="card-foot">${deals ? html`<span>${t("sheets.leader")}: <strong>${leader}</strong> (${format(own(tot, leader) ?? 0, { plus: true })})</span>` : html`<span></span>`}
            <${SyncBadge} state=${syncState(s, item.entries.values())} /></span>
        </a></li>`;
      })}
    </ul>
    <div class="actions">
      <a class="btn primary big" href="#/new">${t("sheets.new")}</a>
      <${ImportButton} />
    </div>
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
    } catch (err) {
      toast(`${t("import.failed")}: ${err.message}`);
    }
  };
  return html`<label class="btn file-btn">${t("import.button")}<input type="file" accept="application/json,.json" id="import-file" onChange=${onFile} /></label>`;
}
