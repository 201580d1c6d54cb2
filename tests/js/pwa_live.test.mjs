// The PWA's reader of a text/event-stream body (pwa/app/live.js): events as the HTML standard
// parses them, however the bytes are cut into chunks.
import assert from "node:assert/strict";
import { test } from "node:test";

import { events } from "../../pwa/app/live.js";

function body(chunks) {
  const bytes = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(typeof c === "string" ? bytes.encode(c) : c);
      controller.close();
    },
  });
}

async function all(chunks) {
  const out = [];
  for await (const e of events(body(chunks))) out.push(e);
  return out;
}

const STREAM =
  "retry: 2000\n\n" +
  'id: 3\nevent: change\ndata: {"since":1,"entries":[{"id":"x"}],"next_since":3}\n\n' +
  ": keep-alive\n\n" +
  'event: gone\ndata: {"status":410}\n\n';

test("change, keep-alive and gone events come out with their ids and data", async () => {
  const got = await all([STREAM]);
  assert.deepEqual(
    got.map((e) => [e.type, e.id]),
    [
      ["retry", null],
      ["change", "3"],
      ["gone", null],
    ],
  );
  assert.equal(got[0].retry, 2000);
  assert.deepEqual(JSON.parse(got[1].data).entries, [{ id: "x" }]);
  assert.equal(JSON.parse(got[2].data).status, 410);
});

test("any cut into chunks gives the same events, a multi-byte letter split included", async () => {
  const whole = await all([STREAM.replace('"x"', '"Ä"')]);
  const bytes = new TextEncoder().encode(STREAM.replace('"x"', '"Ä"'));
  for (let size = 1; size < 12; size++) {
    const chunks = [];
    for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.slice(i, i + size));
    assert.deepEqual(await all(chunks), whole, `chunks of ${size} bytes`);
  }
});

test("CRLF and CR line ends are line ends, split across chunks too", async () => {
  const crlf = STREAM.replaceAll("\n", "\r\n");
  const got = await all([...crlf]); // one character a chunk: every \r is followed later by \n
  assert.deepEqual(
    got.map((e) => e.type),
    ["retry", "change", "gone"],
  );
  assert.deepEqual(
    (await all([STREAM.replaceAll("\n", "\r")])).map((e) => e.id),
    [null, "3", null],
  );
});

test("an event cut off by the end of the stream is not dispatched", async () => {
  assert.deepEqual(await all(['id: 4\nevent: change\ndata: {"since":3}\n']), []);
});
