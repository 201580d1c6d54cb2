"""Write the JS twin's copy of the vocabulary: ``pwa/engine/vocabulary_data.js``.

The browser has no build step and Node and the browsers differ on JSON module imports, so the
data of ``vocabulary.json`` is committed as a plain ES module; ``tests/unit/test_vocabulary.py``
fails when it is not what this writes (run ``make vocabulary`` after editing the JSON).

>>> render().splitlines()[0]
'// Generated from shared_rules/vocabulary.json by `make vocabulary`: do not edit.'
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from .vocabulary import VOCABULARY

TARGET = Path(__file__).resolve().parents[1] / "pwa" / "engine" / "vocabulary_data.js"


def render() -> str:
    """The module's text: the vocabulary as one exported object literal (JSON is JavaScript)."""
    body = json.dumps(VOCABULARY, ensure_ascii=False, indent=2)
    return (
        "// Generated from shared_rules/vocabulary.json by `make vocabulary`: do not edit.\n"
        "/** The engine's vocabulary as data (shared_rules/vocabulary.json); vocabulary.js reads it. */\n"
        f"export default {body};\n"
    )


def main(argv: list[str]) -> int:
    """Write the module (``--check``: only say whether it is current)."""
    current = TARGET.read_text("utf-8") if TARGET.exists() else None
    if "--check" in argv:
        if current != render():
            print(f"{TARGET} is not current: run `make vocabulary`", file=sys.stderr)
            return 1
        return 0
    if current != render():
        TARGET.write_text(render(), "utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
