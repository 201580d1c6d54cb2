"""The twin in a real browser: Chromium imports pwa/engine as plain ES modules over HTTP (no build
step) and settles every golden vector to exactly the JSON shared_rules gives."""

import functools
import json
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from importlib import resources
from pathlib import Path

import pytest

from shared_rules import settle
from shared_rules.catalogue import KOENIGRUFEN

from ..js.twin import answer

ROOT = Path(__file__).resolve().parents[2]

# runs inside the page: every profile and vector file over HTTP, every record through the twin
SETTLE_ALL = """async ([profileFiles, vectorFiles]) => {
  const engine = await import("/pwa/engine/index.js");
  const get = async (path) => (await fetch(path)).json();
  const profiles = await Promise.all(profileFiles.map((f) => get("/shared_rules/profiles/" + f)));
  const answers = [];
  for (const f of vectorFiles) {
    for (const c of (await get("/shared_rules/vectors/" + f)).cases) {
      try {
        answers.push({ result: engine.settle(c.record, profiles) });
      } catch (err) {
        if (!(err instanceof engine.RuleError)) throw err;
        answers.push({ error: err.toJSON() });
      }
    }
  }
  return JSON.stringify(answers);
}"""


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def origin():
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=ROOT))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def _names(folder, *, every_family=False):
    """The Königrufen JSON files of a folder of shared_rules (the twin's family), or every file."""
    names = []
    for p in sorted((resources.files("shared_rules") / folder).iterdir(), key=lambda p: p.name):
        if p.name.endswith(".json") and (
            every_family
            or json.loads(p.read_text(encoding="utf-8")).get("family", KOENIGRUFEN) == KOENIGRUFEN
        ):
            names.append(p.name)
    return names


def test_chromium_settles_every_vector_as_python_does(browser, origin):
    vector_files = _names("vectors")
    records = [
        case["record"]
        for name in vector_files
        for case in json.loads((resources.files("shared_rules") / "vectors" / name).read_text())[
            "cases"
        ]
    ]
    page = browser.new_page()
    errors = []
    page.on("pageerror", lambda err: errors.append(err))
    try:
        page.goto(origin + "/pwa/engine/")  # a plain directory listing: no app code runs
        # every profile, as Python knows every family's ids: another family's is NotAllowed, and an
        # unknown id's error lists them all
        profiles = _names("profiles", every_family=True)
        answers = json.loads(page.evaluate(SETTLE_ALL, [profiles, vector_files]))
    finally:
        page.close()
    assert not errors
    assert len(answers) == len(records) >= 300
    for record, got in zip(records, answers, strict=True):
        expected = answer(settle, record)
        if "error" in expected:
            assert got.get("error") == expected["error"], record
        else:
            assert got.get("result") == expected["result"], record
