import {
  loadPrefs,
  savePref
} from "./chunk-KOXJJW4Q.js";
import {
  nameError
} from "./chunk-YRMOKRM6.js";
import {
  refusal
} from "./chunk-EQBCYY2W.js";
import {
  profileIndex
} from "./chunk-X2YNAM2X.js";
import "./chunk-PK4STYAR.js";
import "./chunk-76HJ52WC.js";
import {
  MAX_CENTS_PER_POINT
} from "./chunk-5GM52YBN.js";
import {
  A,
  Choice,
  Header,
  THEMES,
  d,
  getLang,
  getTheme,
  html,
  setLang,
  setTheme,
  t,
  useLang
} from "./chunk-R2IDERMZ.js";
import "./chunk-MLKGABMK.js";

// pwa/app/screens/settings.js
function centsOf(text) {
  const s = text.trim();
  return /^\d{1,6}$/.test(s) && Number(s) <= MAX_CENTS_PER_POINT ? Number(s) : null;
}
function SettingsScreen() {
  useLang();
  const [theme, setThemeState] = d(getTheme());
  const [index, setIndex] = d(
    /** @type {import("../../engine/types.js").JsonObject | null} */
    null
  );
  const [prefs, setPrefs] = d(
    /** @type {Awaited<ReturnType<typeof loadPrefs>> | null} */
    null
  );
  const [cents, setCents] = d("");
  const [name, setName] = d("");
  const [saved, setSaved] = d(0);
  A(() => {
    profileIndex().then(setIndex);
    loadPrefs().catch(() => ({ profile: null, cents: null, ownName: null })).then((p) => {
      setPrefs(p);
      setCents(p.cents === null ? "" : String(p.cents));
      setName(p.ownName ?? "");
    });
  }, []);
  const keep = async (key, value) => {
    await savePref(key, value);
    setPrefs((p) => ({ .../** @type {Awaited<ReturnType<typeof loadPrefs>>} its fields are shown once loaded */
    p, [key]: value }));
    setSaved((n) => n + 1);
  };
  const centsBad = cents.trim() !== "" && centsOf(cents) === null;
  const nameBad = name.trim() ? nameError([name.trim()], 0) : null;
  const lang = getLang();
  return html`<${Header} title=${t("settings.title")} back="" />
  <main class="page form settings">
    <fieldset class="field"><legend>${t("settings.language")}</legend>
      <${Choice} name="lang" label=${t("settings.language")} value=${lang} onChange=${(v) => v && setLang(v)}
        options=${[{ value: "de", label: "Deutsch" }, { value: "en", label: "English" }]} /></fieldset>
    <fieldset class="field"><legend>${t("settings.theme")}</legend>
      <${Choice} name="theme" label=${t("settings.theme")} value=${theme} wrap=${true}
        onChange=${(v) => {
    if (!v) return;
    setTheme(v);
    setThemeState(v);
  }}
        options=${THEMES.map((v) => ({ value: v, label: t(`settings.theme.${v}`) }))} /></fieldset>
    <h2>${t("settings.new_sheets")}</h2>
    ${prefs && html`<div class="field"><label for="pref-profile">${t("settings.profile")}</label>
      <select id="pref-profile" onChange=${(e) => keep("profile", e.currentTarget.value)}>
        ${(index?.profiles ?? []).map((p) => html`<option value=${p.id} selected=${p.id === (prefs.profile ?? /** @type {import("../../engine/types.js").JsonObject} a profile listed: loaded */
  index.default)}>${p.name}</option>`)}
      </select></div>
    <div class="field"><label for="pref-cents">${t("settings.cents")}</label>
      <input id="pref-cents" type="text" inputmode="numeric" autocomplete="off" value=${cents} aria-invalid=${String(centsBad)}
        aria-describedby="pref-cents-hint" onInput=${(e) => {
    const text = e.currentTarget.value;
    setCents(text);
    if (text.trim() === "") keep("cents", null);
    else if (centsOf(text) !== null) keep("cents", centsOf(text));
  }} />
      ${centsBad ? html`<p class="error" role="alert" id="pref-cents-hint">${refusal({ code: "number.range", params: { min: 0, max: MAX_CENTS_PER_POINT } }, lang)}</p>` : html`<p class="hint" id="pref-cents-hint">${t("settings.cents_hint")}</p>`}</div>
    <div class="field"><label for="pref-name">${t("settings.own_name")}</label>
      <input id="pref-name" type="text" autocomplete="name" value=${name} aria-invalid=${String(!!nameBad)} aria-describedby="pref-name-hint"
        onInput=${(e) => {
    const text = e.currentTarget.value;
    setName(text);
    if (!text.trim()) keep("ownName", null);
    else if (!nameError([text.trim()], 0)) keep("ownName", text.trim());
  }} />
      ${nameBad ? html`<p class="error" role="alert" id="pref-name-hint">${nameBad}</p>` : html`<p class="hint" id="pref-name-hint">${t("settings.own_name_hint")}</p>`}
    </div>`}
    <p class="hint" role="status" data-saved=${String(saved)}>${saved ? t("settings.saved") : ""}</p>
  </main>`;
}
export {
  SettingsScreen
};
