import {
  csvCell
} from "./chunk-GTZS5S5T.js";
import {
  refusal
} from "./chunk-EQBCYY2W.js";
import {
  settleEntry
} from "./chunk-X2YNAM2X.js";
import {
  newTokens
} from "./chunk-VBLMMXQ6.js";
import {
  LEDGERS,
  download,
  getLang,
  html,
  own,
  putEntries,
  putSheet,
  sheetFamily,
  shownName,
  shownNames,
  t,
  uuid
} from "./chunk-R2IDERMZ.js";

// pwa/app/screens/transfer.js
function exportJson({ sheet, all }) {
  const entries = [...all].sort((a, b) => a.order - b.order);
  return {
    format: "tarock-sheet",
    format_version: 1,
    exported_at: (/* @__PURE__ */ new Date()).toISOString(),
    sheet: {
      id: sheet.id,
      title: sheet.title,
      players: sheet.players,
      first_dealer: sheet.first_dealer,
      cents_per_point: sheet.cents_per_point,
      ...sheetFamily(sheet).hasPot ? { stake: sheet.stake } : {},
      house_rules: sheet.house_rules,
      profile: { id: sheet.profile_id, version: sheet.profile_data.version, data: sheet.profile_data },
      // the sheet's life (sheetlife.js): the names shown, the evening's link and carry
      display_names: shownNames(sheet),
      continues: sheet.continues ?? null,
      carry: sheet.carry ?? null
    },
    entries: entries.map((e) => ({
      id: e.id,
      revision: e.revision,
      dealer: e.dealer,
      deleted: e.deleted,
      record: e.record,
      written: e.written ?? null,
      result: e.result
    }))
  };
}
function exportCsv({ sheet, rows, opening }) {
  const ps = sheet.players;
  const name = (p) => shownName(sheet, p);
  const pot = opening ? ["pot", "pot total"] : [];
  const head = [
    "deal",
    "entry_id",
    "dealer",
    "game",
    "declarer",
    "partner",
    "won",
    "schreibfehler",
    ...ps.map((p) => `${name(p)} points`),
    ...ps.map((p) => `${name(p)} total`),
    ...ps.map((p) => `${name(p)} money_cents`),
    ...pot
  ];
  const bool = (v) => v === void 0 || v === null ? "" : v ? "1" : "0";
  const lines = rows.map((r) => {
    const rec = r.entry.record;
    return [
      r.n,
      r.entry.id,
      name(r.dealer),
      rec.game,
      name(r.result.declarer ?? ""),
      name(r.result.partner ?? ""),
      bool(rec.won),
      bool(!!rec.writing_error),
      ...ps.map((p) => own(r.result.points, p) ?? 0),
      ...ps.map((p) => own(r.running.points, p) ?? 0),
      ...ps.map((p) => own(r.result.money_cents, p) ?? 0),
      ...opening ? [r.result.pot?.points ?? 0, r.pot.points] : []
    ];
  });
  return [head, ...lines].map((l) => l.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
function ExportButtons({ data }) {
  const name = `tarock-${(data.sheet.title || data.sheet.id).replace(/[^\w-]+/g, "_")}`;
  return html`<section aria-labelledby="h-export"><h2 id="h-export">${t("export.title")}</h2>
    <div class="actions">
      <button type="button" class="btn" id="export-csv" onClick=${() => download(`${name}.csv`, "text/csv", exportCsv(data))}>CSV</button>
      <button type="button" class="btn" id="export-json" onClick=${() => download(`${name}.json`, "application/json", JSON.stringify(exportJson(data), null, 1))}>JSON</button>
    </div></section>`;
}
async function importSheet(data) {
  if (data?.format !== "tarock-sheet" || data.format_version !== 1) throw new Error(t("import.format"));
  const meta = data.sheet;
  const id = uuid();
  const sheet = {
    id,
    title: meta.title ?? "",
    players: meta.players,
    first_dealer: meta.first_dealer ?? meta.players[0],
    profile_id: meta.profile.id,
    profile_data: meta.profile.data,
    house_rules: meta.house_rules ?? {},
    cents_per_point: meta.cents_per_point,
    ...meta.stake == null ? {} : { stake: meta.stake },
    // the names shown and the evening's link and carry travel with the sheet (sheetlife.js)
    display_names: Object.fromEntries(Object.entries(meta.display_names ?? {}).filter(([seat, shown]) => seat !== shown && meta.players.includes(seat))),
    ...meta.continues ? { continues: meta.continues } : {},
    ...meta.carry ? { carry: meta.carry } : {},
    created_at: (/* @__PURE__ */ new Date()).toISOString(),
    role: "edit",
    ...await newTokens(),
    remote: { created: false, since: 0 }
  };
  const entries = (data.entries || []).map((e, i) => {
    const record = { ...e.record, dealer: e.dealer ?? e.record.dealer };
    const { result, error } = settleEntry(sheet, record);
    if (error) throw new Error(t("import.entry", { n: i + 1, reason: refusal(error, getLang()) }));
    for (const l of LEDGERS) if (!result[l]) throw new Error(t("import.format"));
    return {
      id: uuid(),
      sheet_id: id,
      order: 1e9 + i + 1,
      revision: 1,
      acked_revision: 0,
      dirty: true,
      record,
      written: e.written ?? null,
      deleted: !!e.deleted,
      dealer: record.dealer,
      result,
      conflict: null,
      updated_at: sheet.created_at
    };
  });
  await putSheet(sheet);
  await putEntries(id, entries);
  return id;
}

export {
  exportJson,
  exportCsv,
  ExportButtons,
  importSheet
};
