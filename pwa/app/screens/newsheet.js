/**
 * A new sheet: title, players (as many as the profile's table takes: 4 or 5, or 3 or 4; names
 * suggested from earlier sheets), seating order, first dealer, profile, house rules (each
 * explained), cents per point, and the stake of a profile with a pot. Works offline: the sheet gets
 * its id and tokens here and reaches the server with the next sync.
 */
import { useEffect, useMemo, useState } from "preact/hooks";
import { listSheets, putSheet, uuid } from "../data.js";
import * as haferl from "../../engine/haferl/index.js";
import { checkNames, invisibleChar, MAX_CENTS_PER_POINT, MAX_NAME, MAX_TITLE } from "../../engine/vocabulary.js";
import { houseRulesFrom, switchesOf } from "../houserules.js";
import { familyOfProfile, tableSizes } from "../../engine/familytable.js";
import { newTokens } from "../tokens.js";
import { refusal } from "../i18n.js";
import { buildProfile, profileDoc, profileIndex } from "../rules.js";
import { getLang, go, Header, html, t } from "../ui.js";

function useProfiles() {
  const [state, set] = useState({ index: null, docs: {} });
  useEffect(() => {
    (async () => {
      const index = await profileIndex();
      const docs = {};
      for (const p of index.profiles) docs[p.id] = await profileDoc(p.id);
      set({ index, docs });
    })();
  }, []);
  return state;
}

function useKnownNames() {
  const [names, set] = useState([]);
  useEffect(() => {
    listSheets().then((sheets) => {
      const count = new Map();
      for (const s of sheets) for (const p of s.players) count.set(p, (count.get(p) || 0) + 1);
      set([...count.entries()].sort((a, b) => b[1] - a[1]).map(([p]) => p));
    });
  }, []);
  return names;
}

function HouseRule({ rule, doc, value, onChange }) {
  const id = `hr-${rule.key}`;
  const label = t(`hr.${rule.key}`); // the vocabulary's label and hint (i18n.js reads them)
  const explain = html`<p class="hint" id=${`${id}-hint`}>${t(`hr.${rule.key}.hint`)}</p>`;
  const current = value ?? rule.from(doc);
  if (rule.type === "bool") {
    return html`<div class="field switch">
      <label for=${id}><input id=${id} type="checkbox" checked=${current} aria-describedby=${`${id}-hint`}
        onChange=${(e) => onChange(e.currentTarget.checked)} /> ${label}</label>${explain}</div>`;
  }
  if (rule.type === "whole" || rule.type === "choice") {
    const numbers = rule.type === "whole";
    return html`<div class="field"><label for=${id}>${label}</label>
      <select id=${id} aria-describedby=${`${id}-hint`} onChange=${(e) => onChange(numbers ? Number(e.currentTarget.value) : e.currentTarget.value)}>
        ${rule.options.map((o) => html`<option value=${o} selected=${current === o}>${numbers ? o : t(`hr.${rule.key}.${o}`)}</option>`)}
      </select>${explain}</div>`;
  }
  if (rule.type === "points") {
    return html`<div class="field"><label for=${id}>${label}</label>
      <input id=${id} type="text" inputmode="text" autocomplete="off" pattern=${rule.pattern} placeholder=${rule.from(doc)} value=${current}
        aria-describedby=${`${id}-hint`} onInput=${(e) => onChange(e.currentTarget.value)} />${explain}</div>`;
  }
  const items = Object.entries(doc[rule.table]);
  const chosen = new Set(value ?? []);
  return html`<fieldset class="field" id=${id} aria-describedby=${`${id}-hint`}><legend>${label}</legend>${explain}
    <div class="checks">${items.map(
      ([k, spec]) => html`<label><input type="checkbox" checked=${chosen.has(k)}
      onChange=${(e) => {
        const next = new Set(chosen);
        e.currentTarget.checked ? next.add(k) : next.delete(k);
        onChange([...next]);
      }} /> ${spec.name}</label>`,
    )}</div>
  </fieldset>`;
}

export function NewSheetScreen() {
  const { index, docs } = useProfiles();
  const known = useKnownNames();
  const [title, setTitle] = useState("");
  const [players, setPlayers] = useState(["", "", "", ""]);
  const [dealer, setDealer] = useState(0);
  const [profileId, setProfileId] = useState(null);
  const [rules, setRules] = useState({});
  const [cents, setCents] = useState(null);
  const [stake, setStake] = useState(null);
  const [busy, setBusy] = useState(false);
  const pid = profileId ?? index?.default;
  const doc = pid ? docs[pid] : null;
  const sizes = tableSizes(doc);
  const switches = useMemo(() => (doc ? switchesOf(doc, buildProfile) : []), [doc]);

  const names = players.map((p) => p.trim());
  const houseRules = useMemo(() => (doc ? houseRulesFrom(doc, rules) : {}), [doc, rules]);
  let problem = null;
  const incomplete = names.some((n) => !n); // not an error yet: the form is being filled in
  if (incomplete) problem = t("new.need_names");
  else problem = nameRefusal(names) ?? (invisibleChar(title) ? t("new.title_invisible", { char: invisibleChar(title) }) : null);
  if (!problem && doc) {
    try {
      buildProfile(doc, houseRules);
    } catch (err) {
      if (err?.field === undefined) throw err; // a bug, not a refusal
      problem = refusal(err, getLang());
    }
    const s = stake ?? doc.stake?.default;
    if (!problem && familyOfProfile(doc).hasPot && !(Number.isInteger(s) && s >= 1 && s <= haferl.MAX_STAKE))
      problem = t("new.stake_bad", { max: haferl.MAX_STAKE });
  }

  const setName = (i, v) => setPlayers(players.map((p, j) => (i === j ? v : p)));
  const move = (i, d) => {
    const next = [...players];
    [next[i], next[i + d]] = [next[i + d], next[i]];
    setPlayers(next);
    if (dealer === i) setDealer(i + d);
    else if (dealer === i + d) setDealer(i);
  };
  const setCount = (n) => {
    setPlayers(n > players.length ? [...players, ...Array(n - players.length).fill("")] : players.slice(0, n));
    if (dealer >= n) setDealer(0);
  };
  const chooseProfile = (id) => {
    setProfileId(id);
    setRules({});
    setCents(null);
    setStake(null);
    const fits = tableSizes(docs[id]);
    if (!fits.includes(players.length)) setCount(fits[fits.length - 1]);
  };

  const create = async () => {
    setBusy(true);
    const id = uuid();
    await putSheet({
      id,
      title: title.trim(),
      players: names,
      first_dealer: names[dealer],
      profile_id: pid,
      profile_data: doc,
      house_rules: houseRules,
      cents_per_point: cents ?? doc.cents_per_point,
      ...(familyOfProfile(doc).hasPot ? { stake: stake ?? doc.stake.default } : {}),
      created_at: new Date().toISOString(),
      role: "edit",
      ...(await newTokens()), // the view token derived from the edit token (tokens.js)
      remote: { created: false, since: 0 },
    });
    go(`s/${id}`, { replace: true });
  };

  return html`<${Header} title=${t("new.title")} back="" />
  <main class="page form">
    <div class="field"><label for="title">${t("new.sheet_title")}</label>
      <input id="title" value=${title} placeholder=${t("new.title_placeholder")} maxlength=${MAX_TITLE} onInput=${(e) => setTitle(e.currentTarget.value)} /></div>
    <fieldset class="field"><legend>${t("new.players")}</legend>
      <div class="choice" role="group" aria-label=${t("new.count")}>
        ${sizes.map((n) => html`<button type="button" class="chip" aria-pressed=${String(players.length === n)} onClick=${() => setCount(n)}>${t("new.n_players", { n })}</button>`)}
      </div>
      <p class="hint">${t("new.seating_hint")}</p>
      <datalist id="known-names">${known.map((n) => html`<option value=${n} />`)}</datalist>
      <ol class="seating">${players.map(
        (p, i) => html`<li>
        <span class="seat-n" aria-hidden="true">${i + 1}.</span>
        <input aria-label=${t("new.player_n", { n: i + 1 })} list="known-names" value=${p} maxlength=${MAX_NAME} autocomplete="off"
          data-player=${i} onInput=${(e) => setName(i, e.currentTarget.value)} />
        <button type="button" class="icon-btn" aria-label=${t("new.move_up", { n: i + 1 })} disabled=${i === 0} onClick=${() => move(i, -1)}>↑</button>
        <button type="button" class="icon-btn" aria-label=${t("new.move_down", { n: i + 1 })} disabled=${i === players.length - 1} onClick=${() => move(i, 1)}>↓</button>
      </li>`,
      )}</ol>
      ${
        known.length > 0 &&
        html`<div class="suggest" aria-label=${t("new.suggestions")}>${known
          .filter((n) => !names.includes(n))
          .slice(0, 8)
          .map(
            (n) =>
              html`<button type="button" class="chip small" onClick=${() => {
                const i = players.findIndex((p) => !p.trim());
                if (i >= 0) setName(i, n);
              }}>${n}</button>`,
          )}</div>`
      }
    </fieldset>
    <div class="field"><label for="dealer">${t("new.first_dealer")}</label>
      <select id="dealer" onChange=${(e) => setDealer(Number(e.currentTarget.value))}>
        ${players.map((p, i) => html`<option value=${i} selected=${dealer === i}>${p.trim() || t("new.player_n", { n: i + 1 })}</option>`)}
      </select></div>
    <div class="field"><label for="profile">${t("new.profile")}</label>
      <select id="profile" onChange=${(e) => chooseProfile(e.currentTarget.value)}>
        ${(index?.profiles || []).map((p) => html`<option value=${p.id} selected=${p.id === pid}>${p.name}</option>`)}
      </select></div>
    <div class="field"><label for="cents">${t("new.cents")}</label>
      <input id="cents" type="number" inputmode="numeric" min="0" max=${MAX_CENTS_PER_POINT} value=${cents ?? doc?.cents_per_point ?? ""}
        onInput=${(e) => setCents(e.currentTarget.value === "" ? null : Number(e.currentTarget.value))} /></div>
    ${
      familyOfProfile(doc).hasPot &&
      html`<div class="field"><label for="stake">${t("new.stake")}</label>
      <input id="stake" type="number" inputmode="numeric" min="1" max=${haferl.MAX_STAKE} value=${stake ?? doc.stake.default} aria-describedby="stake-hint"
        onInput=${(e) => setStake(e.currentTarget.value === "" ? null : Number(e.currentTarget.value))} />
      <p class="hint" id="stake-hint">${t("new.stake_hint")}</p></div>`
    }
    ${
      doc &&
      html`<details class="field"><summary>${t("new.house_rules")} ${Object.keys(houseRules).length ? `(${Object.keys(houseRules).length})` : ""}</summary>
      ${switches.map(
        (r) => html`<${HouseRule} rule=${r} doc=${doc} value=${rules[r.key]}
        onChange=${(v) => setRules({ ...rules, [r.key]: v })} />`,
      )}
    </details>`
    }
    ${problem && html`<p class=${incomplete ? "hint" : "error"} role=${incomplete ? undefined : "alert"}>${problem}</p>`}
    <div class="actions sticky"><button type="button" class="btn primary big" disabled=${!!problem || !doc || busy} onClick=${create}>${t("new.create")}</button></div>
  </main>`;
}

/** Why the engine (and so the server) would refuse these names, in the player's language; else null. */
function nameRefusal(names) {
  try {
    checkNames(names);
    return null;
  } catch (err) {
    return refusal(err, getLang());
  }
}
