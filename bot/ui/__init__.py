"""discord.py components and the machinery that keeps a table's messages current."""
