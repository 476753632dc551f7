"""Settings from the environment and an optional .env file in the working directory."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from dotenv import dotenv_values


class ConfigError(Exception):
    """A setting is missing or malformed; the message says which and how to fix it."""


@dataclass(frozen=True, slots=True)
class Settings:
    token: str
    database_path: Path
    dev_guild_id: int | None
    log_level: str
    #: A PostgreSQL address (`postgresql://…`) that several processes may share; when set, it
    #: is used instead of the SQLite file at `database_path`.
    database_url: str | None = None
    #: This process's shard and the number of shards (both or neither): several processes on
    #: one PostgreSQL database each connect as one shard of the bot.
    shard_id: int | None = None
    shard_count: int | None = None

    @property
    def database(self) -> str | Path:
        """Where the store is: the PostgreSQL address if one is set, else the SQLite file."""
        return self.database_url or self.database_path

    @property
    def database_name(self) -> str:
        """The store's place as it may be logged: a PostgreSQL address without its password."""
        if self.database_url is None:
            return str(self.database_path)
        scheme, _, rest = self.database_url.partition("://")
        return f"{scheme}://{rest.rpartition('@')[2]}"

    def __repr__(self) -> str:
        # Never print the token, not even in a traceback.
        return (
            f"Settings(token='***', database_path={self.database_path!r}, "
            f"database_url={self.database_name if self.database_url else None!r}, "
            f"dev_guild_id={self.dev_guild_id!r}, log_level={self.log_level!r})"
        )


def load_settings(*, require_token: bool = True, env_file: str | Path = ".env") -> Settings:
    """Read the settings; values already in the environment win over the .env file."""
    values = {k: v for k, v in dotenv_values(env_file).items() if v is not None}
    values.update(os.environ)
    token = values.get("DISCORD_TOKEN", "").strip()
    if require_token and not token:
        raise ConfigError(
            "No Discord bot token: copy .env.example to .env and put your bot's token after "
            "DISCORD_TOKEN= (or set the DISCORD_TOKEN environment variable). To try the tables "
            "without Discord, play a match with robots: .venv/bin/python -m bot demo"
        )
    guild = values.get("DEV_GUILD_ID", "").strip()
    if guild and not guild.isdigit():
        raise ConfigError(f"DEV_GUILD_ID must be a server id (digits), not {guild!r}.")
    level = values.get("LOG_LEVEL", "INFO").strip().upper() or "INFO"
    if level not in ("DEBUG", "INFO", "WARNING", "ERROR"):
        raise ConfigError(f"LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR, not {level!r}.")
    shard_id, shard_count = _shards(values.get("SHARD_ID", ""), values.get("SHARD_COUNT", ""))
    url = values.get("DATABASE_URL", "").strip()
    if url and not url.startswith(("postgresql://", "postgres://")):
        # A path here keeps the embedded store, as DATABASE_PATH would.
        values["DATABASE_PATH"], url = url, ""
    return Settings(
        token=token,
        database_path=Path(values.get("DATABASE_PATH", "data/cardtable.sqlite3").strip()),
        dev_guild_id=int(guild) if guild else None,
        log_level=level,
        database_url=url or None,
        shard_id=shard_id,
        shard_count=shard_count,
    )


def _shards(shard_id: str, count: str) -> tuple[int | None, int | None]:
    shard_id, count = shard_id.strip(), count.strip()
    if not shard_id and not count:
        return None, None
    if not (shard_id.isdigit() and count.isdigit() and int(shard_id) < int(count)):
        raise ConfigError(
            "SHARD_ID and SHARD_COUNT go together: SHARD_COUNT the number of bot processes, "
            f"SHARD_ID this one's number from 0 (got {shard_id!r} and {count!r})."
        )
    return int(shard_id), int(count)
