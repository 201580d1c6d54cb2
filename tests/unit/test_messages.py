"""The message catalogue (shared_rules/messages.json): every engine error has a code with a German
and an English text, every raise site names a code the catalogue has, and every code, raised by a
real input (tests/refusal_corpus.py), renders in both languages with every placeholder filled."""

import ast
import json
import re
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from shared_rules import RuleError, settle
from shared_rules.cards import parse_card
from shared_rules.catalogue import schema_document
from shared_rules.custom import custom_profile
from shared_rules.families import raw_profile, replay
from shared_rules.haferl import count, settle_sheet
from shared_rules.haferl.profile import profile_from_data as haferl_profile
from shared_rules.lookalike import check_look_alikes
from shared_rules.messages import JS_MODULE, LANGS, MESSAGES, js_module, placeholders, render, texts
from shared_rules.profiles import load_profile, profile_from_data

from ..refusal_corpus import CORPUS, JSON_PATH, write_json

ROOT = Path(__file__).parents[2]
CLASSES = {"MalformedInput", "NotAllowed", "Inconsistent", "InvalidOverlay"}
#: words an English text has and a German one never: a German text holding one is half translated
ENGLISH = (" must ", " expected ", " between ", "points for", " the ", " with ", " not ")


CALLS = {
    "parseCard": parse_card,
    "countAugen": count,
    "loadProfile": profile_from_data,
    "loadKoenigrufenProfile": load_profile,
    "customProfile": lambda base, overlay: custom_profile(base, overlay).data,
    "checkLookAlikes": check_look_alikes,
}


def run(request: dict) -> object:
    """What the Python engine does with one corpus request (as the twin's server reads it)."""
    if "call" in request:
        return CALLS[request["call"]](*request["args"])
    if "replay" in request:
        return replay(request["replay"])
    if "haferl_sheet" in request:
        return settle_sheet(request["haferl_sheet"])
    if request.get("sheet"):
        doc = raw_profile(request["sheet"]["profile"])
        load = haferl_profile if doc["family"] == "haferltarock" else profile_from_data
        return settle(request["record"], profile=load(doc, request["sheet"]["house_rules"]))
    return settle(request["record"])


def python_answer(request: dict) -> RuleError:
    """The engine's refusal of one corpus request."""
    with pytest.raises(RuleError) as raised:
        run(request)
    return raised.value


def test_the_catalogue_follows_its_schema():
    document = json.loads((ROOT / "shared_rules" / "messages.json").read_text(encoding="utf-8"))
    Draft202012Validator(schema_document("messages")).validate(document)
    assert document["messages"] == MESSAGES


@pytest.mark.parametrize("code", sorted(MESSAGES))
def test_every_code_has_a_german_and_an_english_text_with_the_same_placeholders(code):
    entry = MESSAGES[code]
    assert set(entry) == set(LANGS)
    assert placeholders(entry["de"]) == placeholders(entry["en"])
    assert not any(word in entry["de"] for word in ENGLISH), entry["de"]
    for text in entry.values():
        assert text[0].isupper() or text[0] in "{0123456789", text  # a sentence, for players
        assert not re.search(r"[a-z]+_[a-z]+|\w\.\d|declarer_|premiums\.", text), (
            text
        )  # no path or key


def test_the_pwa_reads_the_catalogue_as_generated_from_the_json():
    assert JS_MODULE.read_text(encoding="utf-8") == js_module(), (
        "run: python -m shared_rules.messages"
    )


def test_the_node_corpus_is_the_python_corpus():
    assert JSON_PATH.read_text(encoding="utf-8") == write_json(), (
        "run: python -m tests.refusal_corpus"
    )


@pytest.mark.parametrize(("code", "request_"), CORPUS, ids=[c for c, _ in CORPUS])
def test_each_corpus_input_is_refused_with_its_code_and_renders_in_both_languages(code, request_):
    error = python_answer(request_)
    assert error.code == code, error
    rendered = texts(error)
    assert rendered is not None
    for lang, text in rendered.items():
        assert "{" not in text and "}" not in text, (lang, text)
        assert error.field not in text or "." not in error.field, (lang, text)
    assert all(isinstance(v, str | int) and not isinstance(v, bool) for v in error.params.values())


def test_every_code_is_raised_by_some_corpus_input():
    assert set(MESSAGES) == {code for code, _ in CORPUS}


def _python_codes() -> list[tuple[str, int, list[str]]]:
    """(file, line, the string constants its ``code=`` can take) of every raise site."""
    sites = []
    for path in sorted((ROOT / "shared_rules").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            if name in CLASSES or name == "twice":
                code = next((kw.value for kw in node.keywords if kw.arg == "code"), None)
                assert code is not None, f"{path}:{node.lineno} raises without a code"
                consts = [n.value for n in ast.walk(code) if isinstance(n, ast.Constant)]
                if consts:  # else a code passed on (err.code)
                    sites.append((str(path), node.lineno, consts))
    return sites


def _js_codes() -> list[tuple[str, int, list[str]]]:
    """(file, line, the codes) of every ``new MalformedInput|NotAllowed|Inconsistent(...)``."""
    sites = []
    pattern = re.compile(
        r"new (?:MalformedInput|NotAllowed|Inconsistent|InvalidOverlay|this\.Twice|err\.constructor)\("
    )
    for path in sorted((ROOT / "pwa" / "engine").rglob("*.js")):
        source = path.read_text(encoding="utf-8")
        for match in pattern.finditer(source):
            line = source.count("\n", 0, match.start()) + 1
            if source[: match.start()].rsplit("\n", 1)[-1].lstrip().startswith("*"):
                continue  # a doc comment's example
            call = _call_text(source, match.end())
            if "err.code" in call:
                continue
            args = _top_level_args(call)
            assert len(args) >= 4, f"{path}:{line} throws without a code: {call}"
            codes = re.findall(r'"([a-z_]+(?:\.[a-z_]+)+)"', args[3])
            assert codes, f"{path}:{line} throws without a code: {call}"
            sites.append((str(path), line, codes))
    return sites


def _top_level_args(call: str) -> list[str]:
    """The arguments of a call's text, split at the commas outside brackets and strings."""
    args, depth, quote, start = [], 0, None, 0
    for i, c in enumerate(call):
        if quote:
            if c == quote and call[i - 1] != "\\":
                quote = None
        elif c in "\"'`":
            quote = c
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 0:
            args.append(call[start:i].strip())
            start = i + 1
    args.append(call[start:].strip())
    return [a for a in args if a]


def _call_text(source: str, start: int) -> str:
    """The arguments of the call whose '(' ends at ``start`` (parentheses counted outside strings)."""
    depth, i, quote = 1, start, None
    while depth:
        c = source[i]
        if quote:
            if c == "\\":
                i += 1
            elif c == quote:
                quote = None
        elif c in "\"'`":
            quote = c
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        i += 1
    return source[start : i - 1]


def test_every_python_raise_site_names_a_code_of_the_catalogue():
    sites = _python_codes()
    assert len(sites) > 200
    for path, line, codes in sites:
        for code in codes:
            assert code in MESSAGES, f"{path}:{line} raises {code!r}, which the catalogue lacks"


def test_every_js_throw_site_names_a_code_of_the_catalogue():
    sites = _js_codes()
    assert len(sites) > 200
    for path, line, codes in sites:
        for code in codes:
            assert code in MESSAGES, f"{path}:{line} throws {code!r}, which the catalogue lacks"


def test_both_engines_use_the_same_codes():
    python = {c for _, _, codes in _python_codes() for c in codes}
    js = {c for _, _, codes in _js_codes() for c in codes}
    assert python == js == set(MESSAGES)


def test_a_placeholder_without_its_param_stays_visible_for_the_tests_to_catch():
    assert render("text.too_long", {}, "de") == "Höchstens {max} Zeichen."
    assert render("text.too_long", {"max": 40}, "en") == "At most 40 characters."


def _error_vectors() -> list[tuple[str, dict]]:
    from .haferl.test_vectors import CASES as HAFERL
    from .test_vectors import CASES as KOENIGRUFEN

    cases = [c.values[0] for c in (*KOENIGRUFEN, *HAFERL)]
    return [(c["name"], c) for c in cases if "error" in c]


@pytest.mark.parametrize(("name", "case"), _error_vectors(), ids=[n for n, _ in _error_vectors()])
def test_every_refusal_of_the_golden_vectors_has_a_catalogue_message(name, case):
    request = {"record": case["record"]} if "record" in case else {"haferl_sheet": case["sheet"]}
    error = python_answer(request)
    assert error.code in MESSAGES, name
    assert all("{" not in text for text in (texts(error) or {}).values()), name
