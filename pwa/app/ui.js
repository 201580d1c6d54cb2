/**
 * Shared view pieces: html (htm bound to Preact), the router, the language, buttons and toasts.
 */
import { h, render } from "preact";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import htm from "htm";
import { text } from "./strings.js";
import { parseRoute } from "./route.js";

export const html = htm.bind(h);
export { render };

// --- language ------------------------------------------------------------------------------------

let lang = localStorage.getItem("lang") === "en" ? "en" : "de";
const langListeners = new Set();

export function getLang() {
  return lang;
}

export function setLang(next) {
  lang = next;
  localStorage.setItem("lang", next);
  document.documentElement.lang = next;
  for (const fn of langListeners) fn(next);
}

/** The text for a key in the current language, with {name} placeholders filled. */
export function t(key, vars = {}) {
  return text(lang, key, vars);
}

// --- theme ---------------------------------------------------------------------------------------

/** "system" (the device's light or dark), or "light" / "dark" forced in the settings. */
export const THEMES = ["system", "light", "dark"];

/**
 * The theme as stored (localStorage, as the language: boot.js applies both before the first paint,
 * when no database is open yet).
 */
export function getTheme() {
  const stored = localStorage.getItem("theme");
  return stored === "light" || stored === "dark" ? stored : "system";
}

/** Force ``next`` ("light", "dark") or follow the device ("system"); styles.css reads data-theme. */
export function setTheme(next) {
  if (next === "light" || next === "dark") {
    localStorage.setItem("theme", next);
    document.documentElement.dataset.theme = next;
  } else {
    localStorage.removeItem("theme");
    delete document.documentElement.dataset.theme;
  }
}

// a cog, drawn in the text's colour (no emoji font needed)
const GEAR = html`<svg class="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path fill="currentColor"
  d="M19.4 13a7.5 7.5 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7 7 0 0 0-1.7-1L15 3h-4l-.4 2.9a7 7 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.5 7.5 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1a7 7 0 0 0 1.7 1L11 21h4l.4-2.9a7 7 0 0 0 1.7-1l2.5 1 2-3.5-2.2-1.6zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z" /></svg>`;

/** The settings, from any screen's header. */
export function SettingsLink() {
  return html`<a class="icon-btn settings-link" href="#/settings" aria-label=${t("settings.title")} title=${t("settings.title")}>${GEAR}</a>`;
}

export function useLang() {
  const [, set] = useState(lang);
  useEffect(() => {
    langListeners.add(set);
    return () => langListeners.delete(set);
  }, []);
  return lang;
}

// --- router (everything lives in the fragment: share tokens never reach a server or its log) -----

/** The address's route, checked (route.js): {head: "sheets" | "new" | "join" | "s" | "invalid", …}. */
export function currentRoute() {
  return parseRoute(location.hash);
}

export function go(path, { replace = false } = {}) {
  const hash = `#/${path}`;
  if (replace) {
    history.replaceState(null, "", hash);
    window.dispatchEvent(new HashChangeEvent("hashchange"));
  } else location.hash = hash;
}

export function useRoute() {
  const [hash, setHash] = useState(location.hash);
  useEffect(() => {
    const on = () => setHash(location.hash);
    window.addEventListener("hashchange", on);
    on(); // the address may have changed between the first render and this listener
    return () => window.removeEventListener("hashchange", on);
  }, []);
  return useMemo(() => parseRoute(hash), [hash]);
}

// --- pieces ----------------------------------------------------------------------------------------

/**
 * A component whose module loads when it is first drawn (from the service worker's cache when
 * offline): ``load()`` gives the module, ``name`` names the export; until it is there the component
 * draws ``placeholder()`` (nothing by default). ``Lazy.ready()`` loads it ahead.
 * @param {() => Promise<any>} load
 * @param {string} name
 * @param {() => any} [placeholder]
 */
export function lazy(load, name, placeholder = () => null) {
  let loaded = null;
  const ready = () => load().then((module) => (loaded = module[name]));
  function Lazy(props) {
    const [Part, set] = useState(() => loaded);
    useEffect(() => {
      if (!Part) ready().then((part) => set(() => part));
    }, []);
    return Part ? html`<${Part} ...${props} />` : placeholder();
  }
  Lazy.ready = ready;
  return Lazy;
}

export function Header({ title, back, children }) {
  return html`<header class="bar">
    ${back !== undefined ? html`<a class="icon-btn" href=${`#/${back}`} aria-label=${t("back")}>‹</a>` : html`<span class="logo" aria-hidden="true">♠</span>`}
    <h1>${title}</h1>
    <div class="bar-end">${children}</div>
  </header>`;
}

/** A row of mutually exclusive buttons (aria-pressed), the basic control of the deal form. */
export function Choice({ label, options, value, onChange, name, wrap = false }) {
  return html`<div class=${`choice${wrap ? " wrap" : ""}`} role="group" aria-label=${label} data-name=${name}>
    ${options.map(
      (o) => html`<button type="button" class=${`chip${o.className ? ` ${o.className}` : ""}`}
        aria-pressed=${String(value === o.value)} data-value=${String(o.value)}
        onClick=${() => onChange(value === o.value && o.toggle ? null : o.value)}>${o.label}</button>`,
    )}
  </div>`;
}

/** @typedef {{label: string, run: () => unknown, focus?: boolean}} ToastAction */
/** @typedef {{message: string, action: ToastAction | null, at: number}} ToastItem */

/** @type {((item: ToastItem | null) => void) | null} */
let toastSet = null;
export const TOAST_ACTION_MS = 8000; // a toast with an action (Undo) stays this long

/**
 * A short message at the bottom; ``action`` = {label, run, focus?}: a button in it (focus: it takes
 * the keyboard focus, as when the control that made the toast goes away with what it deleted).
 * @param {string} message
 * @param {ToastAction | null} [action]
 */
export function toast(message, action = null) {
  toastSet?.({ message, action, at: Date.now() });
}

export function Toasts() {
  const [item, set] = useState(/** @type {ToastItem | null} */ (null));
  const button = useRef(/** @type {HTMLButtonElement | null} */ (null));
  toastSet = set;
  const close = () => {
    // the focus was on the button that goes: it moves to the page, not to nowhere
    if (button.current && document.activeElement === button.current) {
      const main = document.querySelector("main");
      main?.setAttribute("tabindex", "-1");
      main?.focus();
    }
    set(null);
  };
  useEffect(() => {
    if (!item) return undefined;
    if (item.action?.focus) button.current?.focus();
    const timer = setTimeout(close, item.action ? TOAST_ACTION_MS : 3000);
    return () => clearTimeout(timer);
  }, [item]);
  if (!item) return html`<div class="toast-slot" role="status" aria-live="polite"></div>`;
  return html`<div class="toast-slot" role="status" aria-live="polite"><div class="toast">
    <span>${item.message}</span>
    ${
      item.action &&
      html`<button type="button" class="link-btn" ref=${button} onClick=${() => {
        /** @type {ToastAction} drawn only with an action */ (item.action).run();
        close();
      }}>${item.action.label}</button>`
    }
  </div></div>`;
}

/** Offer a file to the user (export) without leaving the page. */
export function download(name, type, text) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
