"""The message catalogue: what a refusal of the engine says to players, in German and English.

Every ``RuleError`` carries a ``code`` of ``messages.json`` and the ``params`` its texts need; the
texts are written for the table ("Höchstens 70 Punkte", "Zusammen 80 statt 70 Punkte") and name no
field path. The error's ``reason`` stays the technical text for developers. The PWA reads the same
catalogue through ``pwa/engine/messages_data.js``, generated from the JSON by running this module
(``python -m shared_rules.messages``; a test checks the committed module is what it writes).

>>> render("trischaken.sum", {"total": "80"}, "de")
'Zusammen 80 statt 70 Punkte.'
>>> render("points.too_many", {}, "en")
'At most 70 points.'
"""

import json
import re
from collections.abc import Mapping
from pathlib import Path

from jsonschema import Draft202012Validator

from .catalogue import schema_document
from .errors import RuleError

LANGS = ("de", "en")
_PATH = Path(__file__).with_name("messages.json")
_PLACEHOLDER = re.compile(r"\{([a-z_]+)\}")
JS_MODULE = Path(__file__).parent.parent / "pwa" / "engine" / "messages_data.js"


def _load() -> dict[str, dict[str, str]]:
    document = json.loads(_PATH.read_text(encoding="utf-8"))
    Draft202012Validator(schema_document("messages")).validate(document)
    messages: dict[str, dict[str, str]] = document["messages"]  # as the schema says
    return messages


#: code → {"de": text, "en": text}
MESSAGES: dict[str, dict[str, str]] = _load()


def placeholders(text: str) -> set[str]:
    """The ``{names}`` a text needs.

    >>> sorted(placeholders("{premium} braucht {need} Punkte, die Spielerseite hat {have}."))
    ['have', 'need', 'premium']
    """
    return set(_PLACEHOLDER.findall(text))


def render(code: str, params: Mapping[str, object], lang: str) -> str:
    """The catalogue's text for ``code`` in ``lang`` with its placeholders filled (KeyError for
    an unknown code or language: a bug, which the tests look for)."""
    text = MESSAGES[code][lang]
    return _PLACEHOLDER.sub(lambda m: str(params[m[1]]) if m[1] in params else m[0], text)


def texts(error: RuleError) -> dict[str, str] | None:
    """The player's texts of an engine error, by language; None if its code has none."""
    if error.code not in MESSAGES:
        return None
    return {lang: render(error.code, error.params, lang) for lang in LANGS}


def js_module() -> str:
    """The catalogue as the ES module the PWA imports (no build step, no JSON import)."""
    data = json.dumps(MESSAGES, ensure_ascii=False, indent=2)
    return (
        "// Generated from shared_rules/messages.json by `python -m shared_rules.messages`: do not\n"
        "// edit; a test fails when this file differs from what the command writes.\n"
        f"export const MESSAGES = Object.freeze({data});\n"
    )


if (
    __name__ == "__main__"
):  # pragma: no cover - the generator, checked by tests/unit/test_messages.py
    JS_MODULE.write_text(js_module(), encoding="utf-8")
