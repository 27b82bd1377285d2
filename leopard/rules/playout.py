"""The playout fast path: a Leopard deal played on in place, for bots' search and benchmarks (rules L4-L7).

:class:`Playout` starts from any :class:`~leopard.rules.state.State` and then changes itself with every move, so a
playout builds no new state, hand tuple, square or event log per move. Behind it are the same rules as
:func:`leopard.rules.legal.apply`: the property tests (``tests/leopard/test_playout_leopard.py``) and
``benchmarks/soak_leopard.py`` check that both give the same legal moves, in the same order, the same squares,
values and hands, and the same outcome, move for move. The public engine stays the reference for everything a
player sees; this is only for speed.

How it is fast: each seat keeps eleven small ints, its *keys* (see :mod:`leopard.rules.playout_tables`), that say
which cards it holds and which cells those cards could take, so the legal moves of a turn are eleven shared tuples
put end to end, each one subscript of a table by a key. Applying a move looks up what it does by the
move's identity (the engine's shared move values), checks it with a few bit tests, changes the square values only
by the lines through the one cell that changed (L7.1) and, when a cell fills or empties (L2.2), that cell's bit in
every seat's keys.
"""

from __future__ import annotations

from operator import length_hint
from typing import Any, NoReturn

from cardtable.cards import Card
from cardtable.game import IllegalMove

from leopard.rules.legal import _ANSWERS, _BEFORE_DRAW_MOVES, _DISCARDS, _DRAW, _GO_OUT, _NO, _YES, apply
from leopard.rules.placing import _PLACES
from leopard.rules.playout_tables import CARDS, CODE, LINE_CHANGES, LINE_POINTS, TENS, Action, Kit, Moves, Tables, kit
from leopard.rules.scoring import LINES, LineScore, Outcome, going_out_score
from leopard.rules.state import State
from leopard.rules.turns import GO_OUT_VALUE, asker_partner
from leopard.rules.types import Move, Phase, Rules, square_of

__all__ = ["Playout"]

_INDEX = {card: index for index, card in enumerate(CARDS)}
_PLAY, _BEFORE_DRAW, _ASKED, _OVER = 0, 1, 2, 3  # phases; only _PLAY has moves that depend on the cards
_PHASES: tuple[Phase, ...] = ("play", "before_draw", "asked", "over")
_PHASE_OF: dict[str, int] = {name: number for number, name in enumerate(_PHASES)}
_FIXED_MOVES: tuple[Moves, ...] = ((), _BEFORE_DRAW_MOVES, _ANSWERS, ())
_OTHER_ACTIONS = {id(_GO_OUT): "out", id(_DRAW): "draw", id(_YES): "yes", id(_NO): "no"}
_SCORES = {  # shared values, as lines score again and again
    (line, same_suit, points): LineScore(line, "suit" if same_suit else "colour", points)
    for line in LINES
    for same_suit, points in ((True, 2), (True, 3), (False, 1))
}
# For each suit_line, by line, by the codes of its three cells (25·a + 5·b + c): the line's score, or None (L7.1).
_LINE_SCORES = {
    suit_line: tuple(
        tuple(
            _SCORES[line, code // 25 == code // 5 % 5 == code % 5, points[code]] if points[code] else None
            for code in range(125)
        )
        for line in LINES
    )
    for suit_line, points in LINE_POINTS.items()
}
_SHARED: dict[Move, Move] = {}  # every shared move by value, made on first need (see Playout._other)

LineScores = tuple[tuple[LineScore | None, ...], ...]
Setup = tuple[
    Rules, int, int, LineScores, tuple[tuple[int, ...], ...], bool, bool, tuple[int, ...], tuple[int, ...],
    tuple[Tables, ...], tuple[dict[int, Action], ...], tuple[int, ...], Kit, tuple[tuple[int, ...], ...],
]  # fmt: skip
_SETUPS: dict[int, Setup] = {}


def _setup(rules: Rules) -> Setup:
    """What a playout under ``rules`` needs from them, worked out once per rules object: the rules, players,
    squares, line scores and the changes of line points (L7.1), play-out (L6.2), partnerships (L6.1), then by seat
    (index 0 unused): the next seat (L1.2), the seat's square index (L5.7), its tables and its moves' actions;
    last the keys of an empty hand at the start of a deal, the tables, and for each square the seats that own it."""
    n, squares = rules.players, rules.squares
    tables = kit(squares)
    owns = (0, *(square_of(rules, seat) - 1 for seat in range(1, n + 1)))
    setup: Setup = (
        rules, n, squares, _LINE_SCORES[rules.suit_line], LINE_CHANGES[rules.suit_line],
        rules.stock_end == "play-out", rules.partnerships, (0, *(seat % n + 1 for seat in range(1, n + 1))), owns,
        tuple(tables.tables[own] for own in owns), tuple(tables.actions[own] for own in owns), tables.start, tables,
        tuple(tuple(seat for seat in range(1, n + 1) if owns[seat] == s) for s in range(squares)),
    )  # fmt: skip
    if len(_SETUPS) > 64:  # rules objects come and go with matches: keep the last few
        _SETUPS.clear()
    _SETUPS[id(rules)] = setup
    return setup


class Playout:
    """A Leopard deal that changes in place: :meth:`legal_moves`, :meth:`apply`, :meth:`outcome` as the engine's
    functions of the same names (rules L4-L7), for playouts that do not need the states between moves.

    Made from a :class:`State` with ``Playout(state)`` (or ``GAME.playout(state)``); ``state`` itself is never
    changed. What the bots read, with the meanings of :class:`State`: ``rules``, ``turn`` (the seat whose turn it
    is; the last mover once over), :attr:`phase`, :meth:`to_move`, ``values`` (a list per square), ``went_out``,
    :attr:`stock_size`, :meth:`hand`, :meth:`squares`; :meth:`state` gives it all as a :class:`State`. Neither the
    discard pile, nor the order of cards in a hand, nor the cards under a cell's top card, nor the log is kept.
    """

    __slots__ = (
        "rules", "_players", "_squares", "_line_scores", "_line_changes", "_play_out", "_partnerships", "_after",
        "_square_of", "_kit", "_drawing", "_keys", "_counts", "_seats", "_everyone", "_owners", "_stock",
        "_draws", "_codes",
        "_tops", "values", "turn", "_phase", "_drawn", "_refused", "went_out", "_go_out",
    )  # fmt: skip

    def __init__(self, state: State) -> None:
        rules = state.rules
        setup = _SETUPS.get(id(rules))
        if setup is None or setup[0] is not rules:
            setup = _setup(rules)
        (
            self.rules, n, squares, self._line_scores, self._line_changes, self._play_out, self._partnerships,
            self._after, square_of, seat_tables, actions, start, tables, owners,
        ) = setup  # fmt: skip
        self._players, self._squares, self._square_of, self._kit = n, squares, square_of, tables
        self._drawing = drawing = tables.drawing
        self._codes = codes = [0] * 27  # cell codes (see playout_tables.CODE) at slot 9·square + cell
        self._tops = [-1] * 27  # the top card's index at each slot, face up or down, -1 for none
        if not any(map(any, state.squares)):  # the start of a deal
            empty = list(start)
        else:
            index = _INDEX.__getitem__
            empties = [0] * 9
            own_empty = [0] * squares
            cell_keys = tables.cell_keys
            for s, square in enumerate(state.squares):
                for c, stack in enumerate(square):
                    slot = 9 * s + c
                    if stack:
                        top = self._tops[slot] = index(stack[-1])
                        codes[slot] = CODE[top]
                    if not codes[slot]:
                        key, bit = cell_keys[s][c]
                        empties[key] |= bit
                        own_empty[s] |= 1 << c
            empty = [*empties, 0, 0]
        # By seat (index 0 unused): its keys followed by its tables (one list, one lookup in legal_moves), its
        # count of each card by index; with its moves' actions and its square index together for apply.
        draw = drawing.__getitem__
        keys: list[list[Any]] = [[]]
        counts: list[list[int]] = [[]]
        self._keys, self._counts = keys, counts
        for seat, cards in enumerate(state.hands, 1):
            seat_keys: list[Any] = [*empty, *seat_tables[seat]]  # the seven keys, then the seven tables
            if not empty[TENS]:  # not the start of a deal: the own square's empty cells
                seat_keys[TENS] = own_empty[square_of[seat]]
            seat_counts = [0] * 52
            for card, key, bit in map(draw, cards):
                seat_keys[key] |= bit
                seat_counts[card] += 1
            keys.append(seat_keys)
            counts.append(seat_counts)
        self._seats = list(zip(actions, keys, counts, square_of))
        self._everyone = keys[1:]
        # For each square the keys of the seats that own it (L5.7), whose Tens' keys say its empty cells.
        self._owners = [[*map(keys.__getitem__, seats)] for seats in owners]
        self._stock = state.stock
        self._draws = iter(state.stock)  # the cards still to draw
        self.values = list(state.values)
        self.turn = state.turn
        self._phase = _PHASE_OF[state.phase]
        self._drawn = -1 if state.drawn is None else _INDEX[state.drawn]  # the card drawn this turn, -1 for none
        self._refused = state.refused
        self.went_out: int | None = state.went_out
        self._go_out = (
            self._phase == _PLAY and state.drawn is None and not state.refused
            and state.values[square_of[state.turn]] >= GO_OUT_VALUE
        )  # fmt: skip

    # --- what the bots read ----------------------------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        """As :attr:`State.phase`."""
        return _PHASES[self._phase]

    @property
    def stock_size(self) -> int:
        """Cards left in the stock."""
        return length_hint(self._draws)

    def to_move(self) -> int | None:
        """The seat to move, or None once the deal is over (the asker's partner while an ask waits, L6.1)."""
        phase = self._phase
        if phase == _OVER:
            return None
        return asker_partner(self.turn) if phase == _ASKED else self.turn

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards of ``seat`` (1-based) in (rank, suit) order, a card held twice twice."""
        return tuple(card for card, count in zip(CARDS, self._counts[seat]) if count for _ in range(count))

    def squares(self) -> tuple[tuple[tuple[Card, ...], ...], ...]:
        """Each square's nine cells as stacks holding only the top card (face up or down), ``()`` for none: what
        decides the values and the places (L2.2)."""
        tops = self._tops
        return tuple(
            tuple(() if tops[slot] < 0 else (CARDS[tops[slot]],) for slot in range(9 * s, 9 * s + 9))
            for s in range(self._squares)
        )

    def face_up_suits(self) -> list[list[int]]:
        """Each square's nine cells as the suit (0-3, as ``int(card.suit)``) of the face-up top card, -1 for an
        empty cell (no card, or a Jack or Queen face down, L2.2): all that the lines' points depend on (L7.1)."""
        codes = self._codes
        return [[code - 1 for code in codes[slot : slot + 9]] for slot in range(0, 9 * self._squares, 9)]

    def state(self) -> State:
        """A :class:`State` with this deal's hands, squares (top cards only), values, stock and turn, for the
        engine's messages and for checks; no dealer (0), discard pile or log."""
        return State(
            self.rules, 0, self._stock[len(self._stock) - self.stock_size :],
            tuple(self.hand(seat) for seat in range(1, self._players + 1)), self.squares(), tuple(self.values), (),
            self.turn, self.phase, None if self._drawn < 0 else CARDS[self._drawn], self.went_out, (),
            self._refused,
        )  # fmt: skip

    # --- the rules --------------------------------------------------------------------------------------------

    def legal_moves(self) -> tuple[Move, ...]:
        """As :func:`leopard.rules.legal.legal_moves` of the current state (L4-L6): the same moves in the same
        order; empty when the deal is over."""
        phase = self._phase
        if phase:
            return _FIXED_MOVES[phase]
        seat = self.turn
        (
            aces, twos, threes, fours, fives, sixes, sevens, eights, nines, tens, court,
            a, b, c, d, e, f, g, h, i, j, k,
        ) = self._keys[seat]  # fmt: skip
        try:
            moves = (
                *a[aces], *b[twos], *c[threes], *d[fours], *e[fives], *f[sixes], *g[sevens], *h[eights], *i[nines],
                *j[tens], *k[court],
            )  # fmt: skip
        except TypeError:  # an entry not made yet
            self._kit.fill(self._square_of[seat], self._keys[seat])
            return self.legal_moves()
        if self._go_out:
            return (_GO_OUT, *moves)
        return moves

    def apply(self, move: Move) -> None:
        """Make ``move`` for the seat to move, in place; as :func:`leopard.rules.legal.apply` (L4-L6). Raises
        :class:`IllegalMove` when it is not legal now (the reason in player terms, from the engine)."""
        seat = self.turn
        actions, keys, counts, _ = self._seats[seat]
        try:
            key, bit, card, place = actions[id(move)]
        except KeyError:  # not a place or discard of this seat's (L5), or not a shared move
            self._other(move)
            return
        held = counts[card]
        if self._phase or not held:
            self._refuse(move)
        if place:  # a place (L5)
            slot, code, needs_empty, cell_key, cell_bit, own_bit, lines, square = place
            codes = self._codes
            old = codes[slot]
            if old and needs_empty:  # L5.1, L5.2
                self._refuse(move)
            self._tops[slot] = card
            if old != code:  # the cell's face-up top changes: its lines (L7.1), maybe its emptiness (L2.2)
                codes[slot] = code
                changes = self._line_changes[5 * old + code]
                delta = 0
                for i, j in lines:
                    delta += changes[5 * codes[i] + codes[j]]
                if delta:
                    self.values[square] += delta
                if not old or not code:
                    for seat_keys in self._everyone:
                        seat_keys[cell_key] ^= cell_bit
                    for seat_keys in self._owners[square]:
                        seat_keys[TENS] ^= own_bit
        counts[card] = held - 1
        if held == 1:
            keys[key] ^= bit
        # The next seat's turn (L1.2): before the draw when its square is worth 5 or more (L4.1), else with the
        # draw (L4.2); or with the stock out, the end of the turn (L6.2).
        self.turn = self._after[seat]
        self._refused = False
        _, keys, counts, own = self._seats[self.turn]
        if self.values[own] >= GO_OUT_VALUE:
            if not length_hint(self._draws):
                self.turn = seat
                self._end_without_stock()
                return
            self._phase, self._drawn = _BEFORE_DRAW, -1
            return
        drawn = next(self._draws, None)
        if drawn is None:
            self.turn = seat
            self._end_without_stock()
            return
        card, key, bit = self._drawing[drawn]
        self._drawn = card
        held = counts[card]
        counts[card] = held + 1
        if not held:
            keys[key] |= bit

    def _draw(self) -> None:
        """The player to move takes the top stock card (L4.2); the stock holds one."""
        self._drawn, key, bit = self._drawing[next(self._draws)]
        self._phase = _PLAY
        _, keys, counts, _ = self._seats[self.turn]
        keys[key] |= bit
        counts[self._drawn] += 1

    def _end_without_stock(self) -> None:
        """A place or discard with the stock out: the deal ends (L6.2: ``last-card``, or ``play-out`` with every
        hand empty), or the next seat plays without a draw, going out standing beside the plays."""
        if not self._play_out or not any(map(any, self._counts)):
            self._phase, self._go_out, self._drawn = _OVER, False, -1
            return
        turn = self.turn = self._after[self.turn]
        self._refused = False
        self._phase, self._drawn = _PLAY, -1
        self._go_out = self.values[self._square_of[turn]] >= GO_OUT_VALUE

    def _other(self, move: Move) -> None:
        """Going out, drawing and answering (L4.1, L6.1), and moves that are not the shared values."""
        action = _OTHER_ACTIONS.get(id(move))
        if action is None:
            if not _SHARED:
                _SHARED.update((place, place) for by_square in _PLACES.values() for row in by_square for place in row)
                others: tuple[Move, ...] = (*_DISCARDS.values(), _GO_OUT, _DRAW, _YES, _NO)
                _SHARED.update((other, other) for other in others)
            try:
                shared = _SHARED.get(move)
            except TypeError:  # not a move at all; the engine says so
                shared = None
            if shared is None or shared is move:  # not a move, or a shared one that is not legal here
                self._refuse(move)
            self.apply(shared)
            return
        phase = self._phase
        if action == "draw":
            if phase != _BEFORE_DRAW:
                self._refuse(move)
            self._draw()
        elif action == "out":
            if not (phase == _BEFORE_DRAW or phase == _PLAY and self._go_out):
                self._refuse(move)
            if self._partnerships:  # L6.1: an ask; the partner answers
                self._phase = _ASKED
            else:
                self._phase, self.went_out = _OVER, self.turn
            self._go_out = False
        else:  # an answer (L6.1)
            if phase != _ASKED:
                self._refuse(move)
            if action == "yes":
                self._phase, self.went_out = _OVER, self.turn
            else:
                self._phase, self._refused = _PLAY, True
                if length_hint(self._draws):
                    self._draw()

    def _refuse(self, move: object) -> NoReturn:
        # The engine says why in player terms; the fast path only knows that the move is not legal.
        apply(self.state(), move)  # type: ignore[arg-type]
        raise IllegalMove(f"{move} is not legal now")  # not reached: the engine refuses first

    def outcome(self) -> Outcome | None:
        """As :func:`leopard.rules.legal.outcome`: the deal's result once it is over, else None (L6, L7)."""
        if self._phase != _OVER:
            return None
        values = tuple(self.values)
        scores = list(values)  # L7.3, L7.4: plain value
        if self.went_out is not None:
            own = self._square_of[self.went_out]
            scores[own] = going_out_score(values[own], self.rules)  # L7.2
        return Outcome(self.went_out, values, tuple(scores), tuple(map(self._scoring_lines, range(self._squares))))

    def _scoring_lines(self, square: int) -> tuple[LineScore, ...]:
        """The lines of ``square`` (0-based) that score (L7.1), as :func:`~leopard.rules.scoring.scoring_lines`."""
        c1, c2, c3, c4, c5, c6, c7, c8, c9 = self._codes[9 * square : 9 * square + 9]
        rows, middle_row, bottom, left, middle_column, right, down, up = self._line_scores  # in the order of LINES
        return tuple(
            filter(None, (
                rows[25 * c1 + 5 * c2 + c3], middle_row[25 * c4 + 5 * c5 + c6], bottom[25 * c7 + 5 * c8 + c9],
                left[25 * c1 + 5 * c4 + c7], middle_column[25 * c2 + 5 * c5 + c8], right[25 * c3 + 5 * c6 + c9],
                down[25 * c1 + 5 * c5 + c9], up[25 * c3 + 5 * c5 + c7],
            ))
        )  # fmt: skip
