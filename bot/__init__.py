"""A Discord bot for contract bridge (and later Kaiser): tables, robots, pictures and records."""
