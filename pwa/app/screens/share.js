/**
 * Share: a read-only link and a co-writer link, each with a QR code, and export/import. The tokens
 * travel in the URL fragment (after #), which browsers never send to a server, so they never
 * appear in a query string or a server log.
 */
import { generate } from "lean-qr";
import { Header, html, t } from "../ui.js";
import { useSheet } from "../usesheet.js";
import { Missing, SheetNav } from "./sheet.js";
import { ExportButtons } from "./transfer.js";

export function shareLink(sheet, role) {
  const tok = role === "edit" ? sheet.edit_token : sheet.view_token;
  return `${location.origin}/#/join/${sheet.id}/${role}/${tok}`;
}

/** A QR code as one SVG path (no inline styles, no data: URL: the strict CSP holds). */
export function Qr({ text, label }) {
  const code = generate(text);
  let d = "";
  for (let y = 0; y < code.size; y++) for (let x = 0; x < code.size; x++) if (code.get(x, y)) d += `M${x} ${y}h1v1h-1z`;
  const size = code.size + 8;
  return html`<svg class="qr" viewBox=${`-4 -4 ${size} ${size}`} role="img" aria-label=${label}>
    <rect x="-4" y="-4" width=${size} height=${size} class="qr-bg" /><path d=${d} class="qr-fg" /></svg>`;
}

function LinkBox({ role, sheet }) {
  const link = shareLink(sheet, role);
  const copy = () => navigator.clipboard?.writeText(link);
  return html`<section class="share" aria-labelledby=${`h-${role}`} data-role=${role}>
    <h2 id=${`h-${role}`}>${t(`share.${role}`)}</h2>
    <p class="hint">${t(`share.${role}_hint`)}</p>
    <${Qr} text=${link} label=${t("share.qr", { what: t(`share.${role}`) })} />
    <input class="link" readonly value=${link} aria-label=${t("share.link", { what: t(`share.${role}`) })} data-link=${role} />
    <div class="actions">
      <button type="button" class="btn" onClick=${copy}>${t("share.copy")}</button>
      ${navigator.share && html`<button type="button" class="btn" onClick=${() => navigator.share({ title: sheet.title, url: link }).catch(() => {})}>${t("share.send")}</button>`}
    </div>
  </section>`;
}

export function ShareScreen({ id }) {
  const data = useSheet(id);
  if (data.missing) return html`<${Missing} />`;
  if (!data.sheet) return html`<${Header} title=${t("loading")} back=${`s/${id}`} />`;
  const { sheet } = data;
  return html`<${Header} title=${t("share.title")} back=${`s/${id}`} />
  <${SheetNav} id=${id} here="share" />
  <main class="page">
    ${!sheet.remote.created && html`<p class="banner">${t("share.not_yet")}</p>`}
    <${LinkBox} role="view" sheet=${sheet} />
    ${sheet.role === "edit" && html`<${LinkBox} role="edit" sheet=${sheet} />`}
    <${ExportButtons} data=${data} />
  </main>`;
}
