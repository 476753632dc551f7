"""Persistence in SQLite or PostgreSQL: the table event log, deal records, results, ratings,
leaderboards, duplicate events and tournaments, and the front end's memory."""
