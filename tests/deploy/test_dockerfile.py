"""deploy/Dockerfile: hadolint finds nothing, and the image is built the way the deploy needs.

No Docker engine runs here, so the image is never built in the tests: what can be checked is the
file itself (hadolint, and the rules below) and that everything it copies exists.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

from bench.instances import Client, free_port

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


def test_slim_bases_pinned_to_a_patch_version():
    bases = [args.split()[0] for word, args in instructions() if word == "FROM"]
    python, node = (
        re.compile(r"python:3\.\d+\.\d+-slim-\w+"),
        re.compile(r"node:\d+\.\d+\.\d+-\w+-slim"),
    )
    assert bases and all(python.fullmatch(b) or node.fullmatch(b) for b in bases)
    # the image that runs is Python; node only builds the PWA's libraries
    assert python.fullmatch(bases[-1])


def test_no_unpinned_system_package_is_installed():
    assert not any(word == "RUN" and "apt-get install" in args for word, args in instructions())


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


def test_what_the_image_copies_is_enough_to_migrate_serve_and_pass_its_healthcheck(tmp_path):
    """The final stage's files (its COPY lines), its ENV and its commands, run here without Docker:
    nothing the server needs is left out of the image."""
    app = tmp_path / "app"
    app.mkdir()
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    env.pop("PYTHONPATH", None)
    for word, args in final_stage():
        if word == "COPY" and not args.startswith("--from"):
            source, target = args.split()
            destination = app / target if target != "./" else app / Path(source).name
            if (ROOT / source).is_dir():
                shutil.copytree(
                    ROOT / source, destination, ignore=shutil.ignore_patterns("__pycache__")
                )
            else:
                destination.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy(ROOT / source, destination)
        if word == "ENV":
            for name, value in re.findall(r"([A-Z_]+)=(\S+)", args):
                if name not in (
                    "PATH", "DATABASE_URL", "PORT", "METRICS_PORT", "PROMETHEUS_MULTIPROC_DIR"
                ):  # fmt: skip
                    env[name] = value
    bin_dir = Path(sys.executable).parent
    port, metrics_port = str(free_port()), str(free_port())
    env |= {
        "METRICS_PORT": metrics_port,
        "DATABASE_URL": f"sqlite:///{app / 'instance' / 'tarock.sqlite3'}",
        "PORT": port,
        "PROMETHEUS_MULTIPROC_DIR": str(tmp_path / "metrics"),
        "PATH": f"{bin_dir}:{os.environ['PATH']}",
    }
    (app / "instance").mkdir()
    where = subprocess.run(
        [sys.executable, "-c", "import api; print(api.__file__)"], cwd=app, env=env,
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    assert where.stdout.strip() == str(app / "api" / "__init__.py")
    migrate = subprocess.run(
        ["flask", "--app", "api", "db-upgrade"], cwd=app, env=env, capture_output=True, text=True
    )
    assert migrate.returncode == 0, migrate.stderr
    steps = dict(final_stage())
    cmd = json.loads(steps["CMD"])
    healthcheck = json.loads(steps["HEALTHCHECK"].split(" CMD ", 1)[1])
    server = subprocess.Popen(
        cmd, cwd=app, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        deadline = time.monotonic() + 30
        while subprocess.run(healthcheck, cwd=app, env=env, capture_output=True).returncode != 0:
            assert server.poll() is None and time.monotonic() < deadline, "never healthy"
            time.sleep(0.2)
        status, _, body = Client(int(port)).request("GET", "/readyz")
        assert status == 200, body
        status, _, _ = Client(int(port)).request("GET", "/")
        assert status == 200  # the PWA is in the image too
        # /metrics on the image's metrics port only (METRICS_PORT: 9100 in the image)
        assert "METRICS_PORT=9100" in steps["ENV"]
        assert Client(int(port)).request("GET", "/metrics")[0] == 404
        status, headers, _ = Client(int(metrics_port)).request("GET", "/metrics")
        assert status == 200 and headers["Content-Type"].startswith("text/plain")
        assert Client(int(metrics_port)).request("GET", "/api/v1/profiles")[0] == 404
    finally:
        server.terminate()
        server.wait(timeout=30)
