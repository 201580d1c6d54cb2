import {
  UUID
} from "./chunk-R2IDERMZ.js";

// pwa/app/tournamentdata.js
var API = "/api/v1/tournaments";
var dbPromise;
function open() {
  dbPromise ??= (async () => {
    const { openDB } = await import("./chunk-EXVRAEOU.js");
    return openDB("tarock-tournaments", 1, {
      upgrade(d) {
        d.createObjectStore("tournaments", { keyPath: "id" });
        d.createObjectStore("cups", { keyPath: "id" });
      }
    });
  })();
  return dbPromise;
}
async function listTournaments() {
  return (await (await open()).getAll("tournaments")).sort((a, b) => b.created_at > a.created_at ? 1 : -1);
}
async function getTournament(id) {
  return await (await open()).get("tournaments", id) ?? null;
}
async function keepTournament(held) {
  await (await open()).put("tournaments", held);
}
async function forgetTournament(id) {
  await (await open()).delete("tournaments", id);
}
async function call(method, path, token, body, base = API) {
  const id = path.split("/")[1];
  if (id !== void 0 && !UUID.test(id)) return { status: 0, data: null };
  const headers = token ? { Authorization: `Bearer ${token}` } : {};
  if (body !== void 0) headers["Content-Type"] = "application/json";
  try {
    const r = await fetch(`${base}${path}`, { method, headers, body: body === void 0 ? void 0 : JSON.stringify(body), cache: "no-store" });
    return { status: r.status, data: r.status === 204 ? null : await r.json().catch(() => null) };
  } catch {
    return { status: 0, data: null };
  }
}
async function createTournament(body) {
  const r = await call("POST", "", null, body);
  if (r.status !== 201) return r;
  const { tournament, edit_token, view_token } = r.data;
  await keepTournament({ id: tournament.id, title: tournament.title, edit_token, view_token, tables: {}, created_at: tournament.created_at });
  return r;
}
async function drawRound(held) {
  const r = await call("POST", `/${held.id}/rounds`, held.edit_token, {});
  if (r.status !== 201) return r;
  const tables = { ...held.tables };
  for (const table of r.data.tables) tables[table.sheet_id] = table.table_token;
  await keepTournament({ ...held, tables });
  return r;
}
function tableLink(sheetId, token) {
  return `${location.origin}/#/join/${sheetId}/edit/${token}`;
}
function liveLink(held) {
  return `${location.origin}/#/tlive/${held.id}/${held.view_token}`;
}
var CUPS = "/api/v1/cups";
async function listCups() {
  return (await (await open()).getAll("cups")).sort((a, b) => b.created_at > a.created_at ? 1 : -1);
}
async function createCup(body, tournaments) {
  const r = await call("POST", "", null, body, CUPS);
  if (r.status !== 201) return r;
  const { cup, edit_token, view_token } = r.data;
  await (await open()).put("cups", { id: cup.id, title: cup.title, edit_token, view_token, created_at: cup.created_at });
  for (const held of tournaments) {
    const joined = await call("POST", `/${cup.id}/tournaments`, edit_token, { tournament_id: held.id, tournament_token: held.edit_token }, CUPS);
    if (joined.status !== 200) return joined;
  }
  return r;
}
function cupLink(cup) {
  return `${location.origin}/#/tcup/${cup.id}/${cup.view_token}`;
}

export {
  listTournaments,
  getTournament,
  forgetTournament,
  call,
  createTournament,
  drawRound,
  tableLink,
  liveLink,
  CUPS,
  listCups,
  createCup,
  cupLink
};
