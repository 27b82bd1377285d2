"""Leopard at the table: friendly input forms, the game's commands, going out with a partner, and hot-seat
privacy over whole scripted deals."""

import io
import random
import re
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from leopard_helpers import position
from rich.console import Console

from cardtable.cards import parse_card
from cardtable.game import IllegalMove, InvalidMove
from cardtable.match import MatchSettings
from cardtable.records import SeatInfo
from cardtable.session import Session
from cardtable.terminal import HotSeat
import leopard.bots  # noqa: F401  (registers the greedy and strong levels)
from leopard.play import LeopardScreens, cell_command, discards_command
from leopard.reading import read_input
from leopard.rules import GAME, Answer, Discard, Draw, GoOut, Place, Rules, format_move, observation


def obs_after_draw():
    """Seat 1 to play, holding (sorted) 2♣ 2♣(new) 4♣ 7♦ 8♠ 9♥ 9♥ J♦ K♠; square 2 has 8♣ on cell 8."""
    state = position(
        2,
        squares=("AH . . / . . . / . . .", ". . . / . . . / . 8C ."),
        hands=("KS 7D 2C 9H 9H JD 4C 8S", "AC AD 3S 4S 5S 6S 7S 8H"),
        turn=1,
        discards="6H",
    )
    return observation(state, 1)


C = parse_card


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("7D", Place(C("7D"), 1, 7)),
        ("7d@2", Place(C("7D"), 2, 7)),
        ("4", Place(C("7D"), 1, 7)),  # hand number 4 is 7♦
        ("4 @2", Place(C("7D"), 2, 7)),
        ("4@2", Place(C("7D"), 2, 7)),
        ("9 :5", Place(C("KS"), 1, 5)),
        ("8 @2 :8", Place(C("JD"), 2, 8)),
        ("-3", Discard(C("4C"))),
        ("discard 8s", Discard(C("8S"))),
        ("d 5", Discard(C("8S"))),
        ("7d opp", Place(C("7D"), 2, 7)),
        ("4 opp", Place(C("7D"), 2, 7)),
        ("-8S", Discard(C("8S"))),
        ("KS:9", Place(C("KS"), 1, 9)),
        ("  jd @ 2 : 8 ", Place(C("JD"), 2, 8)),
    ],
)
def test_L9_2_friendly_input_forms(text, move):
    assert read_input(text, obs_after_draw()) == move


@pytest.mark.parametrize(
    ("text", "error", "message"),
    [
        ("7H", IllegalMove, "7H is not in your hand."),
        ("12", InvalidMove, "There is no card 12 in your hand (its cards are numbered 1 to 9)."),
        ("5 @2", IllegalMove, "Cell 8 of square 2 is taken."),
        ("9 @2:5", IllegalMove, "A King goes only in your own square."),
        ("9", InvalidMove, "Card 9 is KS, which needs a cell: e.g. 9 :5."),
        ("KS", InvalidMove, '"KS": a King needs a cell, e.g. KS:5.'),
        ("QH", IllegalMove, "QH is not in your hand."),  # no Queen is held: not a Queen's place without its cell
        ("10s opp", IllegalMove, "10S is not in your hand."),
        ("out", IllegalMove, "You may go out only with a square worth 5 or more (yours is worth 0)."),
        ("", InvalidMove, "Type a move, e.g. 3 (card 3 of your hand), 7H, 10S:5, -8C, or help."),
        ("hello", InvalidMove, '"hello" is not a move or a command; type help.'),
        ("7Z", InvalidMove, '"7Z": unknown suit "Z".'),
        ("TH", InvalidMove, '"TH": "T" is not a rank; for a ten type 10, for an ace A.'),
    ],
)
def test_bad_input_says_why(text, error, message):
    with pytest.raises(error) as caught:
        read_input(text, obs_after_draw())
    assert str(caught.value) == message


@pytest.mark.parametrize(
    "text", ["discard", "last", "out please", "8c opp:8", "A S", "zz", "помощь", "d", "-", "@2", ":5 7H"]
)
def test_L9_2_text_not_shaped_like_a_move_gets_one_plain_line(text):
    with pytest.raises(InvalidMove) as caught:
        read_input(text, obs_after_draw())
    assert str(caught.value) == f'"{text}" is not a move or a command; type help.'


def test_L9_2_a_long_line_is_echoed_short():
    with pytest.raises(InvalidMove) as caught:
        read_input("x" * 6000, obs_after_draw())
    assert str(caught.value) == '"xxxxxxxxxxxxxxxxxxxx…" is not a move or a command; type help.'


@pytest.mark.parametrize("text", ["-AS:1", "-as@2", "-AS @2:5", "-1:5"])
def test_L9_2_a_discard_takes_no_cell(text):
    with pytest.raises(InvalidMove) as caught:
        read_input(text, obs_after_draw())
    card = "AS" if "s" in text.lower() else "2C"
    assert str(caught.value) == f"A discard goes on the discard pile, not on a cell: type -{card}."


def test_L4_1_before_the_draw_the_choice_is_out_or_enter():
    state = position(2, squares=("AH 2H 3H / 4D 5H 6D / 7S 8C 9H", ""), hands=("KS", "AC"), turn=1)
    obs = observation(state, 1)
    assert obs.phase == "before_draw"
    assert read_input("", obs) == Draw()
    assert read_input("draw", obs) == Draw()
    assert read_input("OUT", obs) == GoOut()
    with pytest.raises(InvalidMove) as caught:
        read_input("KS:5", obs)
    assert str(caught.value) == "First choose: type out to go out now, or press Enter to draw."


def test_opp_needs_two_players():
    state = position(3, hands=("7D", "AC", "AD"), turn=1)
    with pytest.raises(InvalidMove):
        read_input("7d opp", observation(state, 1))


def test_discards_and_cell_commands():
    state = position(
        2, squares=("5D+JC+KS . . / . . . / . . .", ""), hands=("7D", "AC"), turn=1, discards="8C 6H"
    )
    obs = observation(state, 1)
    assert str(discards_command("", obs)) == "Discard pile, bottom to top: 8♣ 6♥."
    assert str(cell_command("1:1", obs)) == "Square 1, cell 1, bottom to top: 5♦, J♣ (face down), K♠."
    assert str(cell_command("1", obs)) == "Square 1, cell 1, bottom to top: 5♦, J♣ (face down), K♠."
    assert str(cell_command("2:5", obs)) == "Square 2, cell 5 is empty."
    with pytest.raises(InvalidMove):
        cell_command("five", obs)


@pytest.mark.parametrize(
    ("argument", "message"),
    [
        ("9:9", "There is no square 9 (squares 1 and 2)."),
        ("3:5", "There is no square 3 (squares 1 and 2)."),
        ("0:0", "There is no square 0 (squares 1 and 2)."),
        ("2:0", "There is no cell 0: cells are 1 to 9."),
        ("0", "There is no cell 0: cells are 1 to 9."),
        ("1:12", "There is no cell 12: cells are 1 to 9."),
        ("1:1234", "Type cell SQUARE:CELL, e.g. cell 2:5 (or cell 5 for your own square)."),
        ("", "Type cell SQUARE:CELL, e.g. cell 2:5 (or cell 5 for your own square)."),
    ],
)
def test_L2_2_cell_names_the_square_or_cell_that_does_not_exist(argument, message):
    obs = observation(position(2, hands=("7D", "AC"), turn=1), 1)
    with pytest.raises(InvalidMove) as caught:
        cell_command(argument, obs)
    assert str(caught.value) == message


def test_L2_2_an_empty_discard_pile_and_an_empty_cell_are_sentences():
    obs = observation(position(2, hands=("7D", "AC"), turn=1), 1)
    assert str(discards_command("", obs)) == "The discard pile is empty."
    assert str(cell_command("5", obs)) == "Square 1, cell 5 is empty."


def asked_position(rules=None, stock="2C 3C 4C"):
    """Four players: Clara (seat 3, square 1 with Anna) may go out on a square worth 6 (L4.1, L5.7)."""
    return position(rules or Rules(4), squares=("AH 2H 3H / 4D 5H 6D / 7S 8C 9H", ""),
                    hands=("KS QD", "AC 3S", "AD 3D", "2D 3C"), turn=3, stock=stock, dealer=2)  # fmt: skip


def test_L6_1_the_partner_types_yes_or_no_and_nothing_else():
    asked = GAME.apply(asked_position(), GoOut())
    obs = observation(asked, 1)
    for text in ("yes", "Y", " yes ", "да", "д"):
        assert read_input(text, obs) == Answer(True), text
    for text in ("no", "N", "нет", "н"):
        assert read_input(text, obs) == Answer(False), text
    for text in ("", "out", "KS:5", "maybe"):
        with pytest.raises(InvalidMove, match="^Your partner asks to go out: type yes or no.$"):
            read_input(text, obs)
    screens = LeopardScreens()
    from test_view_leopard import table

    assert screens.prompt(table(4), obs, GAME.legal_moves(asked)) == "Anna, [bold]yes[/] or [bold]no[/]> "


def test_L6_1_after_a_no_with_an_empty_stock_out_is_refused_with_a_reason():
    rules = Rules(4, stock_end="play-out")
    refused = GAME.apply(GAME.apply(asked_position(rules, stock=""), GoOut()), Answer(False))
    with pytest.raises(IllegalMove, match="^Your partner said no this turn: place or discard a card.$"):
        read_input("out", observation(refused, 3))


# -- privacy over whole deals ----------------------------------------------------------------------------------

CARD = re.compile(r"(10|[A2-9JQK])([♣♦♥♠])")


def tokens(text):
    return Counter(parse_card(rank + suit) for rank, suit in CARD.findall(text))


def hand_panel_cards(screen):
    lines = screen.splitlines()
    start = next(i for i, line in enumerate(lines) if "Your hand" in line)
    end = next(i for i in range(start + 1, len(lines)) if lines[i].startswith("╰"))
    return tokens("\n".join(lines[start + 1 : end]))


def public_cards(state):
    cards = Counter(state.discards)
    for square in state.squares:
        for stack in square:
            cards.update(stack)
    return cards


class Player:
    """Types random legal moves, in canonical or friendly form, and checks each screen before answering."""

    def __init__(self, console, session, rng):
        self.console, self.session, self.rng = console, session, rng
        self.all_output = ""
        self.turn_screens = 0
        self.answers = 0

    def __call__(self, prompt):
        self.console.print(prompt, end="")
        screen = self.console.file.getvalue()
        self.all_output += screen
        self.console.file.seek(0)
        self.console.file.truncate()
        state = self.session.state
        hidden = Counter(state.stock)
        for hand in state.hands:
            hidden.update(hand)
        public = public_cards(state)
        moving = prompt.endswith("> ")
        viewer = self.session.to_move if moving else None
        own = Counter(state.hands[viewer - 1]) if viewer else Counter()
        secret = {card for card in hidden if card not in own and card not in public}
        assert not secret & set(tokens(screen)), (viewer, screen)
        if not moving:
            return ""
        self.turn_screens += 1
        assert hand_panel_cards(screen) == own
        legal = self.session.legal_moves()
        obs = self.session.observation(viewer)
        if legal == (GoOut(), Draw()):
            return self.rng.choice(["out", "", "", ""])
        if legal == (Answer(True), Answer(False)):  # the partner asked sees their own hand (L6.1)
            self.answers += 1
            return self.rng.choice(["yes", "no"])
        places = [m for m in legal if isinstance(m, Place)]
        move = self.rng.choice(places) if places and self.rng.random() < 0.8 else self.rng.choice(legal)
        return format_move(move, obs)


@pytest.mark.parametrize(
    ("players", "seed", "deals", "bot"), [(2, 1, 2, None), (3, 3, 1, None), (3, 6, 1, 2), (4, 4, 1, None), (4, 5, 1, 3)]
)
def test_no_screen_shows_another_players_hand_over_whole_deals(players, seed, deals, bot):
    console = Console(file=io.StringIO(), width=100, color_system=None)
    seats = [SeatInfo(name, "random" if seat == bot else None)
             for seat, name in enumerate(("Anna", "Boris", "Clara", "Dmitri")[:players], start=1)]  # fmt: skip
    session = Session.new(GAME, GAME.make_rules(players, {}), MatchSettings(None, deals), seats, seed, None)
    player = Player(console, session, random.Random(seed))
    shell = HotSeat(
        console, session, LeopardScreens(), private=False, resume_command="", read_line=player,
        rng=random.Random(seed),  # the computer player's choices too: the same deals on every run
    )  # fmt: skip
    assert shell.run() == 0
    assert session.match_over
    assert session.deal_number == deals
    assert player.turn_screens > 20
    if bot is not None:
        assert f"{seats[bot - 1].name} is thinking…" in player.all_output


def test_moves_lists_every_legal_move_own_square_first():
    from leopard.play import moves_list
    from test_view_leopard import show

    state = position(2, squares=("", ". . . / . . . / . 8C ."), hands=("7D KS", "AC"), turn=1, stock="2C 3C")
    obs = observation(state, 1)
    assert [line.rstrip() for line in show(moves_list(obs, GAME.legal_moves(state))).splitlines()] == [
        "Legal moves:",
        "[1] 2♣  2C 2C@2 -2C",
        "[2] 7♦  7D 7D@2 -7D",
        "[3] K♠  KS:1 KS:2 KS:3 KS:4 KS:5 KS:6 KS:7 KS:8 KS:9 -KS",
    ]


def test_L1_1_a_card_held_twice_has_a_line_per_number_and_each_number_plays_its_line():
    from leopard.play import moves_list
    from test_view_leopard import show

    from leopard.reading import read_input

    state = position(2, squares=("", ". . . / . . . / . 8C ."), hands=("9H 9H KS", "AC"), turn=1, stock="2C 3C")
    obs = observation(state, 1)
    assert [line.rstrip() for line in show(moves_list(obs, GAME.legal_moves(state))).splitlines()] == [
        "Legal moves:",
        "[1] 2♣  2C 2C@2 -2C",  # the card just drawn
        "[2] 9♥  9H 9H@2 -9H",
        "[3] 9♥  9H 9H@2 -9H",
        "[4] K♠  KS:1 KS:2 KS:3 KS:4 KS:5 KS:6 KS:7 KS:8 KS:9 -KS",
    ]
    assert read_input("2", obs) == read_input("3", obs) == read_input("9H", obs)
    assert read_input("-3", obs) == read_input("-9H", obs)
    assert read_input("4:5", obs) == read_input("KS:5", obs)


TYPED = st.one_of(
    st.text(max_size=12),
    st.text(alphabet="0123456789 @:-dDsScChHjJqQkKaAtTopOP♠♥Дч", max_size=10),
)


@settings(max_examples=300)
@given(TYPED)
def test_any_typed_line_is_a_legal_move_or_one_clear_error(text):
    obs = obs_after_draw()
    legal = GAME.legal_moves(
        position(
            2,
            squares=("AH . . / . . . / . . .", ". . . / . . . / . 8C ."),
            hands=("KS 7D 2C 9H 9H JD 4C 8S", "AC AD 3S 4S 5S 6S 7S 8H"),
            turn=1,
            discards="6H",
        )
    )
    try:
        move = read_input(text, obs)
    except ValueError as error:
        message = str(error)
        assert message and "\n" not in message
    else:
        assert move in legal


def hot_seat_four(lines, bots=None, stock="2C 3C 4C"):
    """A four-person Leopard table where Clara (seat 3) may go out before her draw, driven by ``lines``;
    ``bots`` maps a seat to a bot level. Returns what was shown and the session."""
    import io

    from rich.console import Console

    from cardtable.match import MatchSettings
    from cardtable.records import SeatInfo
    from cardtable.session import Session
    from cardtable.terminal import HotSeat

    console = Console(file=io.StringIO(), width=80, height=24, color_system=None)
    seats = [SeatInfo(name, (bots or {}).get(seat)) for seat, name in enumerate(("Anna", "Boris", "Clara", "Dmitri"), 1)]
    session = Session.new(GAME, Rules(4), MatchSettings(33), seats, 5, None)
    session.state = asked_position(stock=stock)
    lines = list(lines)
    shell = HotSeat(console, session, LeopardScreens(console), private=False, resume_command="",
                    read_line=lambda prompt: lines.pop(0) if lines else (_ for _ in ()).throw(EOFError))  # fmt: skip
    shell.run()
    return console.file.getvalue(), session


def test_L6_1_the_partner_answers_under_their_own_hand_and_a_yes_shows_the_deal_end():
    out, _session = hot_seat_four(["", "out", "", "yes"])
    asked = out.rindex("Clara asks to go out. Your square is worth 6: going out now scores 6.")
    assert out.rindex("Pass the keyboard to Anna", 0, asked) < out.rindex("Your hand, Anna", 0, asked)
    assert "[1] Q♦  [2] K♠" in out[out.rindex("Your hand, Anna", 0, asked) : asked]
    assert "Clara asks to go out; Anna answers." in out[out.rindex("Pass the keyboard to Anna", 0, asked) : asked]
    after = out[asked:]
    assert "Deal 1 is over: Clara went out; Anna agreed." in after
    assert "Pass the keyboard" not in after  # the end of the deal is public: no hand-off back to Clara


def test_L6_1_in_russian_the_deal_end_says_who_went_out_and_which_partner_agreed():
    from cardtable.i18n import using_language

    with using_language("ru"):
        out, _session = hot_seat_four(["", "закончить", "", "да"])
    assert "\nСдача 1 окончена: её заканчивает Clara с согласия партнёра (Anna).\n" in out


def test_L6_1_after_a_no_the_keyboard_goes_back_to_the_asker_who_draws_and_plays():
    out, _session = hot_seat_four(["", "out", "", "no", ""])
    after = out[out.rindex("Clara asks to go out. Your square is worth 6") :]
    back = after.index("Pass the keyboard to Clara")
    assert back < after.index("Anna said no to going out.")
    assert "new" in after[after.index("Your hand, Clara", back) :]  # Clara drew: her new card is marked


@pytest.mark.parametrize(("stock", "agrees"), [("2C 3C 4C", True), ("2C 3C 4C 5C 6C 7C 8C 9C 10C", False)])
def test_L6_1_a_human_asks_a_bot_partner_who_answers_by_judgment(stock, agrees):
    # Square 1 is worth 6, the others 0. Near the end of the stock the greedy partner takes the sure 6; with
    # nine cards left, a square worth less than 7 may still grow, so it says no.
    lines = ["", "out"] + ([] if agrees else ["-3D"])
    out, session = hot_seat_four(lines, bots={1: "greedy"}, stock=stock)
    log = session.state.log
    assert [(event.seat, event.move) for event in log[:2]] == [(3, GoOut()), (1, Answer(agrees))]
    assert "Pass the keyboard to Anna" not in out  # a bot answers without a hand-off
    if agrees:
        assert "Deal 1 is over: Clara went out; Anna agreed." in out
    else:
        assert "Anna said no to going out." in out
        assert (log[2].seat, log[2].move) == (3, Discard(C("3D")))


def test_L6_2_with_the_stock_played_out_the_prompt_says_going_out_is_still_allowed():
    from test_view_leopard import table

    square = "AH 2H 3H / 4D 5H 6D / 7S 8C 9H"  # worth 6 (L7.1): going out is allowed (L6.1)
    play_out = position(Rules(2, stock_end="play-out"), squares=(square, ""), hands=("KS", "AC"), turn=1, stock="")
    legal = GAME.legal_moves(play_out)
    assert GoOut() in legal
    screens = LeopardScreens()
    assert screens.prompt(table(2), observation(play_out, 1), legal) == "Anna ([bold]out[/]: go out)> "
    with_stock = position(2, squares=(square, ""), hands=("KS", "AC"), turn=1)
    drawn = GAME.apply(with_stock, Draw())
    assert screens.prompt(table(2), observation(drawn, 1), GAME.legal_moves(drawn)) == "Anna> "
    low = position(Rules(2, stock_end="play-out"), squares=("AH . . / . . . / . . .", ""), hands=("KS", "AC"), turn=1, stock="")
    assert screens.prompt(table(2), observation(low, 1), GAME.legal_moves(low)) == "Anna> "


@pytest.mark.parametrize(
    ("players", "english", "russian"),
    [
        (2, "There is no square 9 (squares 1 and 2).", "Квадрата 9 нет (квадраты 1 и 2)."),
        (3, "There is no square 9 (squares 1 to 3).", "Квадрата 9 нет (квадраты с 1 по 3)."),
    ],
)
def test_L2_2_a_square_that_does_not_exist_names_the_squares_as_a_pair_or_a_range(players, english, russian):
    from cardtable.i18n import set_language

    obs = observation(position(players, hands=("7D", "AC", "9H")[:players], turn=1), 1)
    shown = []
    for language in (None, "ru"):
        set_language(language)
        try:
            with pytest.raises(InvalidMove) as caught:
                cell_command("9:1", obs)
        finally:
            set_language(None)
        shown.append(str(caught.value))
    assert shown == [english, russian]
