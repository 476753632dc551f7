from tests.fake_discord.fixtures import fake, fast_backoff

__all__ = ["fake", "fast_backoff"]
