"""The twin in a real browser: Chromium imports pwa/engine as plain ES modules over HTTP (no build
step) and settles every golden vector of every family — Königrufen records, Haferltarock records
and whole Haferltarock sheets — to exactly the JSON shared_rules gives."""

import functools
import json
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from importlib import resources
from pathlib import Path

import pytest

from shared_rules import settle
from shared_rules.haferl import settle_sheet

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
        const result = c.record ? engine.settle(c.record, profiles) : engine.haferl.settleSheet(c.sheet, profiles);
        answers.push({ result });
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


def _names(folder):
    """The JSON files of a folder of shared_rules."""
    folder = resources.files("shared_rules") / folder
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".json"))


def _python(case) -> dict:
    if "record" in case:
        return answer(settle, case["record"])
    return answer(settle_sheet, case["sheet"])


def test_chromium_settles_every_vector_as_python_does(browser, origin):
    vector_files = _names("vectors")
    cases = [
        case
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
        # every profile, as Python knows every family's ids: the record's picks the engine, and
        # an unknown id's error lists them all
        profiles = _names("profiles")
        answers = json.loads(page.evaluate(SETTLE_ALL, [profiles, vector_files]))
    finally:
        page.close()
    assert not errors
    assert len(answers) == len(cases) >= 420
    assert sum("sheet" in c for c in cases) >= 5
    for case, got in zip(cases, answers, strict=True):
        expected = _python(case)
        if "error" in expected:
            assert got.get("error") == expected["error"], case["name"]
        else:
            assert got.get("result") == expected["result"], case["name"]
