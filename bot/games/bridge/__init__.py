"""Contract bridge: the auction, the play, scoring by the laws, formats, records and views."""
