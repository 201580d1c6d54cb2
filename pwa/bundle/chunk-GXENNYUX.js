import {
  addMember,
  archiveRound,
  changeSettings,
  renameMember,
  resolveRound,
  useRoundOf
} from "./chunk-XFOUG5X4.js";
import {
  nameError,
  titleError
} from "./chunk-YRMOKRM6.js";
import {
  mineOf,
  settingsDiff,
  settingsOf
} from "./chunk-6GVZGHFI.js";
import {
  RoundBadge,
  deleteRoundLater,
  undoRound
} from "./chunk-4X7GP23F.js";
import {
  refusal
} from "./chunk-EQBCYY2W.js";
import {
  profileIndex
} from "./chunk-X2YNAM2X.js";
import {
  MAX_CENTS_PER_POINT
} from "./chunk-5GM52YBN.js";
import {
  A,
  Header,
  d,
  getLang,
  go,
  html,
  live,
  loadSheet,
  subscribe,
  t,
  toast
} from "./chunk-R2IDERMZ.js";

// pwa/app/screens/roundconflict.js
function useProfileNames() {
  const [names, set] = d(/* @__PURE__ */ new Map());
  A(() => {
    profileIndex().then((index) => set(new Map((index?.profiles ?? []).map((p) => [p.id, p.name])))).catch(() => null);
  }, []);
  return names;
}
function Versions({ rows, theirsLabel, mineLabel }) {
  return html`<table class="versions">
    <thead><tr><th scope="col">${t("conflict.what")}</th><th scope="col">${theirsLabel}</th><th scope="col">${mineLabel}</th></tr></thead>
    <tbody>${rows.map((r) => html`<tr data-aspect=${r.key}><th scope="row">${r.label}</th><td data-side="theirs">${r.a}</td><td data-side="mine">${r.b}</td></tr>`)}</tbody>
  </table>`;
}
function RoundConflict({ round }) {
  const names = useProfileNames();
  const words = { t, profile: (id) => names.get(id) ?? id };
  const order = round.members.map((m) => m.id);
  const editable = round.role === "edit";
  const c = round.conflict;
  const replaced = round.replaced ?? {};
  const out = [];
  if (c?.keys?.length) {
    const mine = mineOf(round);
    const rows = settingsDiff(c.server, mine, c.keys, order, words);
    out.push(html`<section class="banner warn conflict" role="alert" aria-labelledby="h-round-conflict" data-conflict="changed">
      <h2 id="h-round-conflict">${t("conflict.title")}</h2>
      <p>${t("roundconflict.text")}</p>
      <${Versions} rows=${rows} theirsLabel=${t("conflict.theirs")} mineLabel=${t("conflict.mine")} />
      ${editable && html`<div class="actions">
        <button type="button" class="btn" onClick=${() => resolveRound(round.id, "keepMine")}>${t("conflict.keep_mine")}</button>
        <button type="button" class="btn" onClick=${() => resolveRound(round.id, "takeTheirs")}>${t("conflict.take_theirs")}</button>
      </div>`}
    </section>`);
  }
  const keys = Object.keys(replaced);
  if (keys.length) {
    const now = settingsOf(round);
    const theirs = Object.fromEntries(keys.map((k) => [k, replaced[k].now ?? now[k]]));
    const mine = Object.fromEntries(keys.map((k) => [k, replaced[k].mine]));
    const rows = settingsDiff(theirs, mine, keys, order, words);
    out.push(html`<section class="banner warn conflict" role="alert" aria-labelledby="h-round-replaced" data-conflict="replaced">
      <h2 id="h-round-replaced">${t("roundconflict.replaced_title")}</h2>
      <p>${t("roundconflict.replaced_text")}</p>
      <${Versions} rows=${rows} theirsLabel=${t("conflict.now")} mineLabel=${t("conflict.yours")} />
      ${editable && html`<div class="actions">
        <button type="button" class="btn" onClick=${() => resolveRound(round.id, "restoreMine")}>${t("conflict.restore")}</button>
        <button type="button" class="btn" onClick=${() => resolveRound(round.id, "acceptReplaced")}>${t("conflict.accept")}</button>
      </div>`}
    </section>`);
  }
  return out.length ? html`${out}` : null;
}

// pwa/app/screens/roundsettings.js
var whole = (text, max) => /^\d+$/.test(text.trim()) && Number(text) <= max ? Number(text) : null;
function RoundSettings({ round }) {
  const [title, setTitle] = d(round.title);
  const [cents, setCents] = d(String(round.cents_per_point));
  const [kitty, setKitty] = d(String(round.kitty_percent ?? 0));
  A(() => setTitle(round.title), [round.title]);
  A(() => setCents(String(round.cents_per_point)), [round.cents_per_point]);
  A(() => setKitty(String(round.kitty_percent ?? 0)), [round.kitty_percent]);
  if (round.role !== "edit") return null;
  const lang = getLang();
  const reasons = {
    title: title.trim() ? titleError(title.trim()) : t("roundsettings.need_title"),
    cents: whole(cents, MAX_CENTS_PER_POINT) === null ? refusal({ code: "number.range", params: { min: 0, max: MAX_CENTS_PER_POINT } }, lang) : null,
    kitty: whole(kitty, 100) === null ? refusal({ code: "number.range", params: { min: 0, max: 100 } }, lang) : null
  };
  const asked = { title: title.trim(), cents_per_point: whole(cents, MAX_CENTS_PER_POINT), kitty_percent: whole(kitty, 100) };
  const changed = Object.fromEntries(Object.entries(asked).filter(([k, v]) => v !== (k === "kitty_percent" ? round.kitty_percent ?? 0 : round[k])));
  const bad = Object.values(reasons).some(Boolean);
  const save = async () => {
    await changeSettings(round.id, changed);
    toast(t("roundsettings.saved"));
  };
  const field = (id, label, value, set, why, extra = {}) => html`<div class="field"><label for=${id}>${label}</label>
      <input id=${id} value=${value} aria-invalid=${String(!!why)} aria-describedby=${why ? `${id}-err` : void 0} onInput=${(e) => set(e.currentTarget.value)} ...${extra} />
      ${why && html`<p class="error field-error" id=${`${id}-err`}>${why}</p>`}</div>`;
  const number = { type: "number", inputmode: "numeric", min: "0" };
  return html`<section aria-labelledby="h-round-settings"><h2 id="h-round-settings">${t("roundsettings.title")}</h2>
    ${field("round-title", t("round.name"), title, setTitle, reasons.title)}
    ${field("round-cents", t("new.cents"), cents, setCents, reasons.cents, { ...number, max: String(MAX_CENTS_PER_POINT) })}
    ${field("round-kitty", t("round.kitty_percent"), kitty, setKitty, reasons.kitty, { ...number, max: "100" })}
    <p class="hint">${t("roundsettings.hint")}</p>
    <div class="actions"><button type="button" class="btn" id="save-round-settings" disabled=${bad || !Object.keys(changed).length} onClick=${save}>${t("round.save")}</button></div>
  </section>`;
}

// pwa/app/screens/round.js
function useRoundSheets(round) {
  const [items, set] = d(/* @__PURE__ */ new Map());
  const ids = Object.keys(round?.sheets ?? {}).join(",");
  A(() => {
    if (!round) return void 0;
    let alive = true;
    let shown = /* @__PURE__ */ new Map();
    const load = async (changed = null) => {
      const out = /* @__PURE__ */ new Map();
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
function RoundNav({ id, here }) {
  const link = (sub, key) => html`<a class=${`tab${here === sub ? " active" : ""}`} href=${`#/r/${id}${sub ? `/${sub}` : ""}`} aria-current=${here === sub ? "page" : void 0}>${t(key)}</a>`;
  return html`<nav class="tabs" aria-label=${t("round.nav")}>${link("", "round.title")}${link("season", "round.season")}${link("share", "round.share")}</nav>`;
}
function Member({ round, member }) {
  const [editing, setEditing] = d(false);
  const [name, setName] = d(member.name);
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
      aria-describedby=${why ? `${id}-err` : void 0} onInput=${(e) => setName(e.currentTarget.value)} />
    <button type="button" class="btn small primary" disabled=${!!why} onClick=${save}>${t("round.save")}</button>
    ${why && html`<p class="error field-error" id=${`${id}-err`}>${why}</p>`}</li>`;
}
function AddMember({ round }) {
  const [name, setName] = d("");
  const names = round.members.map((m) => m.name);
  const trimmed = name.trim();
  const why = trimmed ? nameError([...names, trimmed], names.length) : null;
  const add = async () => {
    await addMember(round.id, trimmed);
    setName("");
  };
  return html`<div class="add-member"><input id="new-member" value=${name} aria-label=${t("round.add_member")} placeholder=${t("round.add_member")}
      aria-invalid=${String(!!why)} aria-describedby=${why ? "new-member-err" : void 0} onInput=${(e) => setName(e.currentTarget.value)} />
    <button type="button" class="btn small" disabled=${!trimmed || !!why} onClick=${add}>${t("round.add")}</button>
    ${why && html`<p class="error field-error" id="new-member-err">${why}</p>`}</div>`;
}
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
    ${edit && html`<p class="hint">${t(round.archived ? "round.archived_hint" : "round.archive_hint")}</p>
      <div class="actions"><button type="button" class="btn" id="archive-round" onClick=${archive}>${t(round.archived ? "round.restore" : "round.archive")}</button></div>`}
    <p class="hint">${t(edit ? "round.delete_hint" : "round.delete_hint_view")}</p>
    <div class="actions"><button type="button" class="btn danger" id="delete-round" onClick=${remove}>${t("round.delete")}</button></div>
  </section>`;
}
function RoundScreen({ id }) {
  const round = useRoundOf(id);
  const items = useRoundSheets(round);
  if (round === void 0) return html`<${Header} title=${t("loading")} back="" />`;
  if (round === null)
    return html`<${Header} title=${t("round.missing")} back="" /><main class="page"><p class="error" role="alert">${t("round.missing")}</p></main>`;
  const names = new Map(round.members.map((m) => [m.id, m.name]));
  const evenings = [...items.entries()].sort((a, b) => a[1].sheet.created_at < b[1].sheet.created_at ? 1 : -1);
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

export {
  useRoundSheets,
  RoundNav,
  RoundScreen
};
