import {
  createCup,
  createTournament,
  cupLink,
  listCups,
  listTournaments
} from "./chunk-5B4CWENZ.js";
import {
  A,
  Header,
  d,
  go,
  html,
  t
} from "./chunk-R2IDERMZ.js";

// pwa/app/screens/tournaments.js
function tournamentProblem(r) {
  if (r.status === 0) return t("tour.offline");
  const d2 = r.data ?? {};
  const field = String(d2.field ?? Object.keys(d2.errors ?? {})[0] ?? "");
  if (String(d2.type ?? "").endsWith("/tournament-round-order")) return t("tour.err_order");
  if (/\.name$/.test(field)) return t("tour.err_names");
  if (field === "players") return t("tour.err_seat");
  if (field === "title") return t("tour.err_title");
  return t("tour.failed", { status: r.status });
}
function NewTournament() {
  const [form, setForm] = d({ title: "", date: "", place: "", rounds: "3", ends: "table", deals: "24", players: "" });
  const [error, setError] = d(
    /** @type {string | null} */
    null
  );
  const [busy, setBusy] = d(false);
  const field = (name) => (e) => setForm({ ...form, [name]: e.currentTarget.value });
  const submit = async (e) => {
    e.preventDefault();
    const players = form.players.split("\n").map((n) => n.trim()).filter(Boolean).map((name) => ({ name }));
    if (!form.title.trim()) return setError(t("tour.err_title"));
    if (!players.length) return setError(t("tour.err_players"));
    setBusy(true);
    const ending = form.ends === "dealer" ? { deals_per_dealer: Number(form.deals) } : { deals_per_table: Number(form.deals) };
    const body = { title: form.title.trim(), rounds: Number(form.rounds), ...ending, players, place: form.place.trim() };
    const r = await createTournament(form.date ? { ...body, date: form.date } : body);
    setBusy(false);
    if (r.status === 201) go(`t/${r.data.tournament.id}`);
    else setError(tournamentProblem(r));
  };
  return html`<form class="tournament-new" onSubmit=${submit} aria-labelledby="h-new-tournament">
    <h2 id="h-new-tournament">${t("tour.new")}</h2>
    <p class="hint">${t("tour.online")}</p>
    <div class="field"><label for="t-title">${t("tour.f_title")}</label><input id="t-title" value=${form.title} onInput=${field("title")} autocomplete="off" /></div>
    <div class="field"><label for="t-date">${t("tour.f_date")}</label><input id="t-date" type="date" value=${form.date} onInput=${field("date")} /></div>
    <div class="field"><label for="t-place">${t("tour.f_place")}</label><input id="t-place" value=${form.place} onInput=${field("place")} autocomplete="off" /></div>
    <div class="field"><label for="t-rounds">${t("tour.f_rounds")}</label><input id="t-rounds" type="number" min="1" max="20" inputmode="numeric" value=${form.rounds} onInput=${field("rounds")} /></div>
    <fieldset class="field choices"><legend>${t("tour.f_ends")}</legend>
      ${["table", "dealer"].map((v) => html`<label><input type="radio" name="t-ends" value=${v} data-ends=${v} checked=${form.ends === v} onChange=${field("ends")} />${t(`tour.ends_${v}`)}</label>`)}
    </fieldset>
    <div class="field"><label for="t-deals">${t(form.ends === "dealer" ? "tour.f_dealer" : "tour.f_deals")}</label><input id="t-deals" type="number" min="1" max="200" inputmode="numeric" value=${form.deals} onInput=${field("deals")} /></div>
    <div class="field"><label for="t-players">${t("tour.f_players")}</label><textarea id="t-players" rows="8" value=${form.players} onInput=${field("players")}></textarea></div>
    ${error && html`<p class="error" role="alert" data-tournament-error>${error}</p>`}
    <div class="actions"><button type="submit" class="btn primary big" id="create-tournament" disabled=${busy}>${t("tour.create")}</button></div>
  </form>`;
}
function placePoints(typed) {
  const parts = typed.split(/[,;\s]+/).filter(Boolean);
  const points = parts.map(Number);
  if (!parts.length || points.some((p, i) => !Number.isInteger(p) || p < 0 || i > 0 && p > points[i - 1])) return null;
  return points;
}
function NewCup({ tournaments }) {
  const [form, setForm] = d({ title: "", points: "25, 20, 16, 13, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1", best: "2" });
  const [chosen, setChosen] = d(
    /** @type {Set<string>} */
    /* @__PURE__ */ new Set()
  );
  const [error, setError] = d(
    /** @type {string | null} */
    null
  );
  const field = (name) => (e) => setForm({ ...form, [name]: e.currentTarget.value });
  const toggle = (id) => {
    const next = new Set(chosen);
    if (!next.delete(id)) next.add(id);
    setChosen(next);
  };
  const submit = async (e) => {
    e.preventDefault();
    const points = placePoints(form.points);
    if (!form.title.trim()) return setError(t("cup.err_title"));
    if (!points) return setError(t("cup.err_points"));
    const body = { title: form.title.trim(), placement_points: points, best_of: Number(form.best) };
    const r = await createCup(
      body,
      tournaments.filter((x) => chosen.has(x.id))
    );
    if (r.status === 201) go(`tcup/${r.data.cup.id}/${r.data.view_token}`);
    else setError(tournamentProblem(r));
  };
  return html`<form class="tournament-new" onSubmit=${submit} aria-labelledby="h-new-cup">
    <h2 id="h-new-cup">${t("cup.new")}</h2>
    <div class="field"><label for="c-title">${t("cup.f_title")}</label><input id="c-title" value=${form.title} onInput=${field("title")} autocomplete="off" /></div>
    <div class="field"><label for="c-points">${t("cup.f_points")}</label><input id="c-points" value=${form.points} onInput=${field("points")} autocomplete="off" /></div>
    <div class="field"><label for="c-best">${t("cup.f_best")}</label><input id="c-best" type="number" min="1" max="100" inputmode="numeric" value=${form.best} onInput=${field("best")} /></div>
    <fieldset class="field choices"><legend>${t("cup.f_tournaments")}</legend>
      ${tournaments.map((x) => html`<label><input type="checkbox" data-cup-tournament=${x.id} checked=${chosen.has(x.id)} onChange=${() => toggle(x.id)} />${x.title}</label>`)}
    </fieldset>
    ${error && html`<p class="error" role="alert" data-cup-error>${error}</p>`}
    <div class="actions"><button type="submit" class="btn" id="create-cup">${t("cup.create")}</button></div>
  </form>`;
}
function TournamentsScreen() {
  const [list, setList] = d(
    /** @type {any[]} */
    []
  );
  const [cups, setCups] = d(
    /** @type {any[]} */
    []
  );
  A(() => {
    listTournaments().then(setList);
    listCups().then(setCups);
  }, []);
  return html`<${Header} title=${t("tour.list_title")} back="" />
  <main class="page">
    ${list.length === 0 && html`<p class="hint">${t("tour.none")}</p>`}
    <ul class="cards">${list.map((held) => html`<li class="sheet-item" data-tournament=${held.id}><a class="card sheet-card" href=${`#/t/${held.id}`}><span class="card-title">${held.title}</span></a></li>`)}</ul>
    <${NewTournament} />
    ${cups.length > 0 && html`<section aria-labelledby="h-cups"><h2 id="h-cups">${t("cup.list")}</h2>
      <ul class="cards">${cups.map((cup) => html`<li class="sheet-item" data-cup=${cup.id}><a class="card sheet-card" href=${cupLink(cup)}><span class="card-title">${cup.title}</span></a></li>`)}</ul></section>`}
    ${list.length > 0 && html`<${NewCup} tournaments=${list} />`}
  </main>`;
}

export {
  tournamentProblem,
  placePoints,
  TournamentsScreen
};
