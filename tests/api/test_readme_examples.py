"""The five-minute examples of README's "For app developers" (Python requests, JavaScript fetch)
run against a real server with a real API key, and print what the README says they print."""

import re
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from werkzeug.serving import make_server

from api import apikeys, create_app

ROOT = Path(__file__).resolve().parents[2]
PLACEHOLDER_API, PLACEHOLDER_KEY = "https://tarock.example.org/api/v1", "tk_…"
POINTS_PY = "{'Anna': 12, 'Bernd': -4, 'Clara': -4, 'David': -4}"
POINTS_JS = "{ Anna: 12, Bernd: -4, Clara: -4, David: -4 }"


@pytest.fixture(scope="module")
def server():
    app = create_app({"TESTING": True, "DATABASE_URL": "sqlite://",
                      "RATELIMIT_STORAGE_URI": "memory://"})  # fmt: skip
    with app.app_context():
        key = apikeys.create("readme", "100 per minute")
    httpd = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_port}/api/v1", key
    httpd.shutdown()


def _example(language: str, base: str, key: str) -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## For app developers") :]
    code = re.search(rf"```{language}\n(.*?)```", section, re.DOTALL).group(1)
    assert PLACEHOLDER_API in code and PLACEHOLDER_KEY in code
    return code.replace(PLACEHOLDER_API, base).replace(PLACEHOLDER_KEY, key)


def test_python_example(server):
    code = _example("python", *server)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        POINTS_PY,
        POINTS_PY,
        "{'game': 'dreier', 'declarer': 'Anna', 'won': True}",
    ]


def test_javascript_example(server, tmp_path):
    script = tmp_path / "example.mjs"
    script.write_text(_example("js", *server), encoding="utf-8")
    done = subprocess.run(["node", str(script)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [POINTS_JS, POINTS_JS]
