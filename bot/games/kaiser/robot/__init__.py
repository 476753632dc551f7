"""The Kaiser robots: a basic player of hand evaluation and card rules, and an expert that
samples the hidden hands and judges each card by exact double-dummy search.

Every robot sees only a `SeatView`: its own hand and what the table has seen. It has no way to
reach a hidden hand.
"""
