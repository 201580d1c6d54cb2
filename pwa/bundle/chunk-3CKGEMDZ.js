import {
  Qr
} from "./chunk-TKRNT2OI.js";
import {
  RoundNav
} from "./chunk-GXENNYUX.js";
import {
  useRoundOf
} from "./chunk-XFOUG5X4.js";
import "./chunk-YRMOKRM6.js";
import "./chunk-6GVZGHFI.js";
import "./chunk-4X7GP23F.js";
import "./chunk-VIPURRUT.js";
import "./chunk-NZ3TX3CF.js";
import "./chunk-GTZS5S5T.js";
import "./chunk-EQBCYY2W.js";
import "./chunk-X2YNAM2X.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-PK4STYAR.js";
import "./chunk-76HJ52WC.js";
import "./chunk-5GM52YBN.js";
import {
  Header,
  html,
  t
} from "./chunk-R2IDERMZ.js";
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
