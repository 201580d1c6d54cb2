/**
 * One deal: its settlement lines with the clauses they apply (what a dispute needs), edit, delete
 * with undo, and — when two devices changed it — both versions side by side to choose from.
 */
import { format, formatMoney } from "../amounts.js";
import { own } from "../byname.js";
import { editEntry } from "../data.js";
import { gameName, shownName } from "../model.js";
import { getLang, go, Header, html, t, toast } from "../ui.js";
import { useSheet } from "../usesheet.js";
import { Conflict } from "./conflict.js";
import { Missing } from "./sheet.js";

/** The settlement lines: text, clause, points (and money) per player (``players``: seats of ``sheet``). */
export function Lines({ sheet, result, players }) {
  const name = (p) => shownName(sheet, p);
  return html`<div class="lines">
    ${result.lines.map(
      (line, i) => html`<div class="line" data-line=${i} data-item=${line.item}>
      <p class="line-text">${line.text}</p>
      ${line.rule && html`<p class="clause">§ ${line.rule}</p>`}
      <dl class="line-amounts">${players.map((p) => html`<div><dt>${name(p)}</dt><dd>${format(own(line.points, p) ?? 0, { plus: true })}</dd></div>`)}
        ${line.pot && html`<div class="pot"><dt>${t("pot.name")}</dt><dd>${format(line.pot.points, { plus: true })}</dd></div>`}</dl>
    </div>`,
    )}
    <div class="line total" data-line="total">
      <p class="line-text"><strong>${t("row.total")}</strong></p>
      <dl class="line-amounts">${players.map(
        (p) => html`<div><dt>${name(p)}</dt><dd data-points=${p}><strong>${format(own(result.points, p) ?? 0, { plus: true })}</strong>
        <span class="muted small">${formatMoney(own(result.money_cents, p) ?? 0, getLang(), { plus: true })}</span></dd></div>`,
      )}
        ${
          result.pot &&
          html`<div class="pot"><dt>${t("pot.name")}</dt><dd data-points="pot"><strong>${format(result.pot.points, { plus: true })}</strong>
        <span class="muted small">${t("pot.left", { amount: result.pot.after })}</span></dd></div>`
        }</dl>
    </div>
  </div>`;
}

function describe(sheet, record) {
  const partner = record.partner && shownName(sheet, record.partner);
  return [gameName(sheet, record.game), shownName(sheet, record.declarer), partner].filter(Boolean).join(" · ");
}

export async function deleteWithUndo(sheetId, entry) {
  await editEntry(sheetId, entry.id, () => ({ deleted: true }));
  toast(t("row.deleted"), { label: t("row.undo"), run: () => restore(sheetId, entry) });
}

const restore = (sheetId, entry) => editEntry(sheetId, entry.id, () => ({ deleted: false }));

export function RowScreen({ id, entryId }) {
  const data = useSheet(id);
  if (data.missing) return html`<${Missing} />`;
  if (!data.sheet) return html`<${Header} title=${t("loading")} back=${`s/${id}`} />`;
  const entry = data.item.entries.get(entryId);
  if (!entry) return html`<${Missing} />`;
  const row = data.rows.find((r) => r.entry.id === entryId);
  const players = data.sheet.players.filter((p) => p !== row?.sittingOut);
  const editable = data.sheet.role === "edit";
  return html`<${Header} title=${row ? t("row.title", { n: row.n }) : t("row.deleted_title")} back=${`s/${id}`} />
  <main class="page">
    <p class="muted">${describe(data.sheet, entry.record)} · ${t("deal.seat", { dealer: shownName(data.sheet, entry.dealer), forehand: shownName(data.sheet, row?.forehand ?? entry.record.forehand ?? "") })}
      ${entry.record.writing_error ? ` · ${t("deal.writing_error")}` : ""}</p>
    <${Conflict} sheet=${data.sheet} entry=${entry} editable=${editable} />
    ${entry.deleted && html`<p class="banner">${t("row.is_deleted")}</p>`}
    ${(row ? row.entry : entry).result && html`<${Lines} sheet=${data.sheet} result=${(row ? row.entry : entry).result} players=${players} />`}
    ${
      editable &&
      html`<div class="actions">
      ${!entry.deleted && html`<a class="btn" href=${`#/s/${id}/deal/${entryId}`} id="edit-deal">${t("row.edit")}</a>`}
      ${
        !entry.deleted &&
        html`<button type="button" class="btn danger" id="delete-deal" onClick=${async () => {
          await deleteWithUndo(id, entry);
          go(`s/${id}`);
        }}>${t("row.delete")}</button>`
      }
      ${entry.deleted && html`<button type="button" class="btn" onClick=${() => restore(id, entry)}>${t("row.restore")}</button>`}
      <a class="btn" href=${`#/s/${id}/check/${entryId}`}>${t("row.check")}</a>
      ${!entry.deleted && html`<a class="btn" id="verify-deal" href=${`#/s/${id}/verify/${entryId}`}>${t("verify.open")}</a>`}
    </div>`
    }
  </main>`;
}
