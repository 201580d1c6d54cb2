"""What a module imports, read by tokenizing it (api/jsimports.py): never fooled by a comment, a
string, a template or a regular expression; on every module the PWA serves it finds exactly the
static imports V8 itself finds (node's vm.SourceTextModule). The app's modules are served
compacted (no comments, spaces shortened): the same tokens, the same line breaks between them."""

import json
import posixpath
import subprocess
from pathlib import Path

import pytest

from api.jsimports import Imports, JsSyntaxError, compact, imports, tokenize
from api.pwa import MODULE_SUFFIXES, PwaAssets

ROOT = Path(__file__).resolve().parents[2]
PWA = ROOT / "pwa"


@pytest.mark.parametrize(
    ("source", "static", "dynamic"),
    [
        ('import { a, b as c } from "./a.js";', ["./a.js"], []),
        ("import x, * as ns from './b.js'", ["./b.js"], []),
        (
            'import "./side.js"; import d, { e } from "preact/hooks"',
            ["./side.js", "preact/hooks"],
            [],
        ),
        ('export * from "./c.js"; export * as n from "./d.js"', ["./c.js", "./d.js"], []),
        ('export { a, b as default } from "./e.js"; export { f };', ["./e.js"], []),
        ('const m = await import("./lazy.js"); import.meta.url;', [], ["./lazy.js"]),
        ("import(`./${name}.js`); import(spec)", [], []),  # not literal: nothing to precache
        ('// import "./comment.js"\n/* export * from "./block.js" */', [], []),
        ("const s = 'import \"./string.js\"', t = \"from './s.js'\";", [], []),
        ('const t = `import "./tpl.js" ${import("./in.js")} from "./no.js"`;', [], ["./in.js"]),
        ('const r = /import "no"|from ".\\/x.js"/g, q = /[/"]/;', [], []),
        ('x = a / 2 / b; import { y } from "./after-division.js"', ["./after-division.js"], []),
        ("o.import('./prop.js'); o?.import('./q.js'); ({ import: 1, export: 2 })", [], []),
        ('if (a) return /"/.test(b); import "./after-regex.js"', ["./after-regex.js"], []),
        ('import {\n  a,\n  b,\n} from "./multi.js";', ["./multi.js"], []),
        ('import{a}from"./tight.js";export*from"./t2.js"', ["./tight.js", "./t2.js"], []),
    ],
)
def test_imports_are_found_by_the_grammar_not_by_the_look_of_the_text(source, static, dynamic):
    assert imports(source) == Imports(static, dynamic)


@pytest.mark.parametrize("source", ['"open', "`open ${1}", "/* open", "x = /open"])
def test_a_source_that_ends_inside_a_literal_or_comment_is_refused(source):
    with pytest.raises(JsSyntaxError):
        imports(source)


def test_every_served_module_imports_exactly_what_v8_finds():
    assets = PwaAssets(PWA)
    paths = [
        (PWA / "node_modules" / url.removeprefix("/vendor/"))
        if url.startswith("/vendor/")
        else PWA / url.lstrip("/")
        for url in assets.assets
        if url.endswith(MODULE_SUFFIXES) and url != "/sw.js"
    ]
    assert len(paths) > 50 and any("node_modules" in str(p) for p in paths)
    script = (
        "import vm from 'node:vm'; import fs from 'node:fs';"
        "const out = {}; for (const f of process.argv.slice(1))"
        " out[f] = new vm.SourceTextModule(fs.readFileSync(f, 'utf8')).dependencySpecifiers;"
        "console.log(JSON.stringify(out));"
    )
    run = subprocess.run(
        ["node", "--experimental-vm-modules", "--no-warnings", "--input-type=module", "-e", script]
        + [str(p) for p in paths],
        capture_output=True,
        text=True,
        check=True,
    )
    v8 = json.loads(run.stdout)
    for path in paths:
        found = imports(path.read_text(encoding="utf-8")).static
        assert list(dict.fromkeys(found)) == v8[str(path)], path


def test_no_module_of_the_app_or_the_engine_imports_itself_in_a_circle():
    assets = PwaAssets(PWA)
    graph = {
        url: [
            posixpath.normpath(posixpath.join(posixpath.dirname(url), spec))
            for spec in imports(asset.body.decode("utf-8")).static
            if spec.startswith(".")
        ]
        for url, asset in assets.assets.items()
        if url.endswith(MODULE_SUFFIXES) and not url.startswith("/vendor/") and url != "/sw.js"
    }
    assert "/app/screens/dealparts.js" in graph["/app/screens/haferldeal.js"]
    done: set[str] = set()

    def visit(url: str, path: list[str]) -> None:
        assert url not in path, " → ".join([*path[path.index(url) :], url])
        if url in done:
            return
        for nxt in graph.get(url, []):
            visit(nxt, [*path, url])
        done.add(url)

    for url in graph:
        visit(url, [])


@pytest.mark.parametrize(
    ("source", "served"),
    [
        ("return // why\nx", "return\nx"),  # ASI: still ``return; x``
        ("a\n/* c */\n(b)", "a\n(b)"),
        ("x /* one line */ ++y", "x ++y"),
        ("let a = 1\n\n\n    ++b", "let a = 1\n++b"),
        ("s = `a  /* no */\n\n  b` + '  // no  '", "s = `a  /* no */\n\n  b` + '  // no  '"),
        ("r = /\\/* no *\\//g; /** doc */ f()", "r = /\\/* no *\\//g; f()"),
        ("const t = html`<p>\n  ${x /* c */ + 1}\n</p>`", "const t = html`<p>\n  ${x + 1}\n</p>`"),
    ],
)
def test_compacting_drops_comments_and_spaces_but_never_a_line_break_or_a_literal(source, served):
    assert compact(source) == served
    assert list(tokenize(served)) == list(tokenize(source))


def test_every_module_of_the_app_is_served_compacted_and_still_parses():
    assets = PwaAssets(PWA)
    own = {
        url: asset.body.decode("utf-8")
        for url, asset in assets.assets.items()
        if url.endswith(MODULE_SUFFIXES) and not url.startswith("/vendor/") and url != "/sw.js"
    }
    # the generated data modules (*_data.js: one literal each, the confusables table 131 KB of
    # escapes) have nothing to compact; the hand-written modules lose a fifth at least
    written_by_hand = [url for url in own if not url.endswith("_data.js")]
    written = sum(len((PWA / url.lstrip("/")).read_bytes()) for url in written_by_hand)
    assert sum(len(own[url].encode()) for url in written_by_hand) < 0.8 * written
    for url, body in own.items():
        assert list(tokenize(body)) == list(tokenize((PWA / url.lstrip("/")).read_text())), url
    # V8 parses each served body: a compacted module that no longer parses fails here
    run = subprocess.run(
        ["node", "--experimental-vm-modules", "--no-warnings", "--input-type=module", "-e",
         "import vm from 'node:vm'; import fs from 'node:fs';"
         "for (const [url, body] of Object.entries(JSON.parse(fs.readFileSync(0, 'utf8'))))"
         " { try { new vm.SourceTextModule(body); } catch (e) { console.log(url, e.message); } }"],
        input=json.dumps(own), capture_output=True, text=True, check=True,
    )  # fmt: skip
    assert run.stdout == ""
