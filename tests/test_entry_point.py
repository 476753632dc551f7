import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.config import ConfigError, load_settings

ROOT = Path(__file__).resolve().parents[1]


def run_bot(tmp_path: Path, *args: str, env_extra: dict[str, str] | None = None):
    env = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN", "DEV_GUILD_ID")}
    env["PYTHONPATH"] = str(ROOT)
    env.update(env_extra or {})
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_without_a_token_the_bot_exits_with_one_clear_line(tmp_path):
    result = run_bot(tmp_path)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "DISCORD_TOKEN" in lines[0] and ".env" in lines[0]
    assert "Traceback" not in result.stderr


def test_a_malformed_dev_guild_is_named(tmp_path):
    result = run_bot(tmp_path, "sync", env_extra={"DISCORD_TOKEN": "x", "DEV_GUILD_ID": "abc"})
    assert result.returncode == 2 and "DEV_GUILD_ID" in result.stderr
    assert "Traceback" not in result.stderr


def test_settings_read_the_env_file_and_never_print_the_token(tmp_path, monkeypatch):
    for key in ("DISCORD_TOKEN", "DATABASE_PATH", "DATABASE_URL", "DEV_GUILD_ID", "LOG_LEVEL"):
        monkeypatch.delenv(key, raising=False)
    env_file = tmp_path / ".env"
    env_file.write_text("DISCORD_TOKEN=secret-token-value\nDEV_GUILD_ID=123\n")
    settings = load_settings(env_file=env_file)
    assert settings.token == "secret-token-value"
    assert settings.dev_guild_id == 123
    assert "secret-token-value" not in repr(settings)
    assert settings.database == Path("data/cardtable.sqlite3")


def test_database_url_chooses_postgresql_and_a_path_keeps_sqlite(tmp_path, monkeypatch):
    for key in ("DATABASE_PATH", "DATABASE_URL"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setenv("DATABASE_URL", "postgresql://bot:hunter2@db.example/cards")
    settings = load_settings(require_token=False, env_file=tmp_path / "absent.env")
    assert settings.database == "postgresql://bot:hunter2@db.example/cards"
    assert settings.database_name == "postgresql://db.example/cards"
    assert "hunter2" not in repr(settings)
    monkeypatch.setenv("DATABASE_URL", str(tmp_path / "cards.sqlite3"))
    settings = load_settings(require_token=False, env_file=tmp_path / "absent.env")
    assert settings.database == tmp_path / "cards.sqlite3"


def test_a_process_is_one_shard_given_both_its_number_and_the_count(tmp_path, monkeypatch):
    absent = tmp_path / "absent.env"
    monkeypatch.delenv("SHARD_ID", raising=False)
    monkeypatch.delenv("SHARD_COUNT", raising=False)
    assert load_settings(require_token=False, env_file=absent).shard_count is None
    monkeypatch.setenv("SHARD_ID", "1")
    monkeypatch.setenv("SHARD_COUNT", "3")
    settings = load_settings(require_token=False, env_file=absent)
    assert (settings.shard_id, settings.shard_count) == (1, 3)
    monkeypatch.setenv("SHARD_ID", "3")
    with pytest.raises(ConfigError, match="SHARD_COUNT"):
        load_settings(require_token=False, env_file=absent)


def test_missing_token_is_a_config_error(tmp_path, monkeypatch):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    with pytest.raises(ConfigError, match="DISCORD_TOKEN"):
        load_settings(env_file=tmp_path / "absent.env")


def test_demo_passes_its_own_options_through(tmp_path):
    result = run_bot(tmp_path, "demo", "--help")
    assert result.returncode == 0
    assert "--out" in result.stdout and "--seed" in result.stdout


def test_an_unknown_option_is_refused_without_a_traceback(tmp_path):
    result = run_bot(tmp_path, "run", "--nonsense")
    assert result.returncode == 2 and "--nonsense" in result.stderr
    assert "Traceback" not in result.stderr
