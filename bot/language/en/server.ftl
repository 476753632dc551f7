# /tables, /leaderboard and /stats.

server-tables-in-servers = Tables live in servers.
server-no-tables = No tables are open here. Start one with { $commands }.
server-or = { $first } or { $second }
server-gathering = gathering players
server-game-live = game { $game } live
server-table-line = **Table { $table }** in { $channel } · { $title } · { $state } · { $players ->
        [one] { $players } player
       *[other] { $players } players
    } · { $options }
server-one-page = The list of tables fits on one page: leave `page` out.
server-pages = The list of tables has { $pages } pages; ask for 1 to { $pages }.
server-page = Page { $page } of { $pages }
server-next-page = `/tables page:{ $next }` for the next.
server-no-leaderboard = The leaderboard is not available right now.
server-bad-period = That is not a period I know.
period-all_time = all time
period-month = this month
period-week = this week
server-leaderboard-title = { $game } · { $level } · { $period }
server-leaderboard-line = { $rank }. { $name }: { $points } ({ $wins }-{ $draws }-{ $losses }), rating { $rating }
server-no-ranked-games = No ranked games have been played here yet.
server-no-stats = Statistics are not available right now.
server-no-results = { $player } has no ranked results here yet.
server-stats = **{ $player }** · { $game } against { $level }: { $signed } { $points ->
        [one] point
       *[other] points
    } in { $games ->
        [one] { $games } game
       *[other] { $games } games
    } ({ $wins } won, { $draws } drawn, { $losses } lost), rating { $rating }.
server-rating-explained = -# The rating is a cautious estimate of skill from ranked games: it starts at 0, rises when your side wins (more against a stronger side) and falls when it loses, and it moves less as your games show who you are.
server-stats-tournaments = { $count ->
        [one] One of them is a tournament's final place.
       *[other] { $count } of them are tournaments' final places.
    }
server-kind = { $game } · { $level }
server-leaderboard-others = Also kept here: { $kinds }.
server-unknown-game = That is not a game I know.
