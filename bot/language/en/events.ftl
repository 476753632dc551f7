# The daily challenge and tournaments: their commands' answers and refusals.

## How a score against the field is written, and how it is compared.
share-matchpoints = { $value }%
share-cross-imps = { $value } IMPs
share-points = { $value } points
scoring-matchpoints = matchpoints
scoring-cross-imps = cross-IMPs
scoring-average = points against the average
someone = a player
robots = Robots

## The daily challenge.
daily-in-a-server = The daily challenge is played in a server.
daily-from-a-channel = Start the daily challenge from a text channel: it opens a private thread there.
daily-needs-threads = I need the { $needs } permissions here to give you a table of your own; ask a moderator, or try another channel.
daily-thread-name = Daily { $game } { $day } · { $player }
daily-yours = Today's { $game } challenge is yours in { $thread }: play each board with expert robots; your hand comes by direct message. `/daily results` shows how you did once you have played them all.
daily-choose-day = Choose today or yesterday.
daily-choose-period = Choose today or this month.
daily-not-running = The daily challenge is not running right now; try again in a moment.
daily-no-such-game = That game has no daily challenge.
daily-playing-already = You are playing today's challenge already, in { $channel }.
daily-opening-already = Your table for today's challenge is being opened: it is yours in a moment.
daily-played-already = You have played today's challenge; each board is played once. `/daily results` shows how you did.
daily-play-first = Play today's challenge first (`/daily`): the results show once you have played every board.
daily-finish-first = Finish your boards first: the results show once you have played them all.
daily-left-early = You left your table before your last board: the day's results show once the day closes, at midnight UTC.
daily-leaderboard-title = **Daily { $game } · { $span }** · by { $scoring }
daily-span = { $first } to { $last }
daily-standing = { $place }. { $name }: { $share } ({ $count })
daily-boards = { $count ->
        [one] { $count } board
       *[other] { $count } boards
    }
daily-days = { $count ->
        [one] { $count } day
       *[other] { $count } days
    }
daily-nobody = Nobody has results here for that period yet.
daily-report-title = **Daily { $game } · { $day }**
daily-report-yours = **Daily { $game } · { $day }** · you: { $scores } · { $place } of { $players }
daily-board = Board { $board }
daily-board-yours = you { $result } ({ $score }): { $shares }
daily-board-place = { $place } of { $results }
daily-standings = Standings: { $standings }
daily-standings-entry = { $place }. { $name } { $share }

## Tournaments.
tourney-in-a-server = Tournaments are played in a server.
tourney-in-a-channel = Create a tournament in a text channel: its tables are threads there.
tourney-may-not-host = Hosting a tournament takes the Manage Server permission, or the role this server names for hosts (`/tournament hosts`).
tourney-needs-threads = I need the { $needs } permissions in this channel to give each player a table.
tourney-not-running = Tournaments are not running right now; try again in a moment.
tourney-created = **Tournament { $tournament }**, { $name }: { $kind }, { $game }, { $format }, by { $scoring }. Players: `/tournament register tournament:{ $tournament }`; { $start }.
tourney-public = public
tourney-private = private
tourney-public-pairs = public pairs
tourney-private-pairs = private pairs
tourney-rounds = { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }
tourney-rounds-of-boards = { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    } of { $boards ->
        [one] { $boards } board
       *[other] { $boards } boards
    }
tourney-starts-at = it starts by itself at { $time } (or when the host starts it)
tourney-starts-when-full = it starts by itself when { $players } players have registered (or when the host starts it)
tourney-host-starts-it = the host starts it with `/tournament start`
tourney-round-name = { $name } · round { $round }
tourney-admitted = { $player } may now see and register for tournament { $tournament }.
tourney-registered = You are registered for tournament { $tournament }; your table opens when it starts.
tourney-registered-pair = You are registered for tournament { $tournament } with { $partner } as your partner; your table opens when it starts.
tourney-registered-waiting = You are registered for tournament { $tournament }. { $partner } makes you a pair by registering with you as partner (`/tournament register tournament:{ $tournament } partner:` you); until then you play with a robot partner; your table opens when it starts.
tourney-withdrawn = You have withdrawn from tournament { $tournament }.
tourney-started = Tournament { $tournament } has started: each player has a table in a thread here.
tourney-list-line = **Tournament { $tournament }** · { $name } · { $game } · { $state }
tourney-list-private = private · { $state }
tourney-round-of = round { $round } of { $rounds }
tourney-open = { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }, open
tourney-none = No tournaments are running here.
tourney-standings-title = **{ $name }** · round { $round } of { $rounds } · { $status }
tourney-registering = registering
tourney-playing = playing
tourney-finished = finished
tourney-standing = { $place }. { $players }: { $share }
tourney-pair = { $first } & { $second }
tourney-news-started = **{ $name }** (tournament { $tournament }) has started: round 1 of { $rounds } is under way. `/tournament standings tournament:{ $tournament }` follows it.
tourney-news-round-over = **{ $name }** · round { $round } of { $rounds } is over; the next one is opening. Standings:
tourney-news-finished = **{ $name }** is over. Final places:
tourney-news-waiting = **{ $name }** · round { $round } of { $rounds } cannot open yet: { $why } It is tried again each minute.
tourney-no-round-over = No round is over yet.
tourney-live-tables = Live tables (`/tournament watch`): { $tables }
tourney-watching = You are watching table { $table } in { $room }.
tourney-hosts-staff-only = Naming the hosts' role takes the Manage Server permission.
tourney-hosts-named = Members with { $role } may now host tournaments here.
tourney-no-such = There is no such tournament here.
tourney-whole-game = A { $game } tournament plays one whole game a round.
tourney-boards-range = A round has { $fewest } to { $most } boards.
tourney-scored-by = { $game } tournaments are scored by { $ways }.
tourney-rounds-range = A tournament has 1 to { $most } rounds.
tourney-time-or-full = A tournament starts at a time or when full, not both.
tourney-time-passed = That time has passed: give one still to come.
tourney-full-range = A tournament starts when 2 to { $most } players have come.
tourney-start-said = Give the start as a UTC time (`19:30`), a UTC date and time (`2026-12-24 19:30`) or minutes from now (`+45`).
tourney-start-within = A tournament starts within { $days } days.
tourney-host-admits = Only the tournament's host admits players.
tourney-registration-closed = This tournament has started: registration is closed.
tourney-solo = This tournament is for players on their own, each with a robot partner: register without one.
tourney-partner-is-another = Your partner is someone else.
tourney-registered-already = You are registered already.
tourney-full = This tournament is full ({ $most } players).
tourney-not-registered = You are not registered for this tournament.
tourney-leave-your-table = The tournament has started: leave your table to leave it (the boards you have not played score nothing).
tourney-host-starts = Only the tournament's host starts it.
tourney-started-already = This tournament has started already.
tourney-nobody-registered = Nobody has registered yet.
tourney-rooms-failed = Discord would not make a thread for one of the round's tables, so none has opened. Nothing of the round is left; it can be started again in a moment.
tourney-table-finished = That table has finished.
tourney-own-table = That is your own table.
tourney-watch-later = That table plays the boards you are playing: you may watch it once your own table has finished them.
