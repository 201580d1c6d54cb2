import {
  markDeleted,
  syncSheet
} from "./chunk-FR37QBMP.js";
import "./chunk-S4E4XWDW.js";
import "./chunk-VBLMMXQ6.js";
import {
  Header,
  Missing,
  SheetNav,
  add,
  d,
  editEntry,
  format,
  gameName,
  html,
  neg,
  own,
  shownName,
  t,
  useSheet
} from "./chunk-R2IDERMZ.js";
import "./chunk-MLKGABMK.js";

// pwa/app/screens/check.js
async function serverAudit(sheet) {
  await syncSheet(sheet.id);
  const tok = sheet.role === "edit" ? sheet.edit_token : sheet.view_token;
  const r = await fetch(`/api/v1/sheets/${sheet.id}/audit`, {
    method: "POST",
    headers: { Authorization: `Bearer ${tok}`, "Content-Type": "application/json" },
    body: "{}",
    cache: "no-store"
  });
  if (r.status === 410) await markDeleted(sheet.id);
  if (!r.ok) throw new Error(`HTTP ${r.status}`);
  return r.json();
}
function CheckScreen({ id, entryId }) {
  const data = useSheet(id);
  const [draft, setDraft] = d(() => /* @__PURE__ */ new Map());
  const [audit, setAudit] = d(
    /** @type {import("../../engine/types.js").JsonObject | null} the server's answer */
    null
  );
  const [auditError, setAuditError] = d(null);
  if (data.missing) return html`<${Missing} />`;
  if (!data.sheet) return html`<${Header} title=${t("loading")} back=${`s/${id}`} />`;
  const { sheet, rows: rowList } = data;
  const row = rowList.find((r) => r.entry.id === entryId) ?? rowList[rowList.length - 1];
  const players = row ? sheet.players.filter((p) => p !== row.sittingOut) : [];
  const written = row?.entry.written?.points;
  const value = (p) => draft.get(p) ?? (own(written, p) !== void 0 ? String(own(written, p)) : "");
  const complete = players.length > 0 && players.every((p) => /^-?\d+$/.test(value(p).trim()));
  const editable = sheet.role === "edit";
  const save = async () => {
    const points = Object.fromEntries(players.map((p) => [p, Number(value(p))]));
    await editEntry(id, row.entry.id, (stored) => ({ written: { ...stored.written || {}, points } }));
    setDraft(/* @__PURE__ */ new Map());
  };
  const runAudit = async () => {
    setAuditError(null);
    try {
      setAudit(await serverAudit(sheet));
    } catch {
      setAuditError(t("check.offline"));
    }
  };
  const checked = rowList.filter((r) => r.entry.written?.points);
  const auditFor = (eid) => audit?.entries.find((a) => a.id === eid);
  return html`<${Header} title=${t("check.title")} back=${`s/${id}`} />
  <${SheetNav} id=${id} here="check" />
  <main class="page">
    ${!row && html`<p class="empty">${t("sheet.no_deals")}</p>`}
    ${row && html`<section aria-labelledby="h-written">
      <h2 id="h-written">${t("check.deal", { n: row.n })}</h2>
      <div class="field"><label for="check-deal">${t("check.which")}</label>
        <select id="check-deal" onChange=${(e) => {
    setDraft(/* @__PURE__ */ new Map());
    location.hash = `#/s/${id}/check/${e.currentTarget.value}`;
  }}>
          ${rowList.map((r) => html`<option value=${r.entry.id} selected=${r === row}>${r.n}: ${gameName(sheet, r.entry.record.game)} ${shownName(sheet, r.entry.record.declarer) ?? ""}</option>`)}
        </select></div>
      <p class="hint">${t("check.hint")}</p>
      <table class="check-table"><thead><tr><th scope="col">${t("deal.player")}</th><th scope="col">${t("check.written")}</th>
        <th scope="col">${t("check.computed")}</th><th scope="col">${t("check.difference")}</th></tr></thead>
      <tbody>${players.map((p) => {
    const v = value(p).trim();
    const diff = /^-?\d+$/.test(v) ? add(Number(v), neg(own(row.result.points, p) ?? 0)) : null;
    return html`<tr data-player=${p}><th scope="row">${shownName(sheet, p)}</th>
          <td><input type="number" inputmode="numeric" aria-label=${t("check.written_of", { p: shownName(sheet, p) })} value=${value(p)} disabled=${!editable}
            onInput=${(e) => setDraft(new Map(draft).set(p, e.currentTarget.value))} /></td>
          <td>${format(own(row.result.points, p) ?? 0)}</td>
          <td class=${diff && diff !== 0 ? "bad" : ""} data-diff=${diff === null ? "" : String(diff)}>${diff === null ? "" : diff === 0 ? "✓" : format(diff, { plus: true })}</td></tr>`;
  })}</tbody></table>
      ${editable && html`<div class="actions"><button type="button" class="btn primary" id="save-written" disabled=${!complete} onClick=${save}>${t("check.save")}</button></div>`}
    </section>`}
    <section aria-labelledby="h-audit"><h2 id="h-audit">${t("check.audit")}</h2>
      <p class="hint">${t("check.audit_hint", { n: checked.length })}</p>
      <button type="button" class="btn" id="run-audit" onClick=${runAudit}>${t("check.run")}</button>
      ${auditError && html`<p class="error" role="alert">${auditError}</p>`}
      ${audit && html`<p class=${audit.ok ? "ok" : "bad"} data-audit=${audit.ok ? "ok" : "differs"}>${audit.ok ? t("check.all_ok", { n: audit.checked }) : t("check.differ", { n: audit.differing, of: audit.checked })}</p>
        <ul class="audit">${checked.map((r) => {
    const a = auditFor(r.entry.id);
    if (!a) return null;
    return html`<li data-entry=${r.entry.id}><strong>${t("check.deal", { n: r.n })}</strong>: ${a.ok ? "✓" : ""}
            ${(a.explanation || []).map((x) => html`<div class="explain" data-kind=${x.kind}>${x.text}${x.rule ? html` <span class="clause">§ ${x.rule}</span>` : ""}</div>`)}</li>`;
  })}</ul>`}
    </section>
  </main>`;
}
export {
  CheckScreen
};
