/**
 * A round (issue 20): its members (each renamed here, for every sheet of the round), its evenings,
 * a new evening, the season and the round's link.
 */
import { useEffect, useState } from "preact/hooks";
import { loadSheet, subscribe } from "../data.js";
import { nameError } from "../namecheck.js";
import { live } from "../model.js";
import { deleteRoundLater, undoRound } from "../rounddeletion.js";
import { getLang, go, Header, html, t, toast } from "../ui.js";
import { RoundConflict } from "./roundconflict.js";
import { addMember, archiveRound, renameMember, useRoundOf } from "./roundparts.js";
import { RoundBadge } from "./rounds.js";
import { RoundSettings } from "./roundsettings.js";

/**
 * The round's sheets stored on this device: sheet id → {sheet, entries}, a new object for a sheet
 * only when it or its entries changed (season.js keeps each evening's sums per object).
 */
export function useRoundSheets(round) {
  const [items, set] = useState(new Map());
  const ids = Object.keys(round?.sheets ?? {}).join(",");
  useEffect(() => {
    if (!round) return undefined;
    let alive = true;
    let shown = new Map();
    const load = async (changed = null) => {
      const out = new Map();
      for (const id of Object.keys(round.sheets ?? {})) {
        const item = await loadSheet(id);
        const before = shown.get(id);
        if (item) out.set(id, before && before.sheet === item.sheet && id !== changed ? before : { sheet: item.sheet, entries: item.entries });
      }
      shown = out;
      if (alive) set(out);
    };
    load();
    const off = subscribe((sheetId) => (sheetId === null || Object.hasOwn(round.sheets ?? {}, sheetId)) && load(sheetId));
    return () => {
      alive = false;
      off();
    };
  }, [round?.id, ids]);
  return items;
}

export function RoundNav({ id, here }) {
  const link = (sub, key) =>
    html`<a class=${`tab${here === sub ? " active" : ""}`} href=${`#/r/${id}${sub ? `/${sub}` : ""}`} aria-current=${here === sub ? "page" : undefined}>${t(key)}</a>`;
  return html`<nav class="tabs" aria-label=${t("round.nav")}>${link("", "round.title")}${link("season", "round.season")}${link("share", "round.share")}</nav>`;
}

function Member({ round, member }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(member.name);
  const others = round.members.filter((m) => m.id !== member.id).map((m) => m.name);
  const trimmed = name.trim();
  const why = trimmed ? nameError([...others, trimmed], others.length) : t("round.need_name");
  const id = `rename-${member.id}`;
  if (!editing) {
    return html`<li data-member=${member.name}><span>${member.name}</span>
      ${round.role === "edit" && html`<button type="button" class="btn small" aria-label=${t("round.rename_named", { name: member.name })} onClick=${() => setEditing(true)}>${t("round.rename")}</button>`}</li>`;
  }
  const save = async () => {
    await renameMember(round.id, member.id, trimmed);
    setEditing(false);
  };
  return html`<li data-member=${member.name}><input id=${id} value=${name} aria-label=${t("round.rename_named", { name: member.name })} aria-invalid=${String(!!why)}
      aria-describedby=${why ? `${id}-err` : undefined} onInput=${(e) => setName(e.currentTarget.value)} />
    <button type="button" class="btn small primary" disabled=${!!why} onClick=${save}>${t("round.save")}</button>
    ${why && html`<p class="error field-error" id=${`${id}-err`}>${why}</p>`}</li>`;
}

function AddMember({ round }) {
  const [name, setName] = useState("");
  const names = round.members.map((m) => m.name);
  const trimmed = name.trim();
  const why = trimmed ? nameError([...names, trimmed], names.length) : null;
  const add = async () => {
    await addMember(round.id, trimmed);
    setName("");
  };
  return html`<div class="add-member"><input id="new-member" value=${name} aria-label=${t("round.add_member")} placeholder=${t("round.add_member")}
      aria-invalid=${String(!!why)} aria-describedby=${why ? "new-member-err" : undefined} onInput=${(e) => setName(e.currentTarget.value)} />
    <button type="button" class="btn small" disabled=${!trimmed || !!why} onClick=${add}>${t("round.add")}</button>
    ${why && html`<p class="error field-error" id="new-member-err">${why}</p>`}</div>`;
}

/** Archive or restore the round; delete it (its sheets stay, as ordinary sheets), with undo. */
function RoundLife({ round }) {
  const edit = round.role === "edit";
  const archive = async () => {
    await archiveRound(round.id, !round.archived);
    toast(t(round.archived ? "round.restored" : "round.archived"));
    if (!round.archived) go("");
  };
  const remove = () => {
    deleteRoundLater(round.id);
    toast(t("round.deleted_toast"), { label: t("row.undo"), run: () => undoRound(round.id), focus: true });
    go("");
  };
  return html`<section aria-labelledby="h-round-life"><h2 id="h-round-life">${t("round.life")}</h2>
    ${
      edit &&
      html`<p class="hint">${t(round.archived ? "round.archived_hint" : "round.archive_hint")}</p>
      <div class="actions"><button type="button" class="btn" id="archive-round" onClick=${archive}>${t(round.archived ? "round.restore" : "round.archive")}</button></div>`
    }
    <p class="hint">${t(edit ? "round.delete_hint" : "round.delete_hint_view")}</p>
    <div class="actions"><button type="button" class="btn danger" id="delete-round" onClick=${remove}>${t("round.delete")}</button></div>
  </section>`;
}

export function RoundScreen({ id }) {
  const round = useRoundOf(id);
  const items = useRoundSheets(round);
  if (round === undefined) return html`<${Header} title=${t("loading")} back="" />`;
  if (round === null)
    return html`<${Header} title=${t("round.missing")} back="" /><main class="page"><p class="error" role="alert">${t("round.missing")}</p></main>`;
  const names = new Map(round.members.map((m) => [m.id, m.name]));
  const evenings = [...items.entries()].sort((a, b) => (a[1].sheet.created_at < b[1].sheet.created_at ? 1 : -1));
  const locale = getLang() === "de" ? "de-AT" : "en-GB";
  return html`<${Header} title=${round.title} back=""><${RoundBadge} round=${round} /><//>
  <${RoundNav} id=${id} here="" />
  <main class="page round">
    ${round.role === "view" && html`<p class="banner">${t("round.readonly")}</p>`}
    <${RoundConflict} round=${round} />
    ${round.role === "edit" && html`<div class="actions"><a class="btn primary big" id="new-evening" href=${`#/r/${id}/evening`}>${t("round.new_evening")}</a></div>`}
    <section aria-labelledby="h-evenings"><h2 id="h-evenings">${t("round.evenings")}</h2>
      ${evenings.length === 0 && html`<p class="muted">${t("round.no_evenings")}</p>`}
      <ul class="cards">${evenings.map(([sid, item]) => {
        const link = round.sheets[sid];
        const seats = item.sheet.players.map((p) => names.get(link.members?.[p]) ?? p);
        return html`<li class="sheet-item" data-sheet=${sid}><a class="card sheet-card" href=${`#/s/${sid}`}>
          <span class="card-title">${item.sheet.title || t("sheet.untitled")}</span>
          <span class="muted">${new Date(item.sheet.created_at).toLocaleDateString(locale)} · ${t("sheets.deals", { n: live([...item.entries.values()]).length })}</span>
          <span class="players">${seats.join(", ")}</span></a></li>`;
      })}</ul>
    </section>
    <section aria-labelledby="h-members"><h2 id="h-members">${t("round.members")}</h2>
      <ul class="members">${round.members.map((m) => html`<${Member} key=${m.id} round=${round} member=${m} />`)}</ul>
      ${round.role === "edit" && html`<${AddMember} round=${round} />`}
    </section>
    <${RoundSettings} round=${round} />
    <${RoundLife} round=${round} />
  </main>`;
}
