"""Bridge's words as its pictures write them, in the reader's language: calls, contracts,
results, vulnerability and the items of a score.

Suit symbols stay symbols; no trump is written the language's way ("NT", "SA"); a double and
a redouble keep their X and XX inside a contract, as every bridge country writes them.
"""

from __future__ import annotations

from bot.games.bridge.calls import Bid, Call, CallKind, Strain
from bot.games.bridge.contract import Contract
from bot.games.bridge.scoring import Honours, Item, ScoreItem, Vulnerability
from bot.games.seats import Side
from bot.language import Words
from renderers.common.vocabulary import seat_name, side_letters

_CALLS = {CallKind.PASS: "picture-call-pass", CallKind.DOUBLE: "picture-call-double",
          CallKind.REDOUBLE: "picture-call-redouble"}  # fmt: skip
_VUL = {Vulnerability.NONE: "none", Vulnerability.NS: "ns", Vulnerability.EW: "ew",
        Vulnerability.BOTH: "both"}  # fmt: skip


def strain_text(words: Words, strain: Strain) -> str:
    return words("picture-notrump") if strain is Strain.NOTRUMP else strain.symbol


def bid_text(words: Words, bid: Bid) -> str:
    """ "1♠", "3NT", "3SA"."""
    return f"{bid.level}{strain_text(words, bid.strain)}"


def call_text(words: Words, call: Call) -> str:
    """A call as the auction shows it: a bid, or the language's pass, double and redouble."""
    if call.bid is not None:
        return bid_text(words, call.bid)
    return words(_CALLS[call.kind])


def contract_text(words: Words, contract: Contract) -> str:
    """ "4♠", "3NTX", "7♥XX"."""
    return f"{contract.level}{strain_text(words, contract.strain)}{contract.doubling.suffix}"


def outcome_words(words: Words, contract: Contract, tricks: int) -> str:
    """ "made", "made +1", "down 2"."""
    margin = contract.margin(tricks)
    if margin == 0:
        return words("picture-made")
    if margin > 0:
        return words("picture-made-over", over=margin)
    return words("picture-down", under=-margin)


def vulnerability_badge(words: Words, vul: Vulnerability) -> str:
    """The table picture's corner: "N-S vul"."""
    return words(f"picture-vul-{_VUL[vul]}")


def vulnerability_text(words: Words, vul: Vulnerability) -> str:
    """In a sentence: "N-S vulnerable"."""
    return words(f"picture-vulnerable-{_VUL[vul]}")


def vulnerability_column(words: Words, vul: Vulnerability) -> str:
    """A score sheet's column: "None", "N-S", "Both"."""
    if vul is Vulnerability.NONE:
        return words("picture-sheet-vul-none")
    if vul is Vulnerability.BOTH:
        return words("picture-sheet-vul-both")
    return side_letters(words, Side.NS if vul is Vulnerability.NS else Side.EW)


_ITEMS = {item: "picture-item-" + item.name.lower().replace("_", "-") for item in Item}
_HONOURS = {
    Honours.FOUR_ACES: "picture-detail-four-aces",
    Honours.FIVE_HONOURS: "picture-detail-five-honours",
    Honours.FOUR_HONOURS: "picture-detail-four-honours",
}


def score_item_text(words: Words, item: ScoreItem) -> str:
    """ "Overtricks (1 × 30)", "Levées de chute (2 de chute)"."""
    name = words(_ITEMS[item.item])
    detail = _detail(words, item)
    return words("picture-item-detail", item=name, detail=detail) if detail else name


def _detail(words: Words, item: ScoreItem) -> str:
    """What the item counts, in the reader's words; numbers and the contract's symbols read the
    same in every language."""
    match item.item:
        case Item.UNDERTRICKS:
            return words("picture-detail-down", under=item.count)
        case Item.OVERTRICKS:
            return f"{item.count} × {item.each}"
        case Item.CONTRACT:
            return item.contract
        case Item.INSULT:
            return words(f"picture-detail-{item.doubling.name.lower()}")
        case Item.HONOURS if item.honours is not None and item.holder is not None:
            return words(_HONOURS[item.honours], seat=seat_name(words, item.holder))
        case Item.RUBBER if item.games is not None:
            return "–".join(str(g) for g in item.games)
    return ""
