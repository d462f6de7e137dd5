"""The Dockerfile stays plain and correct, and what it installs starts. (No Docker engine here: CI
installs the project the same way, `pip install .` into a fresh virtual environment.)"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HANG_GUARD = 900        # seconds: a subprocess that takes longer hangs (no bound on the machine's speed)


def dockerfile() -> list[str]:
    return [line.strip() for line in (ROOT / "Dockerfile").read_text().splitlines()
            if line.strip() and not line.strip().startswith("#")]


def test_dockerfile_is_slim_non_root_exec_form_with_a_volume():
    lines = dockerfile()
    assert lines[0].startswith("FROM python:3.") and lines[0].endswith("-slim")
    users = [line.split()[1] for line in lines if line.startswith("USER ")]
    assert users and users[-1] not in ("root", "0")
    [entrypoint] = [line for line in lines if line.startswith("ENTRYPOINT")]
    assert json.loads(entrypoint.split(" ", 1)[1]) == ["python", "-m", "bot"]
    assert any(line.startswith("VOLUME") and "/data" in line for line in lines)
    assert any("BOT_DATABASE=/data/" in line for line in lines)
    copied = {line.split()[1] for line in lines if line.startswith("COPY ")}
    for package in ("engine", "render", "bot", "data"):
        assert package in copied


def test_ci_installs_the_way_the_image_does():
    """The image installs the project with its PostgreSQL driver; CI with the test extra, which has
    every package of the postgres extra too (the storage tests run on PostgreSQL)."""
    import tomllib
    [install] = [line for line in dockerfile() if line.startswith("RUN pip install")]
    assert install.endswith(' ".[postgres]"')
    assert 'pip install --quiet ".[test]"' in (ROOT / ".ci" / "run").read_text()
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    assert set(extras["postgres"]) <= set(extras["test"])


def run_bot(*args, env=None):
    return subprocess.run([sys.executable, "-m", "bot", *args], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=HANG_GUARD)


def test_the_installed_entry_point_starts():
    result = run_bot("--help")
    assert result.returncode == 0 and "console" in result.stdout and "sync" in result.stdout


def test_without_a_token_the_bot_says_what_to_do(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    env["HOME"] = str(tmp_path)
    result = subprocess.run([sys.executable, "-m", "bot"], capture_output=True, text=True,
                            cwd=tmp_path, env={**env, "PYTHONPATH": str(ROOT)}, timeout=HANG_GUARD)
    assert result.returncode == 2
    assert "DISCORD_TOKEN" in result.stderr and "python -m bot demo" in result.stderr
