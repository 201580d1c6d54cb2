"""The OpenAPI document is a contract: the live document equals the committed snapshot.

A change of the document must be on purpose (a new route, a new field): regenerate the snapshot
and commit it with the change, so the diff shows what clients see change:

    PYTHONPATH=$PWD .venv/bin/python -m tests.api.test_openapi_snapshot

Work on the server's speed (docs/design.md, issue 24) must leave it byte for byte as it was.
"""

import json
import sys
from pathlib import Path

from tests.api.conftest import make_app

SNAPSHOT = Path(__file__).with_name("openapi_snapshot.json")


def live_document() -> dict:
    return make_app().test_client().get("/api/v1/openapi.json").get_json()


def render(document: dict) -> str:
    return json.dumps(document, indent=1, ensure_ascii=False) + "\n"


def test_openapi_document_equals_the_committed_snapshot():
    live = live_document()
    snapshot = json.loads(SNAPSHOT.read_text(encoding="utf-8"))
    # equal as text too: the order of paths, fields and keys is what a reader (and Swagger UI) sees
    assert render(live) == render(snapshot), (
        "The OpenAPI document changed. If on purpose, regenerate the snapshot: "
        "PYTHONPATH=$PWD .venv/bin/python -m tests.api.test_openapi_snapshot"
    )


if __name__ == "__main__":
    SNAPSHOT.write_text(render(live_document()), encoding="utf-8")
    print(f"wrote {SNAPSHOT}", file=sys.stderr)
