# The player's own hand message, by DM or in the private "Show my hand" reply.

hand-heading = **Table { $table }** in { $channel } · { $deal } { $number } of game { $game } · you sit { $seat }
deal-bridge = board
deal-kaiser = hand
hand-time-runs-out = ⏱ Your time runs out { $when }.
hand-confirm-or-back = Confirm your choice, or go back.
hand-yours = Your hand ({ $seat }): { $cards }
hand-you-also-play = You also play { $seat }: { $cards }
hand-dummy = Dummy ({ $seat }): { $cards }
hand-contract = Contract: { $contract }
hand-your-call = **Your call.**
hand-pick-level = Pick a level, then the strain.
hand-play-from = **Play a card from { $seat }'s hand.**
hand-your-card = **Your card.**
hand-waiting-for = Waiting for { $seat }.
hand-auction = Auction: { $calls }
hand-dealer = Dealer { $seat } · { $vulnerable }
vulnerable-none = Nobody vulnerable
vulnerable-ns = N-S vulnerable
vulnerable-ew = E-W vulnerable
vulnerable-both = Both vulnerable
hand-you-vulnerable = you are vulnerable
hand-you-not-vulnerable = you are not vulnerable
contract-by = { $contract } by { $seat }
call-pass = Pass
call-double = Dbl
call-redouble = Rdbl
strain-notrump = NT
button-pass = Pass
button-double = Double
button-redouble = Redouble
button-back = Back
button-confirm = Confirm
button-show-my-hand = Show my hand
button-accept-claim = Accept the claim
button-play-on = Play on
move-play = Play { $card }
move-call = Call { $call }
hand-claim = **{ $seat } claims { $tricks } of { $left ->
        [one] { $left } trick
       *[other] { $left } tricks
    } still to play**, facing their cards:
hand-claim-cards = { $seat }'s cards: { $cards }
hand-claim-accepted = { $seat } has accepted
hand-claim-waiting = { $seat } has not answered yet
hand-deal-over = **Table { $table }** in { $channel } · **{ $deal } { $number } of game { $game } is over:** { $result }. Score: { $score }.
hand-game-over = **Game { $game } is over.** { $result }
hand-your-result = Your result: { $signed } { $points ->
        [one] point
       *[other] points
    }.
result-passed-out = Passed out
kaiser-result-made = { $bid } { $seat } made { $points }
kaiser-result-down = { $bid } { $seat } down, took { $points }
hand-game-ended-early = **Table { $table }** in { $channel } · **game { $game } ended before this hand was played out.** See the channel.
hand-moved-below = **Table { $table }**: your hand is in a newer message below.
hand-you-left = **Table { $table }**: you left the table. Its hands are not yours to see any more.
channel-show-hand-again = { $player }, your turn at **Table { $table }**. Discord no longer lets me update the hand I showed you, so here is a fresh one: press **{ $button }**.
channel-dms-closed = { $player }, I cannot send you direct messages, so your hand is not in your DMs. Press **{ $button }** on the table message (only you will see it), or allow DMs from this server's members.
# Looking back from the hand message, at any time (answered to the player alone).
button-review-auction = Auction
button-review-trick = Last trick
button-review-marks = Marks
button-claim = Claim
hand-claim-how-many = **Claim:** how many of the { $left ->
        [one] { $left } trick
       *[other] { $left } tricks
    } still to play does your side take?
review-no-auction = No call has been made yet.
review-last-trick = **Trick { $number }**, led by { $leader }: { $cards }. { $winner } won it.
review-no-trick = No trick has been completed yet.
review-marks = **What the marks on the pictures mean**
    • A dot beside a card in the middle of the table: that card was led to the trick.
    • An outlined space in the middle: the seat whose card the table waits for.
    • A card on a bright ground: it wins the trick.
    • On your turn to play, the cards you may play stand raised with a bar beneath them; the others are greyed.

review-tricks = { $cards ->
    [0] no card cost a trick
    [one] one card cost a trick
   *[other] { $cards } cards cost a trick
}, double dummy; the opening lead { $card } { $lead ->
    [0] cost nothing
    [one] cost a trick
   *[other] cost { $lead } tricks
}
review-with-claim = { $review }; the claim cost { $side } { $tricks ->
    [one] a trick
   *[other] { $tricks } tricks
}

lesson-tricks = { $count ->
    [0] Your side's cards cost no trick, double dummy.
   *[other] Where your side lost tricks, double dummy: { $cards }.
}
lesson-tricks-card = { $card } from { $seat } at trick { $trick } ({ $cost ->
    [one] a trick
   *[other] { $cost } tricks
})
lesson-claim = The claim your side agreed to cost it { $tricks ->
    [one] a trick
   *[other] { $tricks } tricks
} against best play.
