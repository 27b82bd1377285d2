"""Turns and plays: who moves, what is legal, and applying a move (rules L4, L5, L6).

The state machine of a turn (L4.1, L4.2): a player whose square is worth 5 or more starts in the ``before_draw``
phase and chooses :class:`~leopard.rules.types.GoOut` or :class:`~leopard.rules.types.Draw`; anyone else draws
at once. In the ``play`` phase the player places or discards one card. With ``play-out`` and an empty stock there
is no draw, and a player who may go out finds ``GoOut`` among the plays.
"""

from __future__ import annotations

from cardtable.cards import Card, Rank
from cardtable.game import IllegalMove
from cardtable.i18n import _

from leopard.rules.scoring import LINES_THROUGH, going_out_score, line_points, scoring_lines, top_face_up
from leopard.rules.state import Square, State
from leopard.rules.types import Discard, Draw, Event, GoOut, Move, Place, square_of

__all__ = ["GO_OUT_VALUE", "apply", "check_go_out", "check_place", "legal_moves", "outcome", "start_turn", "to_move"]

GO_OUT_VALUE = 5  # L4.1: the least square value that lets a player go out

_JACK, _QUEEN, _KING, _TEN = Rank.JACK, Rank.QUEEN, Rank.KING, Rank.TEN

_RANK_NAMES = {_TEN: "a Ten", _JACK: "a Jack", _QUEEN: "a Queen", _KING: "a King"}


# --- turn structure -------------------------------------------------------------------------------------------


def start_turn(state: State) -> State:
    """``state`` with its ``turn`` seat at the start of a turn: waiting before the draw when the seat may go out,
    else with the top stock card drawn (L4.1, L4.2). An empty stock (``play-out``, L6.2) means no draw."""
    stock = state.stock
    if not stock:
        return _replace(state, phase="play", drawn=None)
    if state.values[(state.turn - 1) % len(state.squares)] >= GO_OUT_VALUE:
        return _replace(state, phase="before_draw", drawn=None)
    return _draw(state)


def _draw(state: State) -> State:
    card = state.stock[0]
    i = state.turn - 1
    hands = state.hands
    hands = hands[:i] + (hands[i] + (card,),) + hands[i + 1 :]
    return _replace(state, stock=state.stock[1:], hands=hands, phase="play", drawn=card)


def _end_turn(state: State) -> State:
    """After a place or discard: end the deal (L6.2) or pass the turn to the left (L1.2)."""
    if not state.stock:
        if state.rules.stock_end == "last-card" or not any(state.hands):
            return _replace(state, phase="over", drawn=None)
    turn = state.turn % state.rules.players + 1
    return start_turn(_replace(state, turn=turn, drawn=None))


def _replace(state: State, **changes: object) -> State:
    fields = {
        "rules": state.rules,
        "dealer": state.dealer,
        "stock": state.stock,
        "hands": state.hands,
        "squares": state.squares,
        "values": state.values,
        "discards": state.discards,
        "turn": state.turn,
        "phase": state.phase,
        "drawn": state.drawn,
        "went_out": state.went_out,
        "log": state.log,
    }
    fields.update(changes)
    return State(**fields)  # type: ignore[arg-type]


def to_move(state: State) -> int | None:
    """The seat to move, or None once the deal is over."""
    return None if state.phase == "over" else state.turn


# --- legal moves -------------------------------------------------------------------------------------------------


def _cell_empty(stack: tuple[Card, ...]) -> bool:
    """L2.2: no card, or a face-down Jack or Queen on top."""
    return not stack or stack[-1].rank == _JACK or stack[-1].rank == _QUEEN


def legal_moves(state: State) -> tuple[Move, ...]:
    """Every move the player to move may make now; empty once the deal is over (L4, L5, L6).

    Order: ``(GoOut(), Draw())`` before the draw; otherwise ``GoOut()`` first when allowed (empty stock, L6.2),
    then for each different card in hand, in (rank, suit) order, its places (square by square, cell by cell)
    and its discard."""
    phase = state.phase
    if phase == "before_draw":
        return (GoOut(), Draw())
    if phase == "over":
        return ()
    own = (state.turn - 1) % len(state.squares)
    moves: list[Move] = []
    if not state.stock and state.values[own] >= GO_OUT_VALUE:
        moves.append(GoOut())
    squares = state.squares
    for card in sorted(set(state.hands[state.turn - 1])):
        rank = card.rank
        if rank <= 9:  # L5.1: its own cell, any square
            cell = int(rank)
            for s, square in enumerate(squares):
                if _cell_empty(square[cell - 1]):
                    moves.append(Place(card, s + 1, cell))
        elif rank == _JACK:  # L5.4: any cell, any square
            for s in range(len(squares)):
                moves.extend(Place(card, s + 1, c) for c in range(1, 10))
        elif rank == _TEN:  # L5.2: an empty cell of the own square
            square = squares[own]
            moves.extend(Place(card, own + 1, c + 1) for c in range(9) if _cell_empty(square[c]))
        else:  # L5.3, L5.5: King or Queen, any cell of the own square
            moves.extend(Place(card, own + 1, c) for c in range(1, 10))
        moves.append(Discard(card))
    return tuple(moves)


# --- applying a move ---------------------------------------------------------------------------------------------


def apply(state: State, move: Move) -> State:
    """The state after the player to move makes ``move``. Raises :class:`~cardtable.game.IllegalMove` saying
    why in player terms when the rules do not allow it now (L4-L6)."""
    phase = state.phase
    if phase == "over":
        raise IllegalMove(_("the deal is over"))
    kind = type(move)
    if kind is Place or kind is Discard:
        if phase == "before_draw":
            raise IllegalMove(_("first go out or draw"))
        if kind is Place:
            return _place(state, move)  # type: ignore[arg-type]
        return _discard(state, move)  # type: ignore[arg-type]
    if kind is Draw:
        if phase == "before_draw":
            return _draw(state)
        if not state.stock:
            raise IllegalMove(_("the stock is empty"))
        raise IllegalMove(_("you have already drawn this turn"))
    if kind is GoOut:
        check_go_out(state.values[(state.turn - 1) % len(state.squares)], state.phase, len(state.stock))
        log = state.log + (Event(state.turn, move),)  # type: ignore[arg-type]
        return _replace(state, phase="over", drawn=None, went_out=state.turn, log=log)
    raise IllegalMove(_("not a Leopard move: {move!r}").format(move=move))


def check_go_out(value: int, phase: str, stock_size: int) -> None:
    """Raise :class:`IllegalMove` unless a player whose square is worth ``value`` may go out now, in ``phase``
    with ``stock_size`` cards in the stock (L4.1, L6.2)."""
    if value < GO_OUT_VALUE:
        raise IllegalMove(
            _("you may go out only with a square worth {least} or more (yours is worth {value})").format(
                least=GO_OUT_VALUE, value=value
            )
        )
    if phase == "play" and stock_size:
        raise IllegalMove(_("you may go out only at the start of your turn, before drawing"))


def _take_from_hand(state: State, card: Card) -> tuple[tuple[Card, ...], ...]:
    i = state.turn - 1
    hand = state.hands[i]
    try:
        k = hand.index(card)
    except ValueError:
        raise IllegalMove(_("{card} is not in your hand").format(card=card)) from None
    hands = state.hands
    return hands[:i] + (hand[:k] + hand[k + 1 :],) + hands[i + 1 :]


def _discard(state: State, move: Discard) -> State:
    hands = _take_from_hand(state, move.card)
    state = _replace(
        state, hands=hands, discards=state.discards + (move.card,), log=state.log + (Event(state.turn, move),)
    )
    return _end_turn(state)


def check_place(squares: tuple[Square, ...], move: Place, own: int) -> None:
    """Raise :class:`IllegalMove` unless ``move`` may go where it says on ``squares``, for the player whose
    square is ``own`` (1-based). Checks L5 only, not the hand or the phase."""
    card, square, cell = move.card, move.square, move.cell
    if type(square) is not int or not 1 <= square <= len(squares):
        raise IllegalMove(_("there is no square {square}").format(square=square))
    if type(cell) is not int or not 1 <= cell <= 9:
        raise IllegalMove(_("there is no cell {cell}").format(cell=cell))
    rank = card.rank
    if rank <= 9:  # L5.1
        if cell != rank:
            raise IllegalMove(
                _("{rank} goes only on cell {cell}").format(rank=_rank_name(rank), cell=int(rank))
            )
    elif rank != _JACK and square != own:  # L5.2, L5.3, L5.5
        raise IllegalMove(_("{rank} goes only in your own square").format(rank=_RANK_NAMES[rank]))
    if (rank <= 10) and not _cell_empty(squares[square - 1][cell - 1]):  # L5.1, L5.2
        raise IllegalMove(_("cell {cell} of square {square} is taken").format(cell=cell, square=square))


def _rank_name(rank: Rank) -> str:
    return _("an Ace") if rank == Rank.ACE else _("an 8") if rank == 8 else _("a {rank}").format(rank=int(rank))


def _place(state: State, move: Place) -> State:
    own = (state.turn - 1) % len(state.squares) + 1
    check_place(state.squares, move, own)
    hands = _take_from_hand(state, move.card)
    s, c = move.square - 1, move.cell - 1
    square = state.squares[s]
    old = square[c]
    new = old + (move.card,)
    new_square = square[:c] + (new,) + square[c + 1 :]
    values = state.values
    old_top, new_top = top_face_up(old), top_face_up(new)
    if old_top is not new_top:
        # Only the lines through the changed cell can change (L2.3, L7.1).
        suit_line = state.rules.suit_line
        delta = 0
        for line in LINES_THROUGH[c]:
            tops_before = [old_top if i == c else top_face_up(square[i]) for i in line]
            tops_after = [new_top if i == c else top_face_up(square[i]) for i in line]
            delta += line_points(*tops_after, suit_line) - line_points(*tops_before, suit_line)
        if delta:
            values = values[:s] + (values[s] + delta,) + values[s + 1 :]
    squares = state.squares[:s] + (new_square,) + state.squares[s + 1 :]
    event = Event(state.turn, move, old[-1] if old else None)
    state = _replace(state, hands=hands, squares=squares, values=values, log=state.log + (event,))
    return _end_turn(state)


# --- the result --------------------------------------------------------------------------------------------------


def outcome(state: State):  # type: ignore[no-untyped-def]
    """The deal's result once it is over, else None (L6, L7)."""
    from leopard.rules.scoring import Outcome

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
