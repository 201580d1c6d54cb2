"""deploy/Dockerfile: hadolint finds nothing, and the image is built the way the deploy needs.

No Docker engine runs here, so the image is never built in the tests: what can be checked is the
file itself (hadolint, and the rules below) and that everything it copies exists.
"""

import json
import re

from .conftest import ROOT, run, tool

DOCKERFILE = ROOT / "deploy" / "Dockerfile"


def instructions() -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) per instruction, continuation lines joined, comments dropped."""
    text = re.sub(r"\\\n\s*", " ", DOCKERFILE.read_text())
    out = []
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            word, _, rest = line.partition(" ")
            out.append((word.upper(), rest.strip()))
    return out


def final_stage() -> list[tuple[str, str]]:
    steps = instructions()
    last_from = max(i for i, (word, _) in enumerate(steps) if word == "FROM")
    return steps[last_from:]


def test_hadolint_finds_nothing():
    result = run(tool("hadolint"), "--failure-threshold", "info", str(DOCKERFILE))
    assert result.returncode == 0, result.stdout + result.stderr


def test_hadolint_does_complain_about_a_bad_dockerfile(tmp_path):
    bad = tmp_path / "Dockerfile"
    bad.write_text("FROM python:latest\nRUN pip install flask\nCMD gunicorn app:app\n")
    result = run(tool("hadolint"), "--failure-threshold", "info", str(bad))
    assert result.returncode != 0
    assert {"DL3007", "DL3013", "DL3025"} <= set(re.findall(r"DL\d{4}", result.stdout))


def test_slim_python_base_pinned_to_a_version():
    bases = [args.split()[0] for word, args in instructions() if word == "FROM"]
    assert bases and all(re.fullmatch(r"python:3\.\d+(\.\d+)?-slim-\w+", b) for b in bases)


def test_runs_as_an_unprivileged_user():
    users = [args for word, args in final_stage() if word == "USER"]
    assert users and users[-1].split(":")[0] not in ("root", "0")


def test_dependencies_come_pinned_and_hashed_from_the_lock_file():
    runs = " ".join(args for word, args in instructions() if word == "RUN")
    assert "--require-hashes -r /tmp/requirements.txt" in runs
    assert re.search(r"pip install(?![^&]*-r )", runs) is None  # no unpinned pip install


def test_cmd_and_healthcheck_are_exec_form_and_check_livez():
    steps = dict(final_stage())
    cmd = json.loads(steps["CMD"])
    assert cmd == ["gunicorn", "-c", "deploy/gunicorn.conf.py", "api:create_app()"]
    check = steps["HEALTHCHECK"]
    exec_form = json.loads(check[check.index("CMD") + 3 :].strip())
    assert "/livez" in " ".join(exec_form)


def test_everything_copied_exists():
    for word, args in instructions():
        if word == "COPY" and not args.startswith("--from"):
            source = args.split()[0]
            assert (ROOT / source).exists(), source
    ignored = (ROOT / ".dockerignore").read_text().split()
    for needed in ("requirements.txt", "api", "shared_rules", "migrations", "pwa", "deploy"):
        assert needed not in ignored
