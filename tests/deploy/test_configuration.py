"""Configuration is environment variables only, all in one table in the README: every variable the
code reads and every one the image, the compose file and the Kubernetes objects set is in it, and
every one in it is read."""

import json
import re

import yaml

from api import config

from .conftest import ROOT, compose, run, tool

ROW = re.compile(r"^\| `([A-Z][A-Z0-9_]*)` \|", re.M)
READ = re.compile(r"""os\.environ(?:\.get\(|\[)\s*["']([A-Z][A-Z0-9_]*)["']""")
SOURCES = [*sorted((ROOT / "api").rglob("*.py")), ROOT / "deploy" / "gunicorn.conf.py"]
NOT_CONFIG = {
    "PATH",
    "PYTHONDONTWRITEBYTECODE",
    "PYTHONUNBUFFERED",
    "PIP_DISABLE_PIP_VERSION_CHECK",
}


def documented() -> set[str]:
    text = (ROOT / "README.md").read_text()
    table = text[text.index("| variable | default | what |") :].split("\n\n", 1)[0]
    return set(ROW.findall(table))


def read_by_code() -> set[str]:
    names = {n for path in SOURCES for n in READ.findall(path.read_text())}
    names |= set(config.PLAIN_ENV)
    return {n for n in names if not n.startswith("TEST_")}  # the tests' own servers


def set_by_deploy_files() -> set[str]:
    names = set()
    dockerfile = (ROOT / "deploy" / "Dockerfile").read_text().replace("\\\n", " ")
    for line in dockerfile.splitlines():
        if line.startswith("ENV "):
            names |= set(re.findall(r"([A-Z][A-Z0-9_]*)=", line))
    stack = json.loads(
        run(compose(), "-f", "deploy/docker-compose.yml", "config", "--format", "json").stdout
    )
    for service in ("api", "migrate"):
        names |= set(stack["services"][service]["environment"])
    for overlay in ("dev", "prod"):
        rendered = run(tool("kubectl"), "kustomize", f"deploy/k8s/overlays/{overlay}").stdout
        for obj in yaml.safe_load_all(rendered):
            if obj["metadata"]["name"].startswith(("tarock-config", "tarock-secrets")):
                names |= set(obj["data"])
    return names - NOT_CONFIG


def test_every_variable_read_by_the_code_is_in_the_table():
    missing = read_by_code() - documented()
    assert not missing, f"add to the README's configuration table: {sorted(missing)}"


def test_every_variable_the_deploy_files_set_is_in_the_table():
    missing = set_by_deploy_files() - documented()
    assert not missing, f"add to the README's configuration table: {sorted(missing)}"


def test_every_variable_in_the_table_is_read():
    api_source = "\n".join(p.read_text() for p in (ROOT / "api").rglob("*.py"))
    for name in documented():
        if name.startswith("TAROCK_"):  # app.config[NAME]: a setting the app looks up
            setting = name.removeprefix("TAROCK_")
            assert re.search(rf"\b{setting}\b", api_source), name
        else:
            assert name in read_by_code(), name
