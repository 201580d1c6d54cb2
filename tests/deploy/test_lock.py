"""requirements.txt (the runtime dependencies, hashed, what `make run` and the image install) agrees
with pyproject.toml and with what is installed here."""

import re
import tomllib
from importlib import metadata

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from .conftest import ROOT


def locked() -> dict[str, tuple[str, int]]:
    """name → (version, number of hashes)."""
    text = (ROOT / "requirements.txt").read_text()
    out = {}
    for block in re.split(r"\n(?=[A-Za-z0-9])", text):
        first = block.split()[0] if block.strip() and not block.startswith("#") else None
        if first and "==" in first:
            name, version = first.split("==")
            out[canonicalize_name(name)] = (version, block.count("--hash=sha256:"))
    return out


def declared() -> list[Requirement]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    return [Requirement(r) for r in project["dependencies"]]


def test_every_runtime_dependency_is_locked_at_its_pinned_version():
    lock = locked()
    for req in declared():
        pin = next(iter(req.specifier)).version
        assert lock[canonicalize_name(req.name)][0] == pin, req


def test_every_locked_package_has_hashes():
    lock = locked()
    assert len(lock) > len(declared())  # the transitive dependencies too
    assert all(hashes >= 1 for _, hashes in lock.values()), lock


def test_installed_versions_are_the_locked_ones():
    for name, (version, _) in locked().items():
        try:
            assert metadata.version(name) == version, name
        except metadata.PackageNotFoundError:
            raise AssertionError(f"{name} is locked but not installed: make venv") from None
