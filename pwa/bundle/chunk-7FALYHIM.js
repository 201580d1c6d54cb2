import {
  loadPrefs
} from "./chunk-KOXJJW4Q.js";
import {
  CustomRules,
  KontraNote,
  Preview,
  TariffTables
} from "./chunk-PCQNA6HV.js";
import {
  useProfiles
} from "./chunk-IV4Z2RCE.js";
import {
  formOf
} from "./chunk-IIZGIIND.js";
import {
  MemberPick,
  addToRound,
  createRound,
  useRoundOf
} from "./chunk-XFOUG5X4.js";
import {
  nameError,
  titleError
} from "./chunk-YRMOKRM6.js";
import "./chunk-OJO6HXZU.js";
import "./chunk-VIPURRUT.js";
import "./chunk-GTZS5S5T.js";
import {
  refusal
} from "./chunk-EQBCYY2W.js";
import {
  buildProfile
} from "./chunk-X2YNAM2X.js";
import {
  newTokens
} from "./chunk-VBLMMXQ6.js";
import {
  badValues,
  customOf,
  houseRulesFrom,
  newCustomId,
  overlayOf,
  shown,
  switchesOf,
  takesCustom,
  tariffRules,
  valueRulesFrom,
  valueSwitchesOf
} from "./chunk-LU6EIBT2.js";
import "./chunk-KV4MQBDT.js";
import "./chunk-PK4STYAR.js";
import "./chunk-76HJ52WC.js";
import {
  MAX_CENTS_PER_POINT,
  MAX_STAKE
} from "./chunk-5GM52YBN.js";
import {
  A,
  Header,
  d,
  familyOfProfile,
  getLang,
  go,
  html,
  listSheets,
  putSheet,
  t,
  tableSizes,
  uuid,
  w
} from "./chunk-R2IDERMZ.js";
import "./chunk-MLKGABMK.js";

// pwa/app/screens/newsheet.js
function useKnownNames() {
  const [names, set] = d(
    /** @type {string[]} */
    []
  );
  A(() => {
    listSheets().then((sheets) => {
      const count = /* @__PURE__ */ new Map();
      for (const s of sheets) for (const p of s.players) count.set(p, (count.get(p) || 0) + 1);
      set([...count.entries()].sort((a, b) => b[1] - a[1]).map(([p]) => p));
    });
  }, []);
  return names;
}
var Reason = ({ id, text }) => text && html`<p class="error field-error" role="alert" id=${`${id}-err`}>${text}</p>`;
function HouseRule({ rule, doc, value, changed, reason, onChange }) {
  const id = `hr-${rule.key}`;
  const label = t(`hr.${rule.key}`);
  const describedBy = reason ? `${id}-err ${id}-hint` : `${id}-hint`;
  const explain = html`<p class="hint" id=${`${id}-hint`}>${t(`hr.${rule.key}.hint`)}</p><${Reason} id=${id} text=${reason} />`;
  const was = changed && rule.type !== "ids" && html` <span class="was">${t("tariff.rule", { value: shown(rule, rule.from(doc), t) })}</span>`;
  const current = value ?? rule.from(doc);
  if (rule.type === "bool") {
    return html`<div class="field switch">
      <label for=${id}><input id=${id} type="checkbox" checked=${current} aria-describedby=${describedBy}
        onChange=${(e) => onChange(e.currentTarget.checked)} /> ${label}${was}</label>${explain}</div>`;
  }
  if (rule.type === "whole" || rule.type === "choice") {
    const numbers = rule.type === "whole";
    return html`<div class="field"><label for=${id}>${label}${was}</label>
      <select id=${id} aria-describedby=${describedBy} onChange=${(e) => onChange(numbers ? Number(e.currentTarget.value) : e.currentTarget.value)}>
        ${rule.options.map((o) => html`<option value=${o} selected=${current === o}>${numbers ? o : t(`hr.${rule.key}.${o}`)}</option>`)}
      </select>${explain}</div>`;
  }
  if (rule.type === "points") {
    return html`<div class="field"><label for=${id}>${label}${was}</label>
      <input id=${id} type="text" inputmode="text" autocomplete="off" placeholder=${rule.from(doc)} value=${current} aria-invalid=${String(!!reason)}
        aria-describedby=${describedBy} onInput=${(e) => onChange(e.currentTarget.value)} />${explain}</div>`;
  }
  const items = Object.entries(doc[rule.table]);
  const chosen = new Set(value ?? []);
  return html`<fieldset class="field" id=${id} aria-describedby=${describedBy}><legend>${label}</legend>${explain}
    <div class="checks">${items.map(
    ([k, spec]) => html`<label><input type="checkbox" checked=${chosen.has(k)}
      onChange=${(e) => {
      const next = new Set(chosen);
      e.currentTarget.checked ? next.add(k) : next.delete(k);
      onChange([...next]);
    }} /> ${spec.name}</label>`
  )}</div>
  </fieldset>`;
}
function usePrefs() {
  const [prefs, set] = d(
    /** @type {Prefs | null} */
    null
  );
  A(() => {
    loadPrefs().then(set, () => set({ profile: null, cents: null, ownName: null }));
  }, []);
  return prefs;
}
var fieldOf = (err) => {
  const m = /^house_rules\.([a-z_]+)/.exec(String(err.field));
  return m && (m[1] === "game_values" || m[1] === "premium_values" ? "tariff" : `hr-${m[1]}`);
};
function NewSheetScreen({ forRound = false, roundId = null }) {
  const { index, docs } = useProfiles();
  const round = useRoundOf(roundId);
  const [kitty, setKitty] = d(0);
  const prefs = usePrefs();
  const known = useKnownNames();
  const [title, setTitle] = d("");
  const [players, setPlayers] = d(["", "", "", ""]);
  const [dealer, setDealer] = d(0);
  const [profileId, setProfileId] = d(
    /** @type {string | null} */
    null
  );
  const [rules, setRules] = d({});
  const [tariff, setTariff] = d({});
  const [sample, setSample] = d(
    /** @type {string | null} */
    null
  );
  const [cents, setCents] = d(
    /** @type {number | null} */
    null
  );
  const [stake, setStake] = d(
    /** @type {number | null} */
    null
  );
  const [busy, setBusy] = d(false);
  const [values, setValues] = d({});
  const [customWanted, setCustomOn] = d(false);
  const [customName, setCustomName] = d("");
  const [customId] = d(newCustomId);
  const chosenDefault = index?.profiles.some((p) => p.id === prefs?.profile) ? (
    /** @type {Prefs} matched a profile: loaded */
    prefs.profile
  ) : index?.default;
  const pid = profileId ?? chosenDefault;
  const doc = pid && prefs ? docs[pid] : null;
  const sizes = tableSizes(doc);
  A(() => {
    if (!round) return;
    const form = formOf(round.house_rules);
    setProfileId(round.profile_id);
    setRules(form.rules);
    setTariff(form.tariff);
    setCents(round.cents_per_point);
    setPlayers([]);
  }, [round?.id]);
  const switches = w(() => doc ? switchesOf(doc, buildProfile) : [], [doc]);
  const valueRules = w(() => doc ? valueSwitchesOf(doc, buildProfile) : [], [doc]);
  const ownRules = w(() => !forRound && !!doc && takesCustom(doc), [doc]);
  const customOn = ownRules && customWanted;
  A(() => {
    if (!prefs || !doc) return;
    if (roundId) return;
    if (prefs.ownName) setPlayers((ps) => ps.some((p) => p.trim()) ? ps : [
      /** @type {string} tested just before */
      prefs.ownName,
      ...ps.slice(1)
    ]);
    if (!forRound && !sizes.includes(players.length)) setCount(sizes[sizes.length - 1]);
  }, [prefs, !!doc]);
  const names = players.map((p) => p.trim());
  const houseRules = w(
    () => doc ? { ...houseRulesFrom(doc, rules), ...valueRulesFrom(doc, values), ...tariffRules(doc, tariff) } : {},
    [doc, rules, values, tariff]
  );
  const centsShown = cents ?? prefs?.cents ?? doc?.cents_per_point;
  const reasons = {};
  names.forEach((_, i) => {
    const why2 = nameError(names, i);
    if (why2) reasons[`player-${i}`] = why2;
  });
  if (titleError(title)) reasons.title = titleError(title);
  let built = null;
  let base = null;
  let general = null;
  let custom = null;
  if (doc) {
    base = buildProfile(doc, {});
    try {
      built = buildProfile(doc, houseRules);
    } catch (err) {
      if (err?.field === void 0) throw err;
      const why2 = refusal(err, getLang());
      const at = fieldOf(err);
      if (at) reasons[at] = why2;
      else general = why2;
    }
    if (built && customOn && customName.trim()) {
      try {
        custom = customOf(doc, overlayOf(doc, houseRules, customName, customId), Object.values(docs));
      } catch (err) {
        if (err?.field === void 0) throw err;
        reasons["custom-name"] = refusal(err, getLang());
      }
    }
    for (const key of badValues(tariff)) reasons[key] = null;
    const s = stake ?? doc.stake?.default;
    if (familyOfProfile(doc).hasPot && !(Number.isInteger(s) && s >= 1 && s <= MAX_STAKE)) reasons.stake = t("new.stake_bad", { max: MAX_STAKE });
    if (!(Number.isInteger(centsShown) && centsShown >= 0 && centsShown <= MAX_CENTS_PER_POINT)) {
      reasons.cents = refusal({ code: "number.range", params: { min: 0, max: MAX_CENTS_PER_POINT } }, getLang());
    }
  }
  const marked = Object.keys(reasons).length;
  if (forRound && !(Number.isInteger(kitty) && kitty >= 0 && kitty <= 100))
    reasons.kitty = refusal({ code: "number.range", params: { min: 0, max: 100 } }, getLang());
  const incomplete = (forRound ? names.filter(Boolean).length < 4 : names.some((n) => !n) || roundId && !sizes.includes(names.length)) || customOn && !customName.trim();
  const why = general ?? (marked ? t("new.fix_marked", { n: marked }) : incomplete ? t(customOn && !customName.trim() ? "custom.need_name" : forRound ? "round.need_members" : roundId ? "round.pick_hint" : "new.need_names") : null);
  const setName = (i, v) => setPlayers(players.map((p, j) => i === j ? v : p));
  const move = (i, d2) => {
    const next = [...players];
    [next[i], next[i + d2]] = [next[i + d2], next[i]];
    setPlayers(next);
    if (dealer === i) setDealer(i + d2);
    else if (dealer === i + d2) setDealer(i);
  };
  function setCount(n) {
    setPlayers((ps) => n > ps.length ? [...ps, ...Array(n - ps.length).fill("")] : ps.slice(0, n));
    setDealer((d2) => d2 >= n ? 0 : d2);
  }
  const chooseProfile = (id) => {
    setProfileId(id);
    setRules({});
    setTariff({});
    setSample(null);
    setCents(null);
    setStake(null);
    setValues({});
    const fits = tableSizes(docs[id]);
    if (!forRound && !roundId && !fits.includes(players.length)) setCount(fits[fits.length - 1]);
  };
  const editTariff = (key, v) => {
    setTariff({ ...tariff, [key]: v });
    if (key.startsWith("game:")) setSample(key.slice(5));
  };
  const create = async () => {
    setBusy(true);
    if (forRound)
      return go(`r/${await createRound({ title: title.trim(), names: names.filter(Boolean), pid, houseRules, cents: centsShown, kitty })}`, { replace: true });
    const id = uuid();
    const own = custom && {
      profile_id: custom.id,
      profile_data: custom.data,
      house_rules: {},
      custom_profile: overlayOf(doc, houseRules, customName, customId)
    };
    await putSheet({
      id,
      title: title.trim(),
      players: names,
      first_dealer: names[dealer],
      profile_id: pid,
      profile_data: doc,
      house_rules: houseRules,
      ...own,
      cents_per_point: centsShown,
      ...familyOfProfile(doc).hasPot ? { stake: stake ?? /** @type {JsonObject} a pot family's profile */
      doc.stake.default } : {},
      created_at: (/* @__PURE__ */ new Date()).toISOString(),
      role: "edit",
      ...await newTokens(),
      // the view token derived from the edit token (tokens.js)
      remote: { created: false, since: 0 }
    });
    if (round) await addToRound(round, id, names);
    go(`s/${id}`, { replace: true });
  };
  const described = (id, hint) => [reasons[id] ? `${id}-err` : null, hint].filter(Boolean).join(" ") || void 0;
  const table = forRound ? sizes[0] : players.length;
  const previewPlayers = checkable(names.slice(0, table)) && names.slice(0, table).every(Boolean) && names.length >= table ? names.slice(0, table) : Array.from({ length: table }, (_, i) => t("new.player_n", { n: i + 1 }));
  const tariffChanged = Object.keys(houseRules.game_values ?? {}).length + Object.values(houseRules.premium_values ?? {}).reduce((n, v) => n + Object.keys(v).length, 0);
  const switchesChanged = Object.keys(houseRules).filter((k) => k !== "game_values" && k !== "premium_values").length;
  if (roundId && !round) return html`<${Header} title=${t("loading")} back=${`r/${roundId}`} />`;
  const back = roundId ? `r/${roundId}` : "";
  return html`<${Header} title=${t(forRound ? "round.new" : roundId ? "round.new_evening" : "new.title")} back=${back} />
  <main class="page form newsheet">
    ${round && html`<p class="hint" data-round-of-sheet>${t("round.evening_of", { title: round.title })}</p>`}
    <div class="field"><label for="title">${t(forRound ? "round.name" : "new.sheet_title")}</label>
      <input id="title" value=${title} placeholder=${t("new.title_placeholder")} aria-invalid=${String(!!reasons.title)} aria-describedby=${described("title")}
        onInput=${(e) => setTitle(e.currentTarget.value)} /><${Reason} id="title" text=${reasons.title} /></div>
    ${round && html`<${MemberPick} round=${round} picked=${players} sizes=${sizes} onPick=${setPlayers} />`}
    <fieldset class="field"><legend>${t(forRound ? "round.members" : "new.players")}</legend>
      ${!forRound && !roundId && html`<div class="choice" role="group" aria-label=${t("new.count")}>
        ${sizes.map((n) => html`<button type="button" class="chip" aria-pressed=${String(players.length === n)} onClick=${() => setCount(n)}>${t("new.n_players", { n })}</button>`)}
      </div>`}
      <p class="hint">${t(forRound ? "round.members_hint" : "new.seating_hint")}</p>
      <datalist id="known-names">${known.map((n) => html`<option value=${n} />`)}</datalist>
      <ol class="seating">${players.map(
    (p, i) => html`<li>
        <span class="seat-n" aria-hidden="true">${i + 1}.</span>
        <input aria-label=${t(forRound ? "round.member_n" : "new.player_n", { n: i + 1 })} list="known-names" value=${p} autocomplete="off" id=${`player-${i}`} readonly=${!!roundId}
          aria-invalid=${String(!!reasons[`player-${i}`])} aria-describedby=${described(`player-${i}`)}
          data-player=${i} onInput=${(e) => setName(i, e.currentTarget.value)} />
        <button type="button" class="icon-btn" aria-label=${t("new.move_up", { n: i + 1 })} disabled=${i === 0} onClick=${() => move(i, -1)}>↑</button>
        <button type="button" class="icon-btn" aria-label=${t("new.move_down", { n: i + 1 })} disabled=${i === players.length - 1} onClick=${() => move(i, 1)}>↓</button>
        <${Reason} id=${`player-${i}`} text=${reasons[`player-${i}`]} />
      </li>`
  )}</ol>
      ${forRound && html`<button type="button" class="btn small" id="add-member" onClick=${() => setPlayers([...players, ""])}>${t("round.add_member")}</button>`}
      ${known.length > 0 && !roundId && html`<div class="suggest" aria-label=${t("new.suggestions")}>${known.filter((n) => !names.includes(n)).slice(0, 8).map(
    (n) => html`<button type="button" class="chip small" onClick=${() => {
      const i = players.findIndex((p) => !p.trim());
      if (i >= 0) setName(i, n);
    }}>${n}</button>`
  )}</div>`}
    </fieldset>
    ${!forRound && html`<div class="field"><label for="dealer">${t("new.first_dealer")}</label>
      <select id="dealer" onChange=${(e) => setDealer(Number(e.currentTarget.value))}>
        ${players.map((p, i) => html`<option value=${i} selected=${dealer === i}>${p.trim() || t("new.player_n", { n: i + 1 })}</option>`)}
      </select></div>`}
    <div class="field"><label for="profile">${t("new.profile")}</label>
      <select id="profile" onChange=${(e) => chooseProfile(e.currentTarget.value)}>
        ${(index?.profiles || []).map((p) => html`<option value=${p.id} selected=${p.id === pid}>${p.name}</option>`)}
      </select>
      ${doc && html`<${KontraNote} data=${/** @type {JsonObject} base is built whenever doc is */
  (built ?? base).data} />`}</div>
    <div class="field"><label for="cents">${t("new.cents")}</label>
      <input id="cents" type="number" inputmode="numeric" min="0" max=${MAX_CENTS_PER_POINT} value=${centsShown ?? ""} aria-invalid=${String(!!reasons.cents)}
        aria-describedby=${described("cents")} onInput=${(e) => setCents(e.currentTarget.value === "" ? null : Number(e.currentTarget.value))} />
      <${Reason} id="cents" text=${reasons.cents} /></div>
    ${forRound && html`<div class="field"><label for="kitty">${t("round.kitty_percent")}</label>
      <input id="kitty" type="number" inputmode="numeric" min="0" max="100" value=${kitty} aria-invalid=${String(!!reasons.kitty)} aria-describedby=${described("kitty", "kitty-hint")}
        onInput=${(e) => setKitty(e.currentTarget.value === "" ? 0 : Number(e.currentTarget.value))} />
      <p class="hint" id="kitty-hint">${t("round.kitty_hint")}</p><${Reason} id="kitty" text=${reasons.kitty} /></div>`}
    ${familyOfProfile(doc).hasPot && html`<div class="field"><label for="stake">${t("new.stake")}</label>
      <input id="stake" type="number" inputmode="numeric" min="1" max=${MAX_STAKE} value=${stake ?? /** @type {JsonObject} a pot family's profile */
  doc.stake.default} aria-describedby=${described("stake", "stake-hint")}
        aria-invalid=${String(!!reasons.stake)} onInput=${(e) => setStake(e.currentTarget.value === "" ? null : Number(e.currentTarget.value))} />
      <p class="hint" id="stake-hint">${t("new.stake_hint")}</p><${Reason} id="stake" text=${reasons.stake} /></div>`}
    ${doc && html`<details class="field" id="house-rules"><summary>${t("new.house_rules")} ${switchesChanged ? `(${switchesChanged})` : ""}</summary>
      ${switches.map(
    (r) => html`<${HouseRule} rule=${r} doc=${doc} value=${rules[r.key]} changed=${r.key in houseRules || customOn} reason=${reasons[`hr-${r.key}`]}
        onChange=${(v) => setRules({ ...rules, [r.key]: v })} />`
  )}
    </details>
    <details class="field" id="tariff"><summary>${t("tariff.title")} ${tariffChanged ? `(${tariffChanged})` : ""}</summary>
      <p class="hint">${t("hr.game_values.hint")} ${t("hr.premium_values.hint")}</p>
      <${TariffTables} doc=${doc} values=${tariff} onChange=${editTariff} />
      <${Reason} id="tariff" text=${reasons.tariff} />
    </details>
    ${ownRules && html`<${CustomRules} doc=${doc} values=${values} valueRules=${valueRules} onValue=${(k, v) => setValues({ ...values, [k]: v })}
        on=${customOn} onOn=${setCustomOn} name=${customName} onName=${setCustomName} reason=${reasons["custom-name"]} switches=${houseRules}
        built=${built} base=${base} players=${previewPlayers.slice(0, 4)} cents=${Number.isInteger(centsShown) ? centsShown : 0} />`}
    ${built && html`<${Preview} built=${built} base=${base} players=${previewPlayers} cents=${Number.isInteger(centsShown) ? centsShown : 0} game=${sample} onGame=${setSample} />`}`}
    <div class="actions sticky">
      ${why && html`<p class="bar-reason" id="create-why">${why}</p>`}
      <button type="button" class="btn primary big" disabled=${!!why || !built || busy} aria-describedby=${why ? "create-why" : void 0} onClick=${create}>${t(forRound ? "round.create" : "new.create")}</button>
    </div>
  </main>`;
}
function checkable(names) {
  return names.every((n, i) => n && !nameError(names, i));
}
export {
  NewSheetScreen
};
