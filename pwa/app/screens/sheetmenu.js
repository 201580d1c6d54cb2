/**
 * One sheet's own settings ("Liste verwalten"), reached from the sheet: rename a player, go on on
 * a new sheet when the table changes (a player joins or leaves, the seating changes: the totals
 * carry on), archive or restore the sheet, delete it (with undo). Offline like the rest: each
 * change is written here at once and reaches the server with the next sync (sheetlife.js).
 */
import { useEffect, useState } from "preact/hooks";
import { format } from "../amounts.js";
import { own } from "../byname.js";
import { listSheets } from "../data.js";
import { refusal } from "../i18n.js";
import { sheetFamily, shownName, shownNames } from "../model.js";
import { continueSheet, leavers, renamePlayers, setArchived } from "../sheetlife.js";
import { checkLookAlikes } from "../../engine/lookalike.js";
import { checkNames, MAX_NAME } from "../../engine/vocabulary.js";
import { tableSizes } from "../../engine/familytable.js";
import { getLang, go, Header, html, t, toast } from "../ui.js";
import { useSheet } from "../usesheet.js";
import { deleteSheetWithUndo } from "./sheets.js";
import { Missing } from "./sheet.js";
import { SheetRound } from "./sheetround.js";

/** Why the engine (and so the server) would refuse these names, in the player's language; else null. */
function namesRefusal(names) {
  try {
    checkNames(names);
    checkLookAlikes(names);
    return null;
  } catch (err) {
    return refusal(err, getLang());
  }
}

/** Titles of the sheets on this device, by id (for the links between an evening's sheets). */
function useTitles() {
  const [titles, set] = useState(new Map());
  useEffect(() => {
    listSheets().then((sheets) => set(new Map(sheets.map((s) => [s.id, s.title || t("sheet.untitled")]))));
  }, []);
  return titles;
}

function Rename({ sheet }) {
  const names = shownNames(sheet);
  const [draft, setDraft] = useState(names);
  const [problem, setProblem] = useState(null);
  const editable = sheet.role === "edit";
  const changed = sheet.players.filter((p) => own(draft, p) !== own(names, p));
  const save = async () => {
    const all = sheet.players.map((p) => own(draft, p));
    const wrong = namesRefusal([...all, ...leavers(sheet)]);
    setProblem(wrong);
    if (wrong || !changed.length) return;
    await renamePlayers(sheet.id, Object.fromEntries(changed.map((p) => [p, own(draft, p)])));
    toast(t("life.renamed"));
  };
  return html`<section aria-labelledby="h-rename"><h2 id="h-rename">${t("life.rename")}</h2>
    <p class="hint">${t("life.rename_hint")}</p>
    <ol class="seating rename">${sheet.players.map(
      (p, i) => html`<li><span class="seat-n" aria-hidden="true">${i + 1}.</span>
        <input aria-label=${t("life.name_of", { name: own(names, p) })} value=${own(draft, p)} maxlength=${MAX_NAME} autocomplete="off"
          data-seat=${p} disabled=${!editable} onInput=${(e) => setDraft({ ...draft, [p]: e.currentTarget.value })} /></li>`,
    )}</ol>
    ${problem && html`<p class="error" role="alert" id="rename-problem">${problem}</p>`}
    ${sheet.meta_error && html`<p class="error" role="alert">${sheet.meta_error.message?.[getLang()] ?? sheet.meta_error.detail}</p>`}
    <div class="actions"><button type="button" class="btn primary" id="rename-save" disabled=${!editable || !changed.length} onClick=${save}>${t("life.rename_save")}</button></div>
  </section>`;
}

function Continue({ data }) {
  const { sheet, next } = data;
  const names = shownNames(sheet);
  const sizes = tableSizes(sheet.profile_data);
  const [table, setTable] = useState(() => sheet.players.map((p) => own(names, p)));
  const [dealer, setDealer] = useState(() => Math.max(0, sheet.players.indexOf(next.dealer)));
  const [joining, setJoining] = useState("");
  const [busy, setBusy] = useState(false);
  const max = Math.max(...sizes);
  const size = sizes.includes(table.length) ? null : t("life.table_size", { sizes: sizes.join(t("life.or")) });
  const problem = size ?? namesRefusal(table);
  const move = (i, d) => {
    const out = [...table];
    [out[i], out[i + d]] = [out[i + d], out[i]];
    setTable(out);
    if (dealer === i) setDealer(i + d);
    else if (dealer === i + d) setDealer(i);
  };
  const remove = (i) => {
    setTable(table.filter((_, k) => k !== i));
    setDealer(dealer > i ? dealer - 1 : dealer === i ? 0 : dealer);
  };
  const add = () => {
    const name = joining.trim();
    if (!name || table.length >= max) return;
    setTable([...table, name]);
    setJoining("");
  };
  const start = async () => {
    if (problem || busy) return;
    setBusy(true);
    const id = await continueSheet(data, table, table[Math.min(dealer, table.length - 1)]);
    toast(t("life.continued"));
    go(`s/${id}`);
  };
  return html`<section aria-labelledby="h-continue"><h2 id="h-continue">${t("life.continue")}</h2>
    <p class="hint">${t("life.continue_hint")}</p>
    <ol class="seating">${table.map(
      (p, i) => html`<li data-table-seat=${p}><span class="seat-n" aria-hidden="true">${i + 1}.</span><span class="seat-name">${p}</span>
        <button type="button" class="icon-btn" aria-label=${t("new.move_up", { n: i + 1 })} disabled=${i === 0} onClick=${() => move(i, -1)}>↑</button>
        <button type="button" class="icon-btn" aria-label=${t("new.move_down", { n: i + 1 })} disabled=${i === table.length - 1} onClick=${() => move(i, 1)}>↓</button>
        <button type="button" class="icon-btn" aria-label=${t("life.leaves", { name: p })} onClick=${() => remove(i)}>×</button></li>`,
    )}</ol>
    ${
      table.length < max &&
      html`<div class="field join-row"><label for="joining">${t("life.joins")}</label>
      <div class="inline"><input id="joining" value=${joining} maxlength=${MAX_NAME} autocomplete="off" onInput=${(e) => setJoining(e.currentTarget.value)}
        onKeyDown=${(e) => e.key === "Enter" && add()} />
      <button type="button" class="btn" id="add-player" disabled=${!joining.trim()} onClick=${add}>${t("life.add")}</button></div></div>`
    }
    <div class="field"><label for="next-dealer">${t("new.first_dealer")}</label>
      <select id="next-dealer" onChange=${(e) => setDealer(Number(e.currentTarget.value))}>
        ${table.map((p, i) => html`<option value=${i} selected=${dealer === i}>${p}</option>`)}
      </select></div>
    ${problem && html`<p class="error" role="alert" id="continue-problem">${problem}</p>`}
    <div class="actions"><button type="button" class="btn primary" id="continue-sheet" disabled=${!!problem || busy} onClick=${start}>${t("life.continue_start")}</button></div>
  </section>`;
}

/** The evening's other sheets: the one this continues, those that continue it. */
function Links({ sheet }) {
  const titles = useTitles();
  const link = (id, key) =>
    titles.has(id)
      ? html`<li><a href=${`#/s/${id}`} data-evening-link=${key}>${t(`life.${key}`, { title: titles.get(id) })}</a></li>`
      : html`<li class="muted" data-evening-link=${key}>${t(`life.${key}_elsewhere`)}</li>`;
  if (!sheet.continues && !sheet.continued_by?.length) return null;
  const carry = sheet.carry?.points ?? {};
  return html`<section aria-labelledby="h-links"><h2 id="h-links">${t("life.evening")}</h2>
    <ul class="links">${sheet.continues && link(sheet.continues, "continues")}${(sheet.continued_by ?? []).map((id) => link(id, "continued_by"))}</ul>
    ${
      sheet.carry &&
      html`<p class="carry" data-carry>${t("life.carry")}: ${
        Object.entries(carry)
          .map(([name, v]) => `${shownName(sheet, name)} ${format(v, { plus: true })}`)
          .join(", ") || "0"
      }</p>`
    }
  </section>`;
}

export function SheetMenuScreen({ id }) {
  const data = useSheet(id);
  if (data.missing) return html`<${Missing} />`;
  if (!data.sheet) return html`<${Header} title=${t("loading")} back=${`s/${id}`} />`;
  const { sheet } = data;
  const editable = sheet.role === "edit" && !sheet.remote.deleted;
  const name = sheet.title || t("sheet.untitled");
  return html`<${Header} title=${t("life.title")} back=${`s/${id}`} />
  <main class="page form sheet-menu">
    <p class="muted">${name}</p>
    ${!editable && html`<p class="hint" id="view-only">${t("life.view_only")}</p>`}
    <${Rename} sheet=${sheet} key=${JSON.stringify(sheet.display_names ?? {})} />
    <p><a class="btn" id="open-tariff" href=${`#/s/${id}/tariff`}>${t("tariff.sheet_title")}</a></p>
    <${Links} sheet=${sheet} />
    <${SheetRound} sheet=${sheet} editable=${editable} />
    ${editable && !sheetFamily(sheet).hasPot && html`<${Continue} data=${data} />`}
    <section aria-labelledby="h-archive"><h2 id="h-archive">${t("life.archive_title")}</h2>
      <p class="hint">${t(sheet.archived ? "life.archived_hint" : "life.archive_hint")}</p>
      <div class="actions"><button type="button" class="btn" id="archive-sheet" disabled=${!editable} onClick=${async () => {
        await setArchived(id, !sheet.archived);
        toast(t(sheet.archived ? "life.restored" : "life.archived"));
        if (!sheet.archived) go("");
      }}>${t(sheet.archived ? "life.restore" : "life.archive")}</button></div>
    </section>
    <section aria-labelledby="h-delete"><h2 id="h-delete">${t("life.delete_title")}</h2>
      <p class="hint">${t(sheet.role === "edit" ? "life.delete_hint" : "life.delete_hint_view")}</p>
      <div class="actions"><button type="button" class="btn danger" id="delete-sheet" onClick=${() => {
        deleteSheetWithUndo(sheet);
        go("");
      }}>${t("life.delete")}</button></div>
    </section>
  </main>`;
}
