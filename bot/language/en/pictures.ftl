# Every word drawn in a picture. Pictures have fixed room: a test draws every picture of the
# gallery in every language and fails on text that runs out of its panel or into other text.

## Shared by every game

picture-robot-tag = BOT
# On the disc at the corner of the dealer's plate.
picture-dealer-letter = D
picture-no-cards-left = No cards left
picture-your-hand = Your hand
picture-you = you
picture-seat-and-name = { $seat } · { $name }
picture-trick-cards = Trick { $number }: { $cards }
picture-the-deal = The deal
picture-tricks = Tricks
picture-score = Score
picture-total = Total
# A column of the trick-by-trick tables: the trick's number.
picture-trick-number = #
picture-passed-out = Passed out
picture-by = by { $seat }
picture-side-need = { $side } need { $tricks }

## The leaderboard

picture-board-title = Leaderboard
picture-board-player = Player
picture-board-points = Pts
picture-board-games = Games
picture-board-record = W-D-L
picture-board-rating = Rating
picture-board-empty = No games played yet

## Bridge: calls and contracts

picture-notrump = NT
picture-call-pass = Pass
picture-call-double = Dbl
picture-call-redouble = Rdbl
picture-made = made
picture-made-over = made +{ $over }
picture-down = down { $under }

## Bridge: the table

picture-board = Board { $number }
picture-dealer = Dealer { $seat }
picture-vul-none = None vul
picture-vul-ns = N-S vul
picture-vul-ew = E-W vul
picture-vul-both = Both vul
picture-contract = Contract
picture-status-passed-out = Passed out. Nobody scores.
picture-status-over = { $contract } { $outcome }. Deal over.
picture-status-claims = { $seat } claims { $tricks ->
    [one] { $tricks } more trick
   *[other] { $tricks } more tricks
}
picture-status-to-call = { $seat } to call
picture-status-dummy-to-play = { $seat } (dummy) to play
picture-status-to-play = { $seat } to play
picture-dummy = dummy
# Over the dealer's column of the auction.
picture-auction-dealer = { $seat } (D)
picture-earlier-rounds = { $rounds ->
    [one] … { $rounds } earlier round
   *[other] … { $rounds } earlier rounds
}

## Bridge: a player's hand

picture-hand-points = Your hand · { $points } HCP
picture-declaring-for = { $seat } · you declare for { $name }
picture-your-own-hand = your hand
picture-dummy-of = Dummy · { $seat } ({ $name })
picture-faced-claim = { $seat } claims { $tricks } · their cards, faced
picture-claim-cards = { $seat }'s cards, faced
picture-deal-over = The deal is over.
picture-hand-claims = { $seat } claims { $tricks ->
    [one] { $tricks } more trick.
   *[other] { $tricks } more tricks.
}
picture-your-call = Your turn to call.
picture-your-play-dummy = Your turn: play from dummy.
picture-your-play = Your turn to play.
picture-waiting-call = Waiting for { $seat } to call.
picture-waiting-play = Waiting for { $seat } to play.
picture-contract-by = { $contract } by { $seat }

## Bridge: the record of a deal

picture-result = { $contract } by { $seat }, { $outcome } ({ $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
})
picture-result-claimed = { $contract } by { $seat }, { $outcome } ({ $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
}), by claim
picture-no-score = No score
picture-board-dealer = Board { $number } · Dealer { $seat }
picture-vulnerable-none = Nobody vulnerable
picture-vulnerable-ns = N-S vulnerable
picture-vulnerable-ew = E-W vulnerable
picture-vulnerable-both = Both vulnerable
picture-auction = Auction
picture-call-note = { $call } ({ $seat }): { $meaning }
picture-alert-note = { $call }: { $meaning }
picture-lead = Lead
picture-won = Won
picture-no-cards-played = No cards were played.
picture-claim-settled = The rest was settled by a claim: declarer took { $tricks } tricks in all.
picture-nothing-scored = Nothing scored
picture-double-dummy = Double dummy: tricks by declarer
picture-par = Par { $side } +{ $points }
picture-par-zero = Par 0
picture-par-contracts = { $par }: { $contracts }

## Bridge: score items

picture-item-contract = Contract points
picture-item-overtricks = Overtricks
picture-item-game = Game bonus
picture-item-part-score = Part-score bonus
picture-item-small-slam = Small slam bonus
picture-item-grand-slam = Grand slam bonus
picture-item-insult = Making a doubled contract
picture-item-undertricks = Undertricks
picture-item-honours = Honours
picture-item-rubber = Rubber bonus
picture-item-unfinished-game = Game in an unfinished rubber
picture-item-unfinished-part-score = Part-score in an unfinished rubber
picture-item-detail = { $item } ({ $detail })
picture-detail-down = { $under } down
picture-detail-doubled = doubled
picture-detail-redoubled = redoubled
picture-detail-four-aces = four aces, { $seat }
picture-detail-five-honours = five honours, { $seat }
picture-detail-four-honours = four honours, { $seat }

## Bridge: score sheets

picture-format-chicago4 = Chicago, 4 deals
picture-format-chicago8 = Chicago, 8 deals
picture-format-rubber = Rubber
picture-format-single = Single deal
picture-format-boards8 = 8 boards, duplicate scoring
picture-side-named = { $side }: { $names }
picture-after-deals-of = After { $played } of { $deals } deals
picture-after-deals = { $played ->
    [one] After { $played } deal
   *[other] After { $played } deals
}
picture-draw = A draw
picture-side-wins-by = { $side } win by { $points }
picture-sheet-deal = Deal
picture-sheet-dealer = Dealer
picture-sheet-vul = Vul
picture-sheet-contract = Contract
picture-sheet-result = Result
picture-sheet-total = Total { $side }
picture-sheet-vul-none = None
picture-sheet-vul-both = Both
picture-no-deals-yet = No deals played yet
picture-rubber-games = Games { $ns }–{ $ew }
picture-rubber-subtitle = { $games }  ·  { $ns } and { $ew } scores above and below the line
picture-entry-deal = deal { $number }
picture-entry-rubber = rubber

## Kaiser: the table

picture-hand-number = Hand { $number }
picture-deals = { $seat } deals
picture-to-target = To { $target }
picture-to-target-freeze = To { $target } · freeze { $freeze }
picture-whats-the-bid = What's the bid?
picture-who-got-the-bid = Who got the bid?
picture-kaiser-no-trump = { $number } NT
picture-game-score = Game score
picture-game-score-now = Game score now
picture-both-frozen = Both frozen
picture-side-frozen = { $side } frozen
picture-this-hand = This hand
picture-has-the-bid = has the bid
picture-names-trump = names trump
picture-takes-it = takes it
picture-robot-seat = { $seat } (robot)
picture-talk-trick = Trick { $number }: { $remark }
picture-waits-bid = { $name } to bid
picture-waits-trump = { $name } to name trump
picture-waits-play = { $name } to play
picture-hand-over = The hand is over.

## Kaiser: a player's hand

picture-team-has-bid = Your hand · your team has the bid
picture-must-bid = Everyone passed: you must bid.
picture-may-take = Your bid: take it at { $bid }, bid higher or pass.
picture-your-bid = Your turn to bid.
picture-name-trump = You got the bid: name trump.
picture-waiting-bid = Waiting for { $seat } to bid.
picture-waiting-trump = Waiting for { $seat } to name trump.
picture-call-by = { $seat } { $call }
picture-kaiser-pass = pass
picture-game-line-hand = Game { $scores } · this hand { $hand }
picture-game-line = Game { $scores } (to { $target })
picture-bid-so-far = What's the bid? { $bid } by { $seat }

## Kaiser: the record of a hand

picture-kaiser-made = made it
picture-kaiser-down = went down
picture-kaiser-ran = ran the table
picture-kaiser-outcome = { $bid } by { $seat }: { $outcome }, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
picture-hand-dealt-by = Hand { $number } · { $seat } deals
picture-taking-it = { $call }, taking it
picture-bids-heading = Bids, from the dealer's left
picture-won-by = Won by
picture-worth = Worth
picture-settle-bidders = { $side } bid { $bid } and took { $points }: { $outcome }, { $change }
picture-settle-bidders-doubled = { $side } bid { $bid } and took { $points }: { $outcome }, { $change } (doubled at no trump)
picture-settle-others = { $side } took { $points }: { $change }
picture-settle-others-frozen = { $side } took { $points }, frozen at { $freeze } or more: { $change }
picture-settle-game = Game: { $game }
picture-side-wins-game = { $side } win the game.
picture-card-went = { $card }: played by { $seat }, taken by { $side }
picture-at-the-table = At the table
picture-seat-named = { $name } ({ $seat })

## Kaiser: the score sheet

picture-kaiser-title = Kaiser · first to { $target }
picture-kaiser-title-freeze = Kaiser · first to { $target } · freeze at { $freeze }
picture-teams = { $ns } vs { $ew }
picture-team-named = { $side } ({ $names })
picture-sheet-hand = This hand
picture-sheet-game = Game
picture-sheet-deals = Dealer
picture-sheet-bid = Bid
picture-kaiser-result-made = took { $points }, made
picture-kaiser-result-down = took { $points }, down
picture-no-hands-yet = No hand has been played yet.
picture-sides-frozen = { $sides } at { $freeze } or more: they score only with the bid.
picture-frozen-note = * frozen: that team could not gain on the hand.
picture-game-goes-on = The game goes on.
picture-and = { $first } and { $second }
picture-costly-note = A red mark on a card: the tricks it cost, double dummy.
picture-lead-cost = { $cost ->
    [0] Opening lead { $card }: it cost nothing.
    [one] Opening lead { $card }: it cost a trick.
   *[other] Opening lead { $card }: it cost { $cost } tricks.
}
picture-claim-cost = { $tricks ->
    [one] The claim cost { $side } a trick, double dummy.
   *[other] The claim cost { $side } { $tricks } tricks, double dummy.
}
picture-hint-call = Hint for { $seat }'s call { $number }: { $advice }
picture-hint-trump = Hint for { $seat }'s trump: { $advice }
picture-hint-card = Hint for { $seat }'s card to trick { $number }: { $advice }
picture-hint-followed = (followed)
picture-hint-instead = (not followed: { $made })
