"""Write the confusables table both engines read: ``shared_rules/confusables.json`` (from ICU's
UTS #39 skeleton) and its JS copy ``pwa/engine/confusables_data.js`` (``make confusables``).

ICU (PyICU, a dev dependency: ``icukit-pyicu`` bundles ICU with it) is the authority: for every
code point that NFD leaves alone, its skeleton, where that is not the code point itself. The
table is grouped by prototype (each prototype once, then the code points that read as it), which
halves its size. ``tests/unit/test_lookalike.py`` fails when either file is not what this writes.
"""

from __future__ import annotations

import json
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
JSON_FILE = HERE / "confusables.json"
JS_FILE = HERE.parent / "pwa" / "engine" / "confusables_data.js"


def icu_prototypes() -> dict[str, str]:
    """code point → ICU's skeleton of it, for each one whose skeleton differs (needs PyICU)."""
    import icu  # type: ignore[import-not-found,import-untyped,unused-ignore]  # dev only

    checker = icu.SpoofChecker()
    out: dict[str, str] = {}
    for cp in range(0x110000):
        ch = chr(cp)
        if 0xD800 <= cp <= 0xDFFF or unicodedata.normalize("NFD", ch) != ch:
            continue
        proto = checker.getSkeleton(0, ch)
        if proto != ch:
            out[ch] = proto
    return out


def icu_versions() -> dict[str, str]:
    import icu  # type: ignore[import-not-found,import-untyped,unused-ignore]

    return {"icu": icu.ICU_VERSION, "unicode": icu.UNICODE_VERSION}


def render_json(prototypes: dict[str, str], versions: dict[str, str]) -> str:
    grouped: dict[str, str] = {}
    for ch, proto in sorted(prototypes.items()):
        grouped[proto] = grouped.get(proto, "") + ch
    body = {
        "source": "ICU SpoofChecker.getSkeleton (UTS #39), by shared_rules/confusables_gen.py",
        **versions,
        "prototypes": dict(sorted(grouped.items())),
    }
    return json.dumps(body, ensure_ascii=False, indent=0) + "\n"


def render_js(json_text: str) -> str:
    data = json.loads(json_text)
    body = json.dumps(data["prototypes"], ensure_ascii=True, separators=(",", ":"))
    return (
        "// Generated from shared_rules/confusables.json by `make confusables`: do not edit.\n"
        f"// UTS #39 prototypes of ICU {data['icu']} (Unicode {data['unicode']}): "
        "prototype → the code points that read as it.\n"
        f"export default {body};\n"
    )


def main(argv: list[str]) -> int:
    """Write both files from ICU (``--js``: only the JS copy, from the committed JSON)."""
    if "--js" not in argv:
        JSON_FILE.write_text(render_json(icu_prototypes(), icu_versions()), "utf-8")
    JS_FILE.write_text(render_js(JSON_FILE.read_text("utf-8")), "utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
