"""The optional compiled Kaiser search: built where a C compiler is present, skipped where not
(the robots then use the pure-Python search, which gives the same values)."""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "bot.games.kaiser.robot._search",
            ["bot/games/kaiser/robot/_search.c"],
            extra_compile_args=["-O2"],
            optional=True,
        )
    ]
)
