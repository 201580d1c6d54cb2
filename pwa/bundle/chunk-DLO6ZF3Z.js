import {
  UUID
} from "./chunk-R2IDERMZ.js";

// pwa/app/live.js
var API = "/api/v1/sheets";
var RETRY_MS = 2e3;
var RETRY_MAX_MS = 6e4;
var connected = /* @__PURE__ */ new Set();
function isLive(id) {
  return connected.has(id);
}
function watchSheet(id, { onConnected = () => {
} } = {}) {
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
    const sync = await import("./chunk-GPBXVKIV.js");
    const from = await sync.liveFrom(id);
    if (!from || !UUID.test(id)) return again(backoff());
    controller = new AbortController();
    let response;
    try {
      response = await fetch(`${API}/${id}/events`, {
        headers: { Authorization: `Bearer ${from.token}`, Accept: "text/event-stream", "Last-Event-ID": String(from.since) },
        cache: "no-store",
        signal: controller.signal
      });
    } catch {
      return again(backoff());
    }
    if (response.status === 410) {
      stopped = true;
      setLive(false);
      await sync.syncSheet(id);
      return void 0;
    }
    if (!response.ok || !response.body) {
      const after = Number(response.headers.get("Retry-After"));
      response.body?.cancel().catch(() => {
      });
      return again(after > 0 ? after * 1e3 : response.status === 401 || response.status === 404 ? RETRY_MAX_MS : backoff());
    }
    try {
      for await (const event of events(response.body)) {
        if (stopped) break;
        if (event.retry) wait = Math.max(RETRY_MS, event.retry);
        if (event.type === "change") {
          wait = RETRY_MS;
          setLive(true);
          await sync.receiveChanges(id, JSON.parse(event.data));
        } else if (event.type === "gone") {
          stopped = true;
          setLive(false);
          await sync.syncSheet(id);
          return void 0;
        }
      }
    } catch {
    }
    return again(wait);
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
async function* events(body) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let event = { type: "message", data: [], id: null, retry: null };
  try {
    for (; ; ) {
      const { value, done } = await reader.read();
      if (done && !buffer.endsWith("\r")) return;
      buffer += done ? "\n" : value;
      let end;
      while ((end = buffer.search(/\r\n|\r|\n/)) >= 0) {
        if (end === buffer.length - 1 && buffer.endsWith("\r")) break;
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

export {
  isLive,
  watchSheet,
  events
};
