# What a table says in its channel, in the table's language.

channel-options = { $mark } { $game } · { $mode } · { $level } · { $seconds }s per move
channel-options-untimed = { $mark } { $game } · { $mode } · { $level } · no move timer
channel-private = private
mode-ranked = ranked
mode-casual = casual
mode-silver = silver (protected)
level-basic = basic robots
level-expert = expert robots
format-chicago4 = Chicago, 4 deals
format-chicago8 = Chicago, 8 deals
format-rubber = Rubber
format-single = Single deal
format-boards8 = 8 boards, duplicate scoring
format-boards = { $boards ->
    [one] { $boards } board
   *[other] { $boards } boards
}, duplicate scoring
system-natural = natural bidding
system-conventions = conventions bidding
kaiser-options = Kaiser to { $target }
kaiser-option-min-bid = bids from { $bid }
kaiser-option-no-freeze = no freeze
kaiser-option-freeze = freeze at { $freeze }
kaiser-option-minus-card = { $card } counts −3
kaiser-option-nt-not-doubled = no trump not doubled
kaiser-option-dealer-higher = dealer must bid higher
channel-gathering = **Table { $table }** · { $options }
channel-seat = { $seat }: { $name }
channel-seat-empty = — empty (a robot will play)
channel-take-a-seat = Take a seat with the buttons or `/{ $game } join`; the host starts.
button-sit = Sit { $seat }
button-start = Start
button-leave = Leave
channel-heading = { $mark } **Table { $table }** · game { $game } · { $totals }
channel-time-runs-out = ⏱ { $seat }'s time runs out { $when }
button-what-calls-mean = What the calls mean
channel-game-over = The game is over. Play again with the same seats?
channel-event-game-over = The game is over: every board of an event is played once.
button-rematch = Rematch
channel-closed = This table is closed.
channel-moved = **Table { $table }**: the game is on in { $thread }.
channel-retired = **Table { $table }** goes on in the newest table message below.
channel-thread-name = Table { $table }
channel-undo-asked = { $player }: { $seat } asks to take back their last call or card.
button-allow-undo = Allow the undo
button-refuse-undo = Refuse
channel-deal-finished = **Table { $table }** · game { $game }, deal { $deal } finished: { $result }.
channel-replay = [Replay it](<{ $link }>)
channel-match-over = **Table { $table }** · game { $game } is over. { $result }
channel-points = { $player }: { $signed } { $points ->
        [one] point
       *[other] points
    }
channel-see-leaderboard = See `/leaderboard`.
result-remake = A remake: a player left before any card was shown, so nothing counts.
result-win = { $side } win.
result-draw = A draw.
result-forfeit-win = a forfeit win (no points, no rating change)
result-protected = a protected result (no loss)
channel-left-seat = { $player } left the { $seat } seat.
channel-player-result = { $player }: { $result }
channel-timer-warning = { $player } ({ $seat }): { $seconds } seconds left to play.
button-mute-warnings = Mute my warnings
channel-timed-out = { $player } ran out of time; a robot plays { $seat } until they come back with `/{ $game } join`.
channel-closed-by-moderator = **Table { $table }** was closed by a moderator, { $moderator }.
# A bridge table's talk: a claim and its answer (rule 3.10).
talk-claim = { $first } claims { $tricks ->
        [one] { $tricks } trick
       *[other] { $tricks } tricks
    } of those still to play.
talk-claim-rejected = { $first } rejected { $second }'s claim; play goes on.
talk-claim-accepted = { $first }'s claim is accepted; the deal is settled.
