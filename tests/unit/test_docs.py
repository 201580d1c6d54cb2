"""The project's own documents: every *.md a project file names exists, and the rule book indexes
every clause the engine cites."""

import re
from pathlib import Path

import pytest

from shared_rules.profiles import profile_ids, raw_profile

ROOT = Path(__file__).resolve().parents[2]
SKIP = {".git", ".venv", "node_modules", "instance", ".ruff_cache", ".mypy_cache", ".hypothesis"}
TEXT = {".py", ".md", ".json", ".js", ".html", ".toml", ".yml", ".yaml", ".cfg", ".ini", ".txt", ""}
MD_NAME = re.compile(r"(?<![\w./-])((?:\.\.?/)?(?:[\w.-]+/)*[\w-]+\.md)\b")


def project_files():
    for path in sorted(ROOT.rglob("*")):
        rel = path.relative_to(ROOT)
        if path.is_file() and not SKIP & set(rel.parts) and path.suffix in TEXT:
            yield path


def named_md(path: Path):
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        return
    for match in MD_NAME.finditer(text):
        yield match[1]


BASENAMES = {p.name for p in project_files() if p.suffix == ".md"}


def resolves(name: str, where: Path) -> bool:
    if "/" not in name:
        return name in BASENAMES
    return (ROOT / name).is_file() or (where.parent / name).resolve().is_file()


def test_every_md_a_project_file_names_exists_in_the_repository():
    missing = sorted(
        f"{path.relative_to(ROOT)}: {name}"
        for path in project_files()
        for name in named_md(path)
        if not resolves(name, path)
    )
    assert missing == []


def test_the_check_finds_a_missing_document(tmp_path):
    stray = ROOT / "docs" / "rules.md"
    md = ".md"  # spelt apart, so that this file names no missing document itself
    assert resolves("docs/rules.md", stray) and not resolves("RULES" + md, stray)
    assert not resolves("docs/nowhere" + md, stray)


def clauses(profile: dict):
    yield profile["kontra"]["clause"]
    yield from profile["clauses"].values()
    for table in ("games", "premiums"):
        for spec in profile[table].values():
            yield spec["clause"]
    if profile["valat"]:
        yield profile["valat"]["clause"]
    if profile["trischaken"]:
        yield from (
            profile["trischaken"][k] for k in ("clause", "jungfrau_clause", "renonce_clause")
        )


@pytest.mark.parametrize("profile_id", profile_ids())
def test_the_rule_book_indexes_every_clause_the_engine_cites(profile_id):
    index = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8").split("## Appendix B")[1]
    rows = {
        (cells[1], cells[2].strip("` "))
        for line in index.splitlines()
        if line.startswith("| ") and len(cells := [c.strip() for c in line.split("|")]) > 3
    }
    missing = {c for c in clauses(raw_profile(profile_id)) if (c, profile_id) not in rows}
    assert missing == set()
