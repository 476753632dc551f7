"""Persistence in SQLite: the table event log, deal records, results, ratings, leaderboards."""
