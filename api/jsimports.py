"""The modules an ES module imports, read by tokenizing it: comments, strings, template literals
and regular expressions are skipped as the JavaScript grammar has them, so an ``import`` or
``from "x"`` inside one of them never counts (a regular expression over the text could be fooled
by any of them). Used by ``api.pwa`` to find what the app loads (its precache and preload hints).

``static``: ``import … from "x"``, ``import "x"``, ``export … from "x"`` (what the browser fetches
before the module runs); ``dynamic``: ``import("x")`` with a literal specifier (loaded later).

>>> imports('import { a } from "./a.js"; // import "./no.js"\\nconst s = `import("./no.js")`;\\n'
...         'export * from "../b.js"; const r = /from "no"/; const later = import("./c.js");')
Imports(static=['./a.js', '../b.js'], dynamic=['./c.js'])
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import NamedTuple


class Imports(NamedTuple):
    static: list[str]
    dynamic: list[str]


class Token(NamedTuple):
    # "name", "string", "punct", "other" (numbers, regular expressions, templates); while
    # scanning also "space" and "comment"
    kind: str
    text: str


class JsSyntaxError(ValueError):
    """The source ends inside a comment, string, template or regular expression."""


_NAME = re.compile(r"[\w$]+")  # identifiers, keywords and numbers (\w is Unicode-aware)
_SPACE = re.compile(r"\s+")
#: after these a ``/`` starts a regular expression; after a name, number, ``)`` or ``]``, a division
_REGEX_AFTER_NAMES = frozenset(
    [
        "return",
        "typeof",
        "instanceof",
        "in",
        "of",
        "new",
        "delete",
        "void",
        "throw",
        "case",
        "do",
        "else",
        "yield",
        "await",
    ]
)
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f", "v": "\v", "0": "\0"}


def imports(source: str) -> Imports:
    """The specifiers ``source`` imports statically and by ``import("…")``, in source order."""
    tokens = list(tokenize(source))
    static: list[str] = []
    dynamic: list[str] = []
    for i, tok in enumerate(tokens):
        if tok.kind != "name" or tok.text not in ("import", "export"):
            continue
        if i and tokens[i - 1].text in (".", "?."):
            continue  # a property called import
        nxt = _at(tokens, i + 1)
        if tok.text == "import" and nxt.text == "(":
            spec, close = _at(tokens, i + 2), _at(tokens, i + 3)
            if spec.kind == "string" and close.text in (")", ","):
                dynamic.append(spec.text)
        elif tok.text == "import" and nxt.kind == "string":
            static.append(nxt.text)
        elif (tok.text == "import" and nxt.text != ".") or nxt.text in ("*", "{"):
            # a clause ending in ``from "x"`` (``import.meta`` and ``export const`` have none)
            source_of = _from_clause(tokens, i + 1)
            if source_of is not None:
                static.append(source_of)
    return Imports(static, dynamic)


def _at(tokens: list[Token], i: int) -> Token:
    return tokens[i] if i < len(tokens) else Token("end", "")


def _from_clause(tokens: list[Token], i: int) -> str | None:
    """The specifier of the ``from "x"`` that ends the import or export clause starting at ``i``
    (``a``, ``* as ns``, ``{ a as b, c }``, ``a, { b }``), or None where the clause ends without
    one (``export { a };``)."""
    depth = 0
    while i < len(tokens):
        tok = tokens[i]
        if tok.text == "{":
            depth += 1
        elif tok.text == "}":
            depth -= 1
        elif depth == 0 and tok.kind == "name" and tok.text == "from":
            nxt = _at(tokens, i + 1)
            return nxt.text if nxt.kind == "string" else None
        elif (
            depth == 0
            and not (tok.kind == "name" or tok.text in ("*", ","))
            or depth > 0
            and not (tok.kind in ("name", "string") or tok.text == ",")
        ):
            return None
        i += 1
    return None


def tokenize(source: str) -> Iterator[Token]:
    """The significant tokens of ``source`` (no spaces or comments); strings with their value."""
    for tok, _, _ in _scan(source):
        if tok.kind not in ("space", "comment"):
            yield tok


def compact(source: str) -> str:
    """``source`` without its comments and with each run of spaces outside literals shortened to
    one newline (where it held one: automatic semicolon insertion depends on it) or one space.
    Strings, templates and regular expressions stay as written, so the program is the same token
    for token; only the bytes a phone downloads shrink (JSDoc types and explanations are for
    readers and ``tsc``, not for the browser).

    >>> compact('/** A doc. */\\nexport const a = 1; // why\\n\\n    const s = `  x  // y`;\\n')
    '\\nexport const a = 1;\\nconst s = `  x  // y`;\\n'
    """
    out: list[str] = []
    for tok, start, end in _scan(source):
        if tok.kind in ("space", "comment"):
            gap = "\n" if "\n" in source[start:end] else " "
            if out and out[-1] in (" ", "\n"):  # a token is never blank: the gap before goes on
                out[-1] = "\n" if "\n" in (gap, out[-1]) else " "
            else:
                out.append(gap)
        else:
            out.append(source[start:end])
    return "".join(out)


def _scan(source: str) -> Iterator[tuple[Token, int, int]]:
    """Every piece of ``source`` in order with its span: the significant tokens, and the spaces
    and comments between them (kinds "space" and "comment")."""
    i, n = 0, len(source)
    braces: list[str] = []  # "{" of a block or object, "${" of a template's substitution
    prev: Token | None = None
    while i < n:
        c, start = source[i], i
        if space := _SPACE.match(source, i):
            i = space.end()
            yield Token("space", ""), start, i
            continue
        if source.startswith("//", i):
            end = source.find("\n", i)
            i = n if end < 0 else end
            yield Token("comment", ""), start, i
            continue
        if source.startswith("/*", i):
            end = source.find("*/", i + 2)
            if end < 0:
                raise JsSyntaxError("unterminated comment")
            i = end + 2
            yield Token("comment", ""), start, i
            continue
        if c in "'\"":
            i, value = _string(source, i)
            tok = Token("string", value)
        elif c == "`" or (c == "}" and braces and braces[-1] == "${"):
            if c == "}":
                braces.pop()
            i, opens = _template(source, i + 1)
            if opens:
                braces.append("${")
            tok = Token("other", "`")
        elif c == "/" and _regex_may_follow(prev):
            i = _regex(source, i)
            tok = Token("other", "/re/")
        elif name := _NAME.match(source, i):
            i = name.end()
            tok = Token("name", name.group())
        else:
            chained = source.startswith("?.", i) and not source[i + 2 : i + 3].isdigit()
            text = "?." if chained else c  # ``a?.b`` (``a?.5:0`` is a ``?`` and ``.5``)
            if text == "{":
                braces.append("{")
            elif text == "}" and braces:
                braces.pop()
            i += len(text)
            tok = Token("punct", text)
        prev = tok
        yield tok, start, i


def _string(source: str, i: int) -> tuple[int, str]:
    quote, i = source[i], i + 1
    out: list[str] = []
    while i < len(source):
        c = source[i]
        if c == quote:
            return i + 1, "".join(out)
        if c == "\\":
            nxt = source[i + 1 : i + 2]
            out.append(_ESCAPES.get(nxt, nxt) if nxt != "\n" else "")
            i += 2
            continue
        if c == "\n":
            break
        out.append(c)
        i += 1
    raise JsSyntaxError("unterminated string")


def _template(source: str, i: int) -> tuple[int, bool]:
    """Past the template text from ``i``: to its closing backtick (False) or a ``${`` (True)."""
    while i < len(source):
        c = source[i]
        if c == "\\":
            i += 2
        elif c == "`":
            return i + 1, False
        elif source.startswith("${", i):
            return i + 2, True
        else:
            i += 1
    raise JsSyntaxError("unterminated template literal")


def _regex_may_follow(prev: Token | None) -> bool:
    if prev is None:
        return True
    if prev.kind == "name":
        return prev.text in _REGEX_AFTER_NAMES
    if prev.kind == "string" or prev.text in ("/re/", "`"):
        return False
    return prev.text not in (")", "]", "}")


def _regex(source: str, i: int) -> int:
    """Past the regular expression literal at ``i`` and its flags."""
    i += 1
    in_class = False
    while i < len(source):
        c = source[i]
        if c == "\\":
            i += 2
            continue
        if c == "\n":
            break
        if c == "[":
            in_class = True
        elif c == "]":
            in_class = False
        elif c == "/" and not in_class:
            flags = _NAME.match(source, i + 1)
            return flags.end() if flags else i + 1
        i += 1
    raise JsSyntaxError("unterminated regular expression")
