"""The table service: a table's life in a channel, independent of Discord."""
