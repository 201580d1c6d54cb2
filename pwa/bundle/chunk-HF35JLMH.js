import {
  joinLater,
  leaveRound
} from "./chunk-XFOUG5X4.js";
import {
  listRounds,
  subscribeRounds
} from "./chunk-VIPURRUT.js";
import {
  refusal
} from "./chunk-EQBCYY2W.js";
import {
  continueSheet,
  renamePlayers,
  setArchived
} from "./chunk-S4E4XWDW.js";
import "./chunk-VBLMMXQ6.js";
import {
  checkLookAlikes
} from "./chunk-PK4STYAR.js";
import {
  MAX_NAME,
  checkNames
} from "./chunk-5GM52YBN.js";
import {
  A,
  Header,
  Missing,
  d,
  deleteSheetWithUndo,
  format,
  getLang,
  go,
  html,
  leavers,
  listSheets,
  own,
  sheetFamily,
  shownName,
  shownNames,
  t,
  tableSizes,
  toast,
  useSheet
} from "./chunk-R2IDERMZ.js";
import "./chunk-MLKGABMK.js";

// pwa/app/screens/sheetround.js
var NEW = "new";
function useRounds() {
  const [rounds, set] = d(
    /** @type {import("../../engine/types.js").JsonObject[] | null} */
    null
  );
  A(() => {
    const load = () => listRounds().then((all) => set(all.filter((r) => !r.pending?.delete)));
    load();
    return subscribeRounds(load);
  }, []);
  return rounds;
}
var preselect = (sheet, round) => Object.fromEntries(sheet.players.map((p) => [p, round?.members.find((m) => m.name === shownName(sheet, p))?.id ?? ""]));
function Join({ sheet, rounds }) {
  const [rid, setRid] = d(rounds[0].id);
  const round = rounds.find((r) => r.id === rid) ?? rounds[0];
  const [seats, setSeats] = d(() => preselect(sheet, round));
  const pick = (id) => {
    setRid(id);
    setSeats(
      preselect(
        sheet,
        rounds.find((r) => r.id === id)
      )
    );
  };
  const chosen = Object.values(seats).filter((m) => m && m !== NEW);
  const problem = Object.values(seats).some((m) => !m) ? t("round.join_need") : new Set(chosen).size !== chosen.length ? t("round.join_twice") : null;
  const join = async () => {
    const map = Object.fromEntries(Object.entries(seats).map(([p, m]) => [p, m === NEW ? { name: shownName(sheet, p) } : m]));
    await joinLater(round, sheet.id, map);
    toast(t("round.joined", { title: round.title }));
  };
  return html`<div class="field"><label for="join-round">${t("round.join_pick")}</label>
      <select id="join-round" onChange=${(e) => pick(e.currentTarget.value)}>
        ${rounds.map((r) => html`<option value=${r.id} selected=${r.id === round.id}>${r.title}</option>`)}
      </select></div>
    <p class="hint">${t("round.join_seats")}</p>
    <ol class="seating seat-members">${sheet.players.map((p, i) => {
    const name = shownName(sheet, p);
    const known = round.members.some((m) => m.name === name);
    return html`<li><span class="seat-n" aria-hidden="true">${i + 1}.</span>
        <label class="seat-name" for=${`seat-member-${i}`}>${name}</label>
        <select id=${`seat-member-${i}`} data-seat=${p} onChange=${(e) => setSeats({ ...seats, [p]: e.currentTarget.value })}>
          <option value="" selected=${!seats[p]}>${t("round.join_choose")}</option>
          ${round.members.map((m) => html`<option value=${m.id} selected=${seats[p] === m.id}>${m.name}</option>`)}
          ${!known && html`<option value=${NEW} selected=${seats[p] === NEW}>${t("round.join_new", { name })}</option>`}
        </select></li>`;
  })}</ol>
    ${problem && html`<p class="error" id="join-problem">${problem}</p>`}
    <div class="actions"><button type="button" class="btn primary" id="join-round-go" disabled=${!!problem} onClick=${join}>${t("round.join_go")}</button></div>`;
}
function SheetRound({ sheet, editable }) {
  const rounds = useRounds();
  if (rounds === null) return null;
  const own2 = rounds.find((r) => Object.hasOwn(r.sheets ?? {}, sheet.id));
  const mine = rounds.filter((r) => r.role === "edit" && !r.archived);
  let body;
  if (own2) {
    body = html`<p id="sheet-round">${t("round.in_round")} <a href=${`#/r/${own2.id}`} data-round-link=${own2.id}>${own2.title}</a></p>
      ${own2.role === "edit" && editable && html`<p class="hint">${t("round.leave_hint")}</p>
        <div class="actions"><button type="button" class="btn" id="leave-round" onClick=${async () => {
      await leaveRound(own2.id, sheet.id);
      toast(t("round.left", { title: own2.title }));
    }}>${t("round.leave")}</button></div>`}`;
  } else if (!editable) body = html`<p class="hint">${t("round.not_in_round")}</p>`;
  else if (!mine.length) body = html`<p class="hint">${t("round.join_none")}</p>`;
  else body = html`<p class="hint">${t("round.join_hint")}</p><${Join} key=${mine.map((r) => r.id).join()} sheet=${sheet} rounds=${mine} />`;
  return html`<section aria-labelledby="h-sheet-round"><h2 id="h-sheet-round">${t("round.title")}</h2>${body}</section>`;
}

// pwa/app/screens/sheetmenu.js
function namesRefusal(names) {
  try {
    checkNames(names);
    checkLookAlikes(names);
    return null;
  } catch (err) {
    return refusal(err, getLang());
  }
}
function useTitles() {
  const [titles, set] = d(/* @__PURE__ */ new Map());
  A(() => {
    listSheets().then((sheets) => set(new Map(sheets.map((s) => [s.id, s.title || t("sheet.untitled")]))));
  }, []);
  return titles;
}
function Rename({ sheet }) {
  const names = shownNames(sheet);
  const [draft, setDraft] = d(names);
  const [problem, setProblem] = d(null);
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
          data-seat=${p} disabled=${!editable} onInput=${(e) => setDraft({ ...draft, [p]: e.currentTarget.value })} /></li>`
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
  const [table, setTable] = d(() => sheet.players.map((p) => own(names, p)));
  const [dealer, setDealer] = d(() => Math.max(0, sheet.players.indexOf(next.dealer)));
  const [joining, setJoining] = d("");
  const [busy, setBusy] = d(false);
  const max = Math.max(...sizes);
  const size = sizes.includes(table.length) ? null : t("life.table_size", { sizes: sizes.join(t("life.or")) });
  const problem = size ?? namesRefusal(table);
  const move = (i, d2) => {
    const out = [...table];
    [out[i], out[i + d2]] = [out[i + d2], out[i]];
    setTable(out);
    if (dealer === i) setDealer(i + d2);
    else if (dealer === i + d2) setDealer(i);
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
        <button type="button" class="icon-btn" aria-label=${t("life.leaves", { name: p })} onClick=${() => remove(i)}>×</button></li>`
  )}</ol>
    ${table.length < max && html`<div class="field join-row"><label for="joining">${t("life.joins")}</label>
      <div class="inline"><input id="joining" value=${joining} maxlength=${MAX_NAME} autocomplete="off" onInput=${(e) => setJoining(e.currentTarget.value)}
        onKeyDown=${(e) => e.key === "Enter" && add()} />
      <button type="button" class="btn" id="add-player" disabled=${!joining.trim()} onClick=${add}>${t("life.add")}</button></div></div>`}
    <div class="field"><label for="next-dealer">${t("new.first_dealer")}</label>
      <select id="next-dealer" onChange=${(e) => setDealer(Number(e.currentTarget.value))}>
        ${table.map((p, i) => html`<option value=${i} selected=${dealer === i}>${p}</option>`)}
      </select></div>
    ${problem && html`<p class="error" role="alert" id="continue-problem">${problem}</p>`}
    <div class="actions"><button type="button" class="btn primary" id="continue-sheet" disabled=${!!problem || busy} onClick=${start}>${t("life.continue_start")}</button></div>
  </section>`;
}
function Links({ sheet }) {
  const titles = useTitles();
  const link = (id, key) => titles.has(id) ? html`<li><a href=${`#/s/${id}`} data-evening-link=${key}>${t(`life.${key}`, { title: titles.get(id) })}</a></li>` : html`<li class="muted" data-evening-link=${key}>${t(`life.${key}_elsewhere`)}</li>`;
  if (!sheet.continues && !sheet.continued_by?.length) return null;
  const carry = sheet.carry?.points ?? {};
  return html`<section aria-labelledby="h-links"><h2 id="h-links">${t("life.evening")}</h2>
    <ul class="links">${sheet.continues && link(sheet.continues, "continues")}${(sheet.continued_by ?? []).map((id) => link(id, "continued_by"))}</ul>
    ${sheet.carry && html`<p class="carry" data-carry>${t("life.carry")}: ${Object.entries(carry).map(([name, v]) => `${shownName(sheet, name)} ${format(v, { plus: true })}`).join(", ") || "0"}</p>`}
  </section>`;
}
function SheetMenuScreen({ id }) {
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
export {
  SheetMenuScreen
};
