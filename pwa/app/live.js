/**
 * Live updates of the open sheet: GET /api/v1/sheets/{id}/events (Server-Sent Events), read with
 * fetch and a body reader rather than EventSource, so the token travels in the Authorization header
 * as on every sheet call (never in a URL, where access logs would keep it).
 *
 * Each change event is merged like a pull (sync.receiveChanges). The stream goes on from the
 * version this device has (Last-Event-ID); the server ends it every few minutes and it reconnects.
 * While it is open the app does not poll changes?since=; when it fails (offline, an old server, a
 * proxy that cuts it, 503) it tries again later, longer each time, and the polling goes on
 * meanwhile. A 410 (deleted sheet) ends it for good and lets a sync mark the sheet deleted.
 */
import { UUID } from "./route.js";

const API = "/api/v1/sheets";
const RETRY_MS = 2000;
const RETRY_MAX_MS = 60000;

/** Sheets whose stream is open and past its first event: polling can rest for them. */
const connected = new Set();

export function isLive(id) {
  return connected.has(id);
}

/**
 * Keep sheet ``id``'s stream open until the returned function is called. ``onConnected(true|false)``
 * tells when it opens and closes (to pause and resume the polling).
 * @param {string} id
 * @param {{onConnected?: (live: boolean) => void}} [options]
 * @returns {() => void}
 */
export function watchSheet(id, { onConnected = () => {} } = {}) {
  let stopped = false;
  let controller = null;
  let wait = RETRY_MS;
  let timer = null;

  const setLive = (live) => {
    if (live === connected.has(id)) return;
    if (live) connected.add(id);
    else connected.delete(id);
    onConnected(live);
  };

  const again = (ms) => {
    setLive(false);
    if (stopped) return;
    timer = setTimeout(run, ms);
  };

  async function run() {
    timer = null;
    if (stopped) return;
    if (!navigator.onLine) return again(wait);
    const sync = await import("./sync.js");
    const from = await sync.liveFrom(id);
    if (!from || !UUID.test(id)) return again(backoff()); // not on the server (yet)
    controller = new AbortController();
    let response;
    try {
      response = await fetch(`${API}/${id}/events`, {
        headers: { Authorization: `Bearer ${from.token}`, Accept: "text/event-stream", "Last-Event-ID": String(from.since) },
        cache: "no-store",
        signal: controller.signal,
      });
    } catch {
      return again(backoff());
    }
    if (response.status === 410) {
      stopped = true;
      setLive(false);
      await sync.syncSheet(id); // marks it deleted here
      return undefined;
    }
    if (!response.ok || !response.body) {
      const after = Number(response.headers.get("Retry-After"));
      response.body?.cancel().catch(() => {});
      // 401/404: this token will not open it (the sync tells the player); others: busy, or a
      // server without live updates
      return again(after > 0 ? after * 1000 : response.status === 401 || response.status === 404 ? RETRY_MAX_MS : backoff());
    }
    try {
      for await (const event of events(response.body)) {
        if (stopped) break;
        if (event.retry) wait = Math.max(RETRY_MS, event.retry);
        if (event.type === "change") {
          wait = RETRY_MS; // a stream that delivers resets the backoff
          setLive(true);
          await sync.receiveChanges(id, JSON.parse(event.data));
        } else if (event.type === "gone") {
          stopped = true;
          setLive(false);
          await sync.syncSheet(id);
          return undefined;
        }
      }
    } catch {
      // cut off (network, proxy, abort): reconnect below
    }
    return again(wait); // the server ended it (its lifetime): back at once, from where it was
  }

  const backoff = () => {
    const ms = wait;
    wait = Math.min(wait * 2, RETRY_MAX_MS);
    return ms;
  };

  const online = () => {
    if (timer !== null) {
      clearTimeout(timer);
      wait = RETRY_MS;
      run();
    }
  };
  // the network gone: the open stream is dead even where its socket has not noticed yet (a phone
  // leaving the inn's WLAN can wait minutes for that); cut, it polls once back and reconnects
  const offline = () => controller?.abort();
  window.addEventListener("online", online);
  window.addEventListener("offline", offline);
  run();
  return () => {
    stopped = true;
    window.removeEventListener("online", online);
    window.removeEventListener("offline", offline);
    clearTimeout(timer);
    controller?.abort();
    setLive(false);
  };
}

/**
 * The events of a text/event-stream body, as the HTML standard parses them: fields until a blank
 * line, ":" starts a comment (keep-alive), an event is dispatched when it has data.
 */
export async function* events(body) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  /** @type {{type: string, data: string[], id: string | null, retry: number | null}} */
  let event = { type: "message", data: [], id: null, retry: null };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done && !buffer.endsWith("\r")) return;
      buffer += done ? "\n" : value; // done: the "\r" held back below ends its line after all
      let end;
      while ((end = buffer.search(/\r\n|\r|\n/)) >= 0) {
        if (end === buffer.length - 1 && buffer.endsWith("\r")) break; // a "\n" may follow
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + (buffer.startsWith("\r\n", end) ? 2 : 1));
        if (line === "") {
          if (event.data.length) yield { ...event, data: event.data.join("\n") };
          else if (event.retry) yield { type: "retry", data: "", id: null, retry: event.retry };
          event = { type: "message", data: [], id: null, retry: null };
          continue;
        }
        if (line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const name = colon < 0 ? line : line.slice(0, colon);
        const value_ = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (name === "data") event.data.push(value_);
        else if (name === "event") event.type = value_;
        else if (name === "id") event.id = value_;
        else if (name === "retry" && /^\d+$/.test(value_)) event.retry = Number(value_);
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
