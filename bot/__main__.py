"""`python -m bot`: run the bot; `python -m bot demo` plays a robot Chicago with no Discord;
`python -m bot sync` registers the slash commands with Discord."""

from __future__ import annotations

import argparse
import sys

from bot.config import ConfigError, load_settings


def _run(args: argparse.Namespace) -> int:
    settings = load_settings()
    from bot.client import run_bot

    return int(run_bot(settings))


def _sync(args: argparse.Namespace) -> int:
    settings = load_settings()
    from bot.client import sync_commands

    return int(sync_commands(settings, dev=args.dev))


def _demo(args: argparse.Namespace) -> int:
    from bot.demo import main as demo_main

    return int(demo_main(args.rest))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot", description=__doc__)
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("run", help="connect to Discord and serve tables (the default)")
    sync = sub.add_parser("sync", help="register the slash commands with Discord")
    sync.add_argument(
        "--dev", action="store_true", help="only in DEV_GUILD_ID, where they appear at once"
    )
    sub.add_parser(
        "demo",
        add_help=False,
        help="play a Chicago with robots, no Discord needed (demo --help for its options)",
    )
    args, rest = parser.parse_known_args(argv)
    if rest and args.command != "demo":
        parser.error(f"unrecognised arguments: {' '.join(rest)}")
    args.rest = rest
    handlers = {"run": _run, "sync": _sync, "demo": _demo, None: _run}
    try:
        return handlers[args.command](args)
    except ConfigError as exc:
        print(f"cardtable-bot: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
