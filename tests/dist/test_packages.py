"""The engine as packages (packaging/build.py, ``make dist``): the wheel installs into a fresh venv
and the npm tarball into a fresh folder, both offline; each passes the golden vectors it ships and
runs its README example; the TypeScript declarations type-check a caller.

The packages are built here from the current sources (offline). The wheels of the engine's
dependencies come from ``dist/wheelhouse``, which ``make dist`` fetches (``make test`` runs it)."""

import importlib.util
import json
import os
import re
import subprocess
import sys
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("packaging_build", ROOT / "packaging" / "build.py")
assert _spec is not None and _spec.loader is not None
build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(build)
WHEELHOUSE = ROOT / "dist" / "wheelhouse"
TSC = ROOT / "tools" / "node_modules" / ".bin" / "tsc"


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out, work = tmp_path_factory.mktemp("dist"), tmp_path_factory.mktemp("stage")
    return build.build_wheel(out, work), build.build_npm(out, work)


def _readme_block(path: Path, language: str) -> str:
    found = re.search(rf"```{language}\n(.*?)```", path.read_text(encoding="utf-8"), re.DOTALL)
    assert found, f"no {language} example in {path}"
    return found.group(1)


def _run(*cmd, **kwargs) -> str:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PIP_", "PYTHON"))}
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=300, env=env, **kwargs)
    assert done.returncode == 0, f"{cmd}\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done.stdout


def test_the_packages_have_their_own_names_and_one_version():
    python = (ROOT / "packaging" / "python" / "pyproject.toml").read_text(encoding="utf-8")
    npm = json.loads((ROOT / "packaging" / "js" / "package.json").read_text(encoding="utf-8"))
    assert 'name = "tarock-rules"' in python and npm["name"] == "tarock-engine"
    assert f'version = "{npm["version"]}"' in python  # the twins are released together
    assert "dependencies" not in npm  # no dependency
    # the wheel needs only what shared_rules imports outside the standard library
    imports = set()
    for source in (ROOT / "shared_rules").rglob("*.py"):
        imports |= set(re.findall(r"^(?:from|import) (\w+)", source.read_text(), re.MULTILINE))
    third_party = imports - set(sys.stdlib_module_names) - {"shared_rules"}
    assert third_party == {"jsonschema"}
    assert re.search(r'^dependencies = \["jsonschema[^,"]*,?[^"]*"\]$', python, re.MULTILINE)


def test_the_wheel_installs_offline_into_a_fresh_venv_and_passes_the_vectors(built, tmp_path):
    wheel, _ = built
    assert WHEELHOUSE.is_dir(), "dist/wheelhouse is missing: run `make dist` first"
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True)
    python = env_dir / "bin" / "python"
    _run(str(python), "-m", "pip", "--isolated", "install", "--quiet", "--no-index",
         "--find-links", str(WHEELHOUSE), str(wheel))  # fmt: skip
    listed = _run(str(python), "-m", "pip", "--isolated", "list", "--format=json")
    names = {p["name"].lower() for p in json.loads(listed)}
    assert "tarock-rules" in names and not names & {"flask", "sqlalchemy", "tarock"}

    # -I: neither PYTHONPATH nor this checkout: the installed package
    out = _run(str(python), "-I", str(ROOT / "packaging" / "python" / "check_vectors.py"),
               cwd=tmp_path)  # fmt: skip
    assert f"shared_rules at {env_dir}" in out
    passed, failed = map(int, re.search(r"^(\d+) passed, (\d+) failed$", out, re.M).groups())
    assert passed >= 500 and failed == 0

    example = tmp_path / "example.py"
    example.write_text(_readme_block(ROOT / "packaging" / "python" / "README.md", "python"))
    out = _run(str(python), "-I", str(example), cwd=tmp_path)
    assert out.splitlines()[0] == "{'Anna': 12, 'Bernd': -4, 'Clara': -4, 'David': -4}"
    assert out.splitlines()[-1] == "malformed declarer"


def test_the_npm_package_installs_offline_into_a_fresh_folder_and_passes_the_vectors(
    built, tmp_path
):
    _, tarball = built
    app = tmp_path / "app"
    app.mkdir()
    (app / "package.json").write_text(json.dumps({"name": "app", "private": True,
                                                  "type": "module"}))  # fmt: skip
    _run("npm", "install", "--offline", "--no-audit", "--no-fund", str(tarball), cwd=app)
    installed = app / "node_modules" / "tarock-engine"
    assert json.loads((installed / "package.json").read_text())["version"] == "0.1.0"
    assert not (app / "node_modules" / ".package-lock.json").read_text().count('"dependencies"')

    out = _run("npm", "test", cwd=installed)
    assert re.search(r"^# fail 0$", out, re.M) and not re.search(r"^# pass 0$", out, re.M)

    (app / "example.mjs").write_text(
        _readme_block(ROOT / "packaging" / "js" / "README.md", "js"), encoding="utf-8"
    )
    out = _run("node", "example.mjs", cwd=app)
    assert out.splitlines()[0] == "{ Anna: 12, Bernd: -4, Clara: -4, David: -4 }"
    assert out.splitlines()[-1] == "malformed declarer"

    # the declarations: a TypeScript caller type-checks against them (and a misuse does not)
    (app / "caller.ts").write_text(
        'import { settle, RuleError } from "tarock-engine";\n'
        'import { PROFILES } from "tarock-engine/profiles";\n'
        "const points: unknown = settle({}, PROFILES).points;\n"
        "export const refused = (e: unknown) => e instanceof RuleError;\n"
        "export { points };\n"
    )
    (app / "wrong.ts").write_text('import { notExported } from "tarock-engine";\nnotExported;\n')
    check = [str(TSC), "--noEmit", "--strict", "--module", "nodenext",
             "--moduleResolution", "nodenext", "--target", "es2022"]  # fmt: skip
    _run(*check, "caller.ts", cwd=app)
    wrong = subprocess.run([*check, "wrong.ts"], cwd=app, capture_output=True, text=True)
    assert wrong.returncode != 0 and "notExported" in wrong.stdout
