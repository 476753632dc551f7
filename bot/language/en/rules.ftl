# What /bridge rules and /kaiser rules answer: each game in brief (under Discord's 2,000 characters).

rules-bridge = **Contract bridge in brief**
    1. Four players, two partnerships: North with South, East with West. Each gets 13 cards.
    2. **Auction.** Starting with the dealer and going clockwise, each player passes, bids, doubles an opponent's last bid or redoubles a double. A bid names a number of tricks above six (1 to 7) and a trump suit or no-trump; each bid must outrank the one before (♣ < ♦ < ♥ < ♠ < NT).
    3. Three passes after a bid end the auction. The last bid is the contract; of the side that won it, the player who first named its strain is the **declarer**. Four passes: the deal is thrown in.
    4. **Play.** The player on declarer's left leads; then dummy's cards go face up and declarer plays them too. Follow suit if you can; otherwise play any card. The highest trump wins the trick, or else the highest card of the suit led. The winner leads next.
    5. **Score.** Make the contract and you score for it (more when doubled or vulnerable, bonuses for game and slam); fail and the defenders score for each trick short.
    6. Here: your hand comes by DM (or the **Show my hand** button) with buttons for your legal calls and cards only. `/bridge claim` offers the rest of the tricks; the opponents agree or not.
    7. **Robot partners card by the book.** They lead the top of a sequence, else fourth best from an honour. Their first card in a suit is a signal: on your lead a high spot card asks you to go on (they hold the ace, king or queen there); on the opponents' lead it shows an even number of cards.

rules-kaiser = **Kaiser in brief**
    1. 32 cards: 8 to ace in every suit, the 7♣ and 7♦, and the two that matter most: the **5♥** (worth +5) and the **3♠** (worth −3). Partners sit opposite; each player gets 8 cards.
    2. **The bid.** From the dealer's left, each player bids once, 7 to 12, or passes. A no-trump bid beats the same number in a suit. The dealer bids last and may **take it** by equalling the high bid; if the other three pass, the dealer must bid.
    3. Who got the bid names trump (unless it was no trump) and leads. Follow suit if you can; otherwise play anything. Highest trump wins the trick, else the highest card of the suit led.
    4. **Counting.** Each trick is 1 point, the trick with the 5♥ adds 5 and the one with the 3♠ loses 3: 10 points a hand. Made the bid? Score what you took. Short? You go down by the bid. No trump doubles both. The other team keeps what it took.
    5. **Getting out.** First team to 52 wins (the bidders count first); at −52 a team loses. A team at 47 or more scores only while holding the bid.
    6. Here: your hand comes by DM (or the **Show my hand** button) with buttons for your legal bids and cards only. The table says who got the bid, who took or stole the five, who got stuck with the three, and whether the bid was made.
