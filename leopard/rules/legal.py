"""Moves: which are legal, applying one, and the deal's result (rules L4-L7).

The state machine of a turn (L4.1, L4.2): a player whose square is worth 5 or more starts in the ``before_draw``
phase and chooses :class:`~leopard.rules.types.GoOut` or :class:`~leopard.rules.types.Draw`; anyone else draws
at once. In the ``play`` phase the player places or discards one card. With ``play-out`` and an empty stock there
is no draw, and a player who may go out finds ``GoOut`` among the plays. With four players ``GoOut`` asks the
partner (L6.1): in the ``asked`` phase the partner answers with :class:`~leopard.rules.types.Answer`; yes ends
the deal, no gives the turn back to the asker, who draws (when the stock holds cards) and plays.
"""

from __future__ import annotations

from cardtable.cards import Card, Rank, Suit, double_deck
from cardtable.game import IllegalMove, NotInHand
from cardtable.i18n import _

from leopard.rules.placing import FACE_DOWN, add_places, check_place
from leopard.rules.scoring import LINES_THROUGH, Outcome, going_out_score, line_points, scoring_lines
from leopard.rules.state import Square, State
from leopard.rules.turns import GO_OUT_VALUE, asker_partner, draw, end_turn
from leopard.rules.types import Answer, Discard, Draw, Event, GoOut, Move, Place, square_of

__all__ = ["apply", "check_go_out", "legal_moves", "outcome"]

# --- precomputed moves --------------------------------------------------------------------------------------------
# Moves are frozen values, so the engine hands out shared instances instead of building new ones on every call.

_DISCARDS = {card: Discard(card) for card in set(double_deck())}
_GO_OUT, _DRAW, _YES, _NO = GoOut(), Draw(), Answer(True), Answer(False)
_BEFORE_DRAW_MOVES: tuple[Move, ...] = (_GO_OUT, _DRAW)
_ANSWERS: tuple[Move, ...] = (_YES, _NO)

# For each cell (0-based), the other two cells of each line through it (L2.3).
_OTHER_CELLS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple(tuple(i for i in line if i != cell) for line in LINES_THROUGH[cell]) for cell in range(9)  # type: ignore[misc]
)
# Points of a full line by its three suits, index 16·a + 4·b + c, for each ``suit_line`` (L7.1).
_LINE_POINTS: dict[int, tuple[int, ...]] = {
    suit_line: tuple(
        line_points(Card(Rank.ACE, Suit(a)), Card(Rank.ACE, Suit(b)), Card(Rank.ACE, Suit(c)), suit_line)
        for a in range(4)
        for b in range(4)
        for c in range(4)
    )
    for suit_line in (2, 3)
}


# --- legal moves -------------------------------------------------------------------------------------------------


def legal_moves(state: State) -> tuple[Move, ...]:
    """Every move the player to move may make now; empty once the deal is over (L4, L5, L6).

    Order: ``(GoOut(), Draw())`` before the draw; ``(Answer(True), Answer(False))`` while an ask is pending
    (L6.1); otherwise ``GoOut()`` first when allowed (no draw this turn: empty stock under ``play-out``, L6.2, and
    no refused ask this turn), then for each different card in hand, in (rank, suit) order, its places (square by
    square, cell by cell) and its discard."""
    phase = state.phase
    if phase == "before_draw":
        return _BEFORE_DRAW_MOVES
    if phase == "asked":
        return _ANSWERS
    if phase == "over":
        return ()
    squares = state.squares
    count = len(squares)
    own = (state.turn - 1) % count
    moves: list[Move] = []
    if state.drawn is None and not state.refused and state.values[own] >= GO_OUT_VALUE:
        moves.append(_GO_OUT)
    for card in sorted(set(state.hands[state.turn - 1])):
        add_places(moves, card, squares, own)
        moves.append(_DISCARDS[card])
    return tuple(moves)


# --- applying a move ---------------------------------------------------------------------------------------------


def apply(state: State, move: Move) -> State:
    """The state after the player to move makes ``move``. Raises :class:`~cardtable.game.IllegalMove` saying
    why in player terms when the rules do not allow it now (L4-L6)."""
    phase = state.phase
    if phase == "over":
        raise IllegalMove(_("the deal is over"))
    kind = type(move)
    if phase == "asked":
        if kind is not Answer:
            raise IllegalMove(_("first answer your partner: yes or no"))
        return _answer(state, move)  # type: ignore[arg-type]
    if kind is Answer:
        raise IllegalMove(_("nobody asked to go out"))
    if kind is Place or kind is Discard:
        if phase == "before_draw":
            raise IllegalMove(_("first go out or draw"))
        if kind is Place:
            return _place(state, move)  # type: ignore[arg-type]
        return _discard(state, move)  # type: ignore[arg-type]
    if kind is Draw:
        if phase == "before_draw":
            return draw(state)
        if not state.stock:
            raise IllegalMove(_("the stock is empty"))
        raise IllegalMove(_("you have already drawn this turn"))
    if kind is GoOut:
        check_go_out(state.values[(state.turn - 1) % len(state.squares)], state.phase, state.drawn, state.refused)
        log = state.log + (Event(state.turn, move),)  # type: ignore[arg-type]
        # L6.1: with four players going out is an ask; the partner moves next.
        phase, went_out = ("asked", None) if state.rules.partnerships else ("over", state.turn)
        return State(
            state.rules, state.dealer, state.stock, state.hands, state.squares, state.values, state.discards,
            state.turn, phase, None, went_out, log,
        )  # fmt: skip
    raise IllegalMove(_("not a Leopard move: {move!r}").format(move=move))


def _answer(state: State, move: Answer) -> State:
    """The partner's answer to a pending ask (L6.1): yes ends the deal with the asker gone out; no gives the turn
    back to the asker, who draws when the stock holds cards (L4.2) and may not ask again this turn."""
    log = state.log + (Event(asker_partner(state.turn), move),)
    if move.agree:
        return State(
            state.rules, state.dealer, state.stock, state.hands, state.squares, state.values, state.discards,
            state.turn, "over", None, state.turn, log,
        )  # fmt: skip
    refused = State(
        state.rules, state.dealer, state.stock, state.hands, state.squares, state.values, state.discards,
        state.turn, "play", None, None, log, True,
    )  # fmt: skip
    return draw(refused) if refused.stock else refused


def check_go_out(value: int, phase: str, drawn: Card | None, refused: bool = False) -> None:
    """Raise :class:`IllegalMove` unless a player whose square is worth ``value`` may go out now, in ``phase``,
    having drawn ``drawn`` this turn (None: no draw yet, or none from an empty stock) and, with four players,
    not ``refused`` by the partner this turn (L4.1, L6.1, L6.2)."""
    if phase == "asked":
        raise IllegalMove(_("first answer your partner: yes or no"))
    if value < GO_OUT_VALUE:
        raise IllegalMove(
            _("you may go out only with a square worth {least} or more (yours is worth {value})").format(
                least=GO_OUT_VALUE, value=value
            )
        )
    if refused:
        raise IllegalMove(_("your partner said no this turn: place or discard a card"))
    if phase == "play" and drawn is not None:
        raise IllegalMove(_("you may go out only at the start of your turn, before drawing"))


def _take_from_hand(state: State, card: Card) -> tuple[tuple[Card, ...], ...]:
    i = state.turn - 1
    hand = state.hands[i]
    try:
        k = hand.index(card)
    except ValueError:
        raise NotInHand(_("{card} is not in your hand").format(card=card), card) from None
    hands = state.hands
    return hands[:i] + (hand[:k] + hand[k + 1 :],) + hands[i + 1 :]


def _discard(state: State, move: Discard) -> State:
    hands = _take_from_hand(state, move.card)
    log = state.log + (Event(state.turn, move),)
    return end_turn(state, hands, state.squares, state.values, state.discards + (move.card,), log)


def _place(state: State, move: Place) -> State:
    own = (state.turn - 1) % len(state.squares) + 1
    hands = _take_from_hand(state, move.card)
    check_place(state.squares, move, own)
    s, c = move.square - 1, move.cell - 1
    square = state.squares[s]
    old = square[c]
    new_square = square[:c] + (old + (move.card,),) + square[c + 1 :]
    values = state.values
    old_top = old[-1] if old and old[-1] not in FACE_DOWN else None
    new_top = None if move.card in FACE_DOWN else move.card
    if old_top != new_top:
        delta = _value_change(square, c, old_top, new_top, state.rules.suit_line)
        if delta:
            values = values[:s] + (values[s] + delta,) + values[s + 1 :]
    squares = state.squares[:s] + (new_square,) + state.squares[s + 1 :]
    log = state.log + (Event(state.turn, move, old[-1] if old else None),)
    return end_turn(state, hands, squares, values, state.discards, log)


def _value_change(square: Square, cell: int, old_top: Card | None, new_top: Card | None, suit_line: int) -> int:
    """How the value of ``square`` changes (points) when the top of ``cell`` (0-based) goes from ``old_top`` to
    ``new_top`` (None: empty). Only the lines through the cell can change (L2.3, L7.1)."""
    points = _LINE_POINTS[suit_line]
    delta = 0
    for i, j in _OTHER_CELLS[cell]:
        stack_a, stack_b = square[i], square[j]
        if not stack_a or not stack_b:
            continue
        a, b = stack_a[-1], stack_b[-1]
        if a in FACE_DOWN or b in FACE_DOWN:
            continue
        both = a.suit * 16 + b.suit * 4
        if new_top is not None:
            delta += points[both + new_top.suit]
        if old_top is not None:
            delta -= points[both + old_top.suit]
    return delta


# --- the result --------------------------------------------------------------------------------------------------


def outcome(state: State) -> Outcome | None:
    """The deal's result once it is over, else None (L6, L7): who went out, each square's value and score, and
    the lines that scored."""
    if state.phase != "over":
        return None
    rules = state.rules
    values = state.values
    scores = list(values)  # L7.3, L7.4: plain value
    if state.went_out is not None:
        own = square_of(rules, state.went_out) - 1
        scores[own] = going_out_score(values[own], rules)  # L7.2
    lines = tuple(scoring_lines(square, rules.suit_line) for square in state.squares)
    return Outcome(state.went_out, values, tuple(scores), lines)
