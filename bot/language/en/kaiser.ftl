# Kaiser's hand message and its buttons.

team-ns = North–South
team-ew = East–West
kaiser-take-it = Take it at { $bid }
kaiser-no-trump = { $number } NT
kaiser-button-pass = Pass
kaiser-trump-spades = ♠ Spades
kaiser-trump-hearts = ♥ Hearts
kaiser-trump-diamonds = ♦ Diamonds
kaiser-trump-clubs = ♣ Clubs
kaiser-move-bid = Bid { $bid }
kaiser-move-trump = Name { $suit } trump
kaiser-not-a-move = { $text } is not a bid, a trump or a card.
kaiser-score = Game score: { $ns } · { $ew } (first to { $target })
kaiser-score-frozen = Game score: { $ns } · { $ew } (first to { $target }). At { $freeze } or more, { $frozen } score only with the bid
kaiser-and = { $first } and { $second }
kaiser-pass = pass
kaiser-bids = Bids: { $calls }
kaiser-bids-none = Bids: none yet
kaiser-whats-the-bid = What's the bid? { $bid } by { $seat }.
kaiser-whats-the-bid-none = What's the bid? Nobody has bid yet.
kaiser-hand-deals = Hand { $number } · { $seat } deals.
kaiser-who-got-bid = Who got the bid? { $seat } — { $bid }.
kaiser-points-so-far = Hand points so far: { $points } ({ $bid } to make).
kaiser-must-bid = **Everyone passed to you: you must bid.**
kaiser-your-bid-dealer = **Your bid. As dealer you may take the bid by equalling it.**
kaiser-your-bid = **Your bid.**
kaiser-name-trump = **You got the bid: name trump.**
kaiser-hand-over = The hand is over.
kaiser-rules-clash = Those house rules do not go together: { $why }.
# Kaiser's table talk, said in the channel: { $first } and { $second } are the players named.
talk-bid = Who got the bid? { $first } — { $bid ->
        [6] six
        [7] seven
        [8] eight
        [9] nine
        [10] ten
        [11] eleven
       *[12] twelve
    }{ $trump ->
        [1] { " " }in spades
        [2] { " " }in hearts
        [3] { " " }in diamonds
        [4] { " " }in clubs
       *[0] { " " }no trump
    }.
talk-took-five = { $first } took the five.
talk-stole-five = { $first } stole the five.
talk-stuck-with-three = { $first } got stuck with the three.
talk-stuck-them = { $first } stuck them with the three.
talk-ran-table = { $first } and { $second } ran the table: { $bid ->
        [6] six
        [7] seven
        [8] eight
        [9] nine
        [10] ten
        [11] eleven
       *[12] twelve
    }{ $nt ->
        [1] { " " }no trump
       *[0] { "" }
    }, made!
talk-made = { $first } and { $second } made it: { $taken } on a bid of { $bid ->
        [6] six
        [7] seven
        [8] eight
        [9] nine
        [10] ten
        [11] eleven
       *[12] twelve
    }{ $nt ->
        [1] { " " }no trump
       *[0] { "" }
    }.
talk-went-down = { $first } and { $second } went down: { $taken } on a bid of { $bid ->
        [6] six
        [7] seven
        [8] eight
        [9] nine
        [10] ten
        [11] eleven
       *[12] twelve
    }{ $nt ->
        [1] { " " }no trump
       *[0] { "" }
    }.
review-points = { $cards ->
    [0] no card cost a point
    [one] one card cost points
   *[other] { $cards } cards cost points
} against best play; the opening lead { $card } { $lead ->
    [0] cost nothing
    [one] cost a point
   *[other] cost { $lead } points
}
picture-costly-points-note = A red mark on a card: the points it cost against best play, all hands seen.
picture-lead-cost-points = { $cost ->
    [0] Opening lead { $card }: it cost nothing.
    [one] Opening lead { $card }: it cost a point.
   *[other] Opening lead { $card }: it cost { $cost } points.
}

lesson-points = { $count ->
    [0] Your team's cards cost no point against best play.
   *[other] Where your team lost points against best play: { $cards }.
}
lesson-points-card = { $card } from { $seat } at trick { $trick } ({ $cost ->
    [one] a point
   *[other] { $cost } points
})
