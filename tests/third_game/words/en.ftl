topper-rules = **Topper in brief**: twelve cards, three each; follow suit; the highest card of the suit led wins the trick; a point a trick over four deals.
topper-describe = Topper, 4 deals
topper-your-turn = Your card.
topper-waiting = Waiting for { $seat }.
topper-play = Play { $card }
topper-result = N-S { $ns } · E-W { $ew }
topper-all-played = Every card of the deal has been played.
deal-topper = deal
