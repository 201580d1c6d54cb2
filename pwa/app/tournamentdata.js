/**
 * Turnier (issue 23): the organiser's tournaments on this device and the calls to
 * /api/v1/tournaments. A tournament is kept in its own IndexedDB database ("tarock-tournaments",
 * as roundstore.js keeps rounds: data.js's start-up database stays as it is): {id, title,
 * edit_token, view_token, tables: {sheet id → table token}, created_at}; a cup (its "cups" store)
 * {id, title, edit_token, view_token, created_at}. The table tokens come
 * once, in the draw's answer: kept here, they print the table slips (their links, QR codes).
 * The organiser's screens work online; the tables' sheets are ordinary sheets, offline first.
 */
import { UUID } from "./route.js";

const API = "/api/v1/tournaments";
let dbPromise;

function open() {
  dbPromise ??= (async () => {
    const { openDB } = await import("idb");
    return openDB("tarock-tournaments", 1, {
      upgrade(d) {
        d.createObjectStore("tournaments", { keyPath: "id" });
        d.createObjectStore("cups", { keyPath: "id" });
      },
    });
  })();
  return dbPromise;
}

export async function listTournaments() {
  return (await (await open()).getAll("tournaments")).sort((a, b) => (b.created_at > a.created_at ? 1 : -1));
}

export async function getTournament(id) {
  return (await (await open()).get("tournaments", id)) ?? null;
}

export async function keepTournament(held) {
  await (await open()).put("tournaments", held);
}

export async function forgetTournament(id) {
  await (await open()).delete("tournaments", id);
}

/**
 * One call; {status, data} (data: the JSON answer or problem, null for 204), or {status: 0} when
 * the network fails. Only an id of ours goes into the URL.
 * @param {string} method
 * @param {string} path after /api/v1/tournaments ("" or "/<id>…"), or after ``base``
 * @param {string | null} token
 * @param {unknown} [body]
 * @param {string} [base] "/api/v1/cups" for a cup
 * @returns {Promise<{status: number, data: any}>}
 */
export async function call(method, path, token, body, base = API) {
  const id = path.split("/")[1];
  if (id !== undefined && !UUID.test(id)) return { status: 0, data: null };
  /** @type {Record<string, string>} */
  const headers = token ? { Authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  try {
    const r = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), cache: "no-store" });
    return { status: r.status, data: r.status === 204 ? null : await r.json().catch(() => null) };
  } catch {
    return { status: 0, data: null };
  }
}

/** Create on the server and keep it here; the answer's tournament, or the failed call. */
export async function createTournament(body) {
  const r = await call("POST", "", null, body);
  if (r.status !== 201) return r;
  const { tournament, edit_token, view_token } = r.data;
  await keepTournament({ id: tournament.id, title: tournament.title, edit_token, view_token, tables: {}, created_at: tournament.created_at });
  return r;
}

/** Draw the next round; the table tokens of the answer are kept (they come only this once). */
export async function drawRound(held) {
  const r = await call("POST", `/${held.id}/rounds`, held.edit_token, {});
  if (r.status !== 201) return r;
  const tables = { ...held.tables };
  for (const table of r.data.tables) tables[table.sheet_id] = table.table_token;
  await keepTournament({ ...held, tables });
  return r;
}

/** A table's link: the ordinary join link of its sheet with the table token (a phone writes it). */
export function tableLink(sheetId, token) {
  return `${location.origin}/#/join/${sheetId}/edit/${token}`;
}

/** The public live ranking's link (read only: the view token). */
export function liveLink(held) {
  return `${location.origin}/#/tlive/${held.id}/${held.view_token}`;
}

export const CUPS = "/api/v1/cups";

export async function listCups() {
  return (await (await open()).getAll("cups")).sort((a, b) => (b.created_at > a.created_at ? 1 : -1));
}

/**
 * A cup season made on the server (title, placement points, best N of M) with these tournaments
 * of this device (each joins with its organiser's token), kept here; the failed call, if any.
 */
export async function createCup(body, tournaments) {
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

/** The cup's standing page (read only, printable): its view token in the fragment. */
export function cupLink(cup) {
  return `${location.origin}/#/tcup/${cup.id}/${cup.view_token}`;
}
