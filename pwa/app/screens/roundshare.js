/**
 * A round's links (issue 20): read-only and co-writer, each with its QR code (share.js's). The
 * round's link gives a phone the round and every sheet of it; the token stays in the fragment.
 */
import { Header, html, t } from "../ui.js";
import { RoundNav } from "./round.js";
import { useRoundOf } from "./roundparts.js";
import { Qr } from "./share.js";

export function roundLink(round, role) {
  return `${location.origin}/#/rjoin/${round.id}/${role}/${role === "edit" ? round.edit_token : round.view_token}`;
}

function LinkBox({ round, role }) {
  const link = roundLink(round, role);
  return html`<section class="share" aria-labelledby=${`h-${role}`} data-role=${role}>
    <h2 id=${`h-${role}`}>${t(`share.${role}`)}</h2>
    <p class="hint">${t(`round.share_${role}_hint`)}</p>
    <${Qr} text=${link} label=${t("share.qr", { what: t(`share.${role}`) })} />
    <input class="link" readonly value=${link} aria-label=${t("share.link", { what: t(`share.${role}`) })} data-link=${role} />
    <div class="actions">
      <button type="button" class="btn" onClick=${() => navigator.clipboard?.writeText(link)}>${t("share.copy")}</button>
      ${navigator.share && html`<button type="button" class="btn" onClick=${() => navigator.share({ title: round.title, url: link }).catch(() => {})}>${t("share.send")}</button>`}
    </div>
  </section>`;
}

export function RoundShareScreen({ id }) {
  const round = useRoundOf(id);
  if (!round) return html`<${Header} title=${round === null ? t("round.missing") : t("loading")} back="" />`;
  return html`<${Header} title=${t("round.share")} back=${`r/${id}`} />
  <${RoundNav} id=${id} here="share" />
  <main class="page">
    ${!round.remote.created && html`<p class="banner">${t("share.not_yet")}</p>`}
    <${LinkBox} round=${round} role="view" />
    ${round.role === "edit" && html`<${LinkBox} round=${round} role="edit" />`}
  </main>`;
}
