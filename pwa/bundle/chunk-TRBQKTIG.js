import {
  Qr
} from "./chunk-NVE5H3TS.js";
import {
  RoundNav
} from "./chunk-DQWW4YTY.js";
import {
  useRoundOf
} from "./chunk-XAVVGVGD.js";
import "./chunk-XUOZEEWQ.js";
import "./chunk-2IZRBCHG.js";
import "./chunk-V4PSNC4G.js";
import "./chunk-VIPURRUT.js";
import "./chunk-H7MP6TCO.js";
import "./chunk-GTZS5S5T.js";
import "./chunk-6DE7PX56.js";
import "./chunk-LO47BENU.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-2WPEHAKN.js";
import "./chunk-22UXQ5K3.js";
import "./chunk-ZJTETP6M.js";
import {
  Header,
  html,
  t
} from "./chunk-EZSWZZBZ.js";
import "./chunk-MLKGABMK.js";

// pwa/app/screens/roundshare.js
function roundLink(round, role) {
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
      ${navigator.share && html`<button type="button" class="btn" onClick=${() => navigator.share({ title: round.title, url: link }).catch(() => {
  })}>${t("share.send")}</button>`}
    </div>
  </section>`;
}
function RoundShareScreen({ id }) {
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
export {
  RoundShareScreen,
  roundLink
};
