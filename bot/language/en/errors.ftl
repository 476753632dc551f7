# Refusals: what a player is told, privately, when a request changes nothing.

error-sorry = Sorry, something went wrong on my side, and that did not go through. Please try again.
error-no-such-table = That table no longer exists.
error-stale = The table has moved on since you looked; here is the current state.
error-not-seated = You are not seated at this table.
error-not-invited = This table is private; only invited players may sit.
error-channel-has-table = This channel already has a table; join it or wait until it ends.
error-not-your-turn = It is { $seat }'s turn.
error-follow-suit = You must follow suit ({ $suit }).
error-not-mine = That control is not one I recognise, so nothing was done.
error-elsewhere = That button belongs to a table in another channel, so nothing was done.
error-not-private = Hand buttons work only in your DMs or on the private hand that **Show my hand** gives you, so nothing was done.
error-lost-message = That control has lost its message.
error-not-a-move = { $text } is not a call or a card.
move-counted = That counted. Your hand could not be redrawn just now; it will catch up in a moment.
