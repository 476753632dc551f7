# A hint in a casual game (rule 7.4): the robot's move for the player's seat, and why.
button-hint = Hint
hint-advice = Hint: { $move }.
hint-call-shows = In your bidding system it shows: { $meaning }
hint-pass-nothing-fits = No call in your bidding system fits your hand here, so pass.
hint-card-best = It does as well as any card in { $best } of { $layouts ->
    [one] the one layout
   *[other] { $layouts } layouts
} of the hidden hands that fit the auction and the play so far (solved double dummy), and takes the most tricks in { $tops } of them.
hint-card-average = Over { $layouts ->
    [one] the one layout
   *[other] { $layouts } layouts
} of the hidden hands that fit the auction and the play so far, no card does clearly better on average; it does as well as any in { $best } of them.
hint-card-only = It is the only card you may play.
hint-card-equal = The cards you may play are all worth the same here.
hint-card-rules = The robots' card-play rules choose it (there was no time to check layouts of the hidden hands).
hint-kaiser-bid = Counting your hand and the bids so far, your team can expect about { $points } points with { $trump } as trump, { $notrump } at no trump.
hint-kaiser-trump = With it as trump, your hand counts about { $points } points for your team.
hint-kaiser-card = It takes as many points as any card in { $best } of { $layouts ->
    [one] the one layout
   *[other] { $layouts } layouts
} of the hidden hands that fit the play so far, about { $points } points for your team on average.
review-hints = { $count ->
    [one] one hint taken
   *[other] { $count } hints taken
}
