"""``review`` at the end of a deal in ``play``: the analysis of the deal for the seat at the keyboard, then the
deal-end prompt again."""

from __future__ import annotations

import io
import json

from rich.console import Console

import semerka.bots  # noqa: F401  (registers the strong level)
from cardtable.records import record_from_json, replay
from cardtable.session import Session
from cardtable.terminal import HotSeat
from cardtable.terminal.next_steps import NextSteps
from semerka.play import SemerkaScreens
from semerka.rules import GAME
from test_analyze_semerka import DECK, MISTAKE_MOVES, record


class Script:
    """Lines typed at the keyboard; EOF when they run out."""

    def __init__(self, console, lines):
        self.console, self.lines, self.prompts = console, list(lines), []

    def __call__(self, prompt):
        self.prompts.append(prompt)
        self.console.print(prompt, end="")
        if not self.lines:
            raise EOFError
        line = self.lines.pop(0)
        self.console.print(line, markup=False)
        return line


def play_last_card(lines, seats=None, before=(), hinted=()):
    """Anna (seat 1, a person) plays her last card, 7♥, which ends the deal of test_analyze_semerka (she gave
    Boris 10♠ at move 33); then ``lines``. ``before``: lines typed at her prompt before the card; ``hinted``: the
    moves she chose after asking for a hint."""
    data = record(MISTAKE_MOVES[:-1]) if seats is None else record(MISTAKE_MOVES[:-1], seats)
    if hinted:
        data["deals"][0]["hinted"] = list(hinted)
    match = replay(record_from_json(json.loads(json.dumps(data)), GAME, "match.json"), GAME, "match.json")
    session = Session.restore(GAME, match)
    console = Console(file=io.StringIO(), width=100, height=200, color_system=None)
    script = Script(console, [*before, "7H", *lines])
    shell = HotSeat(console, session, SemerkaScreens(200), private=False, resume_command="x", read_line=script)
    shell.run()
    return console.file.getvalue(), script


def heading_and_lines(out, heading, count):
    """The line ``heading`` of ``out`` and the ``count`` lines under it, without trailing spaces."""
    lines = [line.rstrip() for line in out.splitlines()]
    first = lines.index(heading)
    return lines[first : first + 1 + count]


def test_review_shows_the_deal_analysis_for_the_seat_at_the_keyboard():
    out, script = play_last_card(["review", "", "quit"])
    assert heading_and_lines(out, "Biggest mistakes", 3) == [
        "Biggest mistakes",
        "Deal 1, move 33: Anna (seat 1), loss 2.20",
        "  Played  10S  play 10♠",
        "  Best    7H   play 7♥ (beats)",
    ]
    assert "Anna (seat 1)" in out and "Boris (seat 2)" not in out
    # back at the deal-end prompt after the report
    offer = "Press Enter to deal the next deal, or type review to see your play judged by the strong computer player:"
    assert script.prompts.count(f"[dim]{offer}[/] ") == 2


def test_review_marks_the_move_chosen_after_a_hint():
    out, _script = play_last_card(["review", "", "quit"], hinted=[33])
    lines = [line.rstrip() for line in out.splitlines()]
    assert "Deal 1, move 33: Anna (seat 1), loss 2.20 (after a hint) " + "─" * 43 in lines
    first = lines.index("Biggest mistakes")
    assert lines[first + 1 : first + 4] == [
        "Deal 1, move 33: Anna (seat 1), loss 2.20 (after a hint)",
        "  Played  10S  play 10♠",
        "  Best    7H   play 7♥ (beats)",
    ]
    assert 'A move marked "after a hint" was chosen after asking for a hint. The hint and this analysis each try' in lines


def test_several_people_naming_no_seat_of_theirs_are_told_what_was_wrong_and_whose_seats_there_are():
    typed = ["review 9", "review боб", "review Anna Boris", "review 0"]
    out, _script = play_last_card([*typed, "quit"], seats=TWO_PEOPLE, before=[""])
    lines = [line.rstrip() for line in out.splitlines()]
    assert [lines[lines.index(OFFER + text) + 1] for text in typed] == [
        'No seat "9" here: type review and one of 1 Anna, 2 Boris.',
        'No seat "боб" here: type review and one of 1 Anna, 2 Boris.',
        'No seat "Anna Boris" here: type review and one of 1 Anna, 2 Boris.',
        'No seat "0" here: type review and one of 1 Anna, 2 Boris.',
    ]
    assert "Biggest mistakes" not in out


def test_several_people_are_told_in_russian_too():
    from cardtable.i18n import using_language

    with using_language("ru"):
        out, _script = play_last_card(["разбор", "разбор 9", "выход"], seats=TWO_PEOPLE, before=[""])
    lines = [line.rstrip() for line in out.splitlines()]
    assert "Чью игру разобрать? Наберите разбор и номер или имя места — 1 Anna, 2 Boris." in lines
    assert "Здесь нет места «9»: наберите разбор и номер или имя места — 1 Anna, 2 Boris." in lines


def test_the_russian_review_word_works_in_english():
    out, _script = play_last_card(["разбор 2", "", "quit"], seats=TWO_PEOPLE, before=[""])
    lines = [line.rstrip() for line in out.splitlines()]
    assert "is not a command" not in out
    first = lines.index("Biggest mistakes")
    assert lines[first + 1] == "Deal 1, move 23: Boris (seat 2), loss 0.68"


def test_help_at_the_end_of_a_deal_says_the_prompt_as_a_sentence():
    out, _script = play_last_card(["help", "quit"])
    assert (
        "Press Enter to deal the next deal, or type review to see your play judged by the strong computer player. "
        "You may also type score (the match so far), rules, save FILE or quit." in out
    )
    assert out.count("review") == out.count("type review to see your play")  # said once, by the prompt's sentence


def test_a_seat_not_at_the_keyboard_gets_one_line():
    out, script = play_last_card(["review 2", "quit"])
    assert "Only your own play can be reviewed here: type review alone." in out.splitlines()
    assert "Deal 1, move 33" not in out


def test_no_review_when_only_bots_play():
    seats = ({"name": "A", "bot": "greedy"}, {"name": "B", "bot": "greedy"})
    data = record(MISTAKE_MOVES[:-2], seats)
    match = replay(record_from_json(data, GAME, "m.json"), GAME, "m.json")
    console = Console(file=io.StringIO(), width=100, height=200, color_system=None)
    script = Script(console, ["review", "quit"])
    HotSeat(console, Session.restore(GAME, match), SemerkaScreens(200), private=False, resume_command="x",
            read_line=script).run()
    out = console.file.getvalue()
    assert "type review" not in out and "Deal 1, move 33" not in out


def test_review_in_russian():
    from cardtable.i18n import using_language

    with using_language("ru"):
        out, script = play_last_card(["разбор", "", "выход"])
    offer = "Нажмите Enter для следующей сдачи или наберите разбор, чтобы сильный компьютерный игрок оценил вашу игру:"
    assert f"[dim]{offer}[/] " in script.prompts
    # a decimal comma, no gendered verb, the cards as a Russian player types them
    assert heading_and_lines(out, "Самые большие ошибки", 3) == [
        "Самые большие ошибки",
        "Сдача 1, ход 33: Anna (место 1), потеря 2,20",
        "  Сыграно  10п  сыграть 10♠",
        "  Лучший   7ч   сыграть 7♥ (бьёт)",
    ]


def test_ctrl_c_at_the_analysis_of_a_finished_match_leaves_without_saying_it_was_stopped():
    """``analyze`` at the end of the match judged every decision and shows its report: Ctrl-C at that page
    leaves, as at any prompt, and nothing says the analysis was stopped."""
    data = record(MISTAKE_MOVES[:-1])
    data["match"] = {"target": None, "deals": 1}  # Anna's last card ends the match
    match = replay(record_from_json(data, GAME, "match.json"), GAME, "match.json")
    console = Console(file=io.StringIO(), width=100, height=200, color_system=None)
    script = Script(console, ["7H", "", "analyze"])

    def read(prompt):
        if "Press Enter to go back" in prompt:
            raise KeyboardInterrupt
        return script(prompt)

    shell = HotSeat(console, Session.restore(GAME, match), SemerkaScreens(200), private=False, resume_command="x",
                    read_line=read)  # fmt: skip
    shell.keyboard.next_steps = NextSteps(analyze_command="semerka analyze {path}")
    assert shell.run() == 130
    out = console.file.getvalue()
    assert "Deal 1, move 33: Anna (seat 1), loss 2.20" in out.splitlines()
    assert "The analysis was stopped." not in out


def test_review_during_a_deal_says_that_it_works_at_the_end_of_a_deal():
    from cardtable.i18n import using_language

    out, script = play_last_card(["quit"], before=["review"])
    line = "Type review at the end of a deal to see your play in it judged by the strong computer player."
    assert line in out.splitlines() and "not a move" not in out
    assert script.prompts[:2] == ["Anna, play a card> "] * 2  # the same prompt again
    with using_language("ru"):
        out, script = play_last_card(["выход"], before=["разбор"])
    line = "Наберите разбор в конце сдачи, чтобы сильный компьютерный игрок оценил вашу игру в ней."
    assert line in out.splitlines() and "не ход" not in out


def test_a_reviewed_decision_is_drawn_for_the_window_as_it_is_when_its_page_shows():
    from types import SimpleNamespace

    from cardtable.analysis.judge import Decision
    from cardtable.match import MatchSettings
    from cardtable.records import SeatInfo
    from cardtable.terminal.keyboard import table_view
    from cardtable.terminal.review import _drawn_when_shown
    from leopard.play import LeopardScreens
    from leopard.rules import GAME as LEOPARD

    seats = [SeatInfo(name) for name in ("Anna", "Boris", "Vera")]
    session = Session.new(LEOPARD, LEOPARD.make_rules(3, {}), MatchSettings(None, 1), seats, 5)
    seat = session.to_move
    console = Console(file=io.StringIO(), width=100, height=30, color_system=None)
    screens = LeopardScreens(console)
    observation, legal = session.observation(seat), tuple(session.legal_moves())
    decision = Decision(1, 1, seat, "-2D", "-2D", 0.0, observation, legal, (legal[0], legal[0]))
    drawn = _drawn_when_shown(SimpleNamespace(screens=screens), table_view(session), decision)

    def lines(renderable):
        return ["".join(segment.text for segment in line) for line in console.render_lines(renderable, pad=False)]

    console.size = (60, 20)  # the window resized after the report was made, before this page shows
    assert lines(drawn) == lines(screens.turn(table_view(session), observation, seat, legal))
    assert max(len(line) for line in lines(drawn)) <= 60


def _boards_headers(out):
    """Each drawn mistake's title (its rule, cut before the line), its moves played and best, and the first line
    of its board: the header."""
    lines = [line.rstrip() for line in out.splitlines()]
    return [
        (line.rstrip(" ─"), lines[index + 1].strip(), lines[index + 2].strip(), lines[index + 3].strip())
        for index, line in enumerate(lines)
        if line.startswith("Deal ") and ", move " in line and line.endswith("─")
    ]


def test_analyze_at_the_end_of_a_match_draws_each_mistake_under_its_own_deals_header():
    """Two deals with the same mistake (Anna's 10♠ at move 33, S5.1): each board says its own deal, and deal 1's
    points are not counted on deal 1's board."""
    data = record(MISTAKE_MOVES)
    data["match"] = {"target": None, "deals": 2}
    data["deals"].append({"dealer": 1, "deck": DECK, "moves": MISTAKE_MOVES[:-1]})  # Boris won: Anna deals again (S7.2)
    match = replay(record_from_json(data, GAME, "match.json"), GAME, "match.json")
    console = Console(file=io.StringIO(), width=100, height=200, color_system=None)
    script = Script(console, ["7H", "", "analyze", "", ""])
    shell = HotSeat(console, Session.restore(GAME, match), SemerkaScreens(200), private=False, resume_command="x",
                    read_line=script)  # fmt: skip
    shell.keyboard.next_steps = NextSteps(analyze_command="semerka analyze {path}")
    shell.run()
    assert _boards_headers(console.file.getvalue()) == [
        ("Deal 1, move 33: Anna (seat 1), loss 2.20", "Played  10S  play 10♠", "Best    7H   play 7♥ (beats)",
         "Semerka · deal 1 · stock empty · dealer Anna · 2 deals"),
        ("Deal 2, move 33: Anna (seat 1), loss 2.20", "Played  10S  play 10♠", "Best    7H   play 7♥ (beats)",
         "Semerka · deal 2 · stock empty · dealer Anna · 2 deals"),
        ("Deal 1, move 27: Anna (seat 1), loss 1.69", "Played  10C  play 10♣", "Best    AH   play A♥",
         "Semerka · deal 1 · stock 2 cards · dealer Anna · 2 deals"),
    ]  # fmt: skip


def test_leopard_analyze_at_the_end_of_a_match_names_each_mistakes_deal_and_dealer():
    """The example match's first two deals (Anna deals the first, Boris the second; L3.1), Boris a computer
    player: the mistakes are all in deal 1, so every board says deal 1, dealer Anna."""
    from pathlib import Path

    import leopard.bots  # noqa: F401  (registers the strong level)
    from leopard.play import LeopardScreens
    from leopard.rules import GAME as LEOPARD

    data = json.loads((Path(__file__).parents[2] / "examples" / "leopard-match.json").read_text(encoding="utf-8"))
    data["seats"][1]["bot"] = "greedy"
    data["match"] = {"target": None, "deals": 2}
    data["deals"] = data["deals"][:2]
    last = data["deals"][1]["moves"].pop()  # Anna's: she goes out
    match = replay(record_from_json(data, LEOPARD, "match.json"), LEOPARD, "match.json")
    console = Console(file=io.StringIO(), width=100, height=200, color_system=None)
    script = Script(console, [last, "", "analyze", "", ""])
    shell = HotSeat(console, Session.restore(LEOPARD, match), LeopardScreens(console), private=False,
                    resume_command="x", read_line=script)  # fmt: skip
    shell.keyboard.next_steps = NextSteps(analyze_command="leopard analyze {path}")
    shell.run()
    header = "Leopard  ·  deal 1  ·  dealer Anna  ·  match 2 deals"
    assert _boards_headers(console.file.getvalue()) == [
        ("Deal 1, move 26: Anna (seat 1), loss 1.97", "Played  3S      3♠ on cell 3 of your own square",
         "Best    5H      5♥ on cell 5 of your own square", header),
        ("Deal 1, move 56: Anna (seat 1), loss 1.81", "Played  JD@2:5  J♦ face down over 5♣ on Boris's square",
         "Best    JD@2:7  J♦ face down over 7♣ on Boris's square", header),
        ("Deal 1, move 28: Anna (seat 1), loss 1.77", "Played  QS:1    Q♠ face down on cell 1 of your own square",
         "Best    5H      5♥ on cell 5 of your own square", header),
    ]


TWO_PEOPLE = ({"name": "Anna"}, {"name": "Boris"})
OFFER = "Press Enter to deal the next deal, or type review and a seat number or name to see that seat's play:"


def test_several_people_review_a_seat_named_by_number_or_name_in_one_go():
    """Anna and Boris share the keyboard: the prompt says review takes a seat; review alone asks for it; review
    with a player's name (in any case) judges that seat's play at once, as review with a seat number does."""
    out, script = play_last_card(["review", "review boris", "", "quit"], seats=TWO_PEOPLE, before=[""])
    lines = [line.rstrip() for line in out.splitlines()]
    offer = "Press Enter to deal the next deal, or type review and a seat number or name to see that seat's play:"
    assert script.prompts.count(f"[dim]{offer}[/] ") == 3
    asked = lines.index(f"{offer}review")
    assert lines[asked + 1 : asked + 3] == ["Whose play? Type review and one of 1 Anna, 2 Boris.", f"{offer}review boris"]
    first = lines.index("Biggest mistakes")
    assert lines[first + 1 : first + 4] == [
        "Deal 1, move 23: Boris (seat 2), loss 0.68", "  Played  10H   lead 10♥", "  Best    AS    lead A♠",
    ]
    assert "Deal 1, move 23: Boris (seat 2), loss 0.68 " + "─" * 57 in lines
    assert "Anna (seat 1)" not in out


def test_help_at_the_end_of_a_deal_tells_several_people_how_to_review_a_seat():
    out, _script = play_last_card(["help", "quit"], seats=TWO_PEOPLE, before=[""])
    assert (
        "Press Enter to deal the next deal, or type review and a seat number or name to see that seat's play. "
        "You may also type score (the match so far), rules, save FILE or quit. For example: review 2 or review Boris; "
        "the strong computer player judges that seat's play." in out.splitlines()
    )


def test_help_for_several_people_in_russian():
    from cardtable.i18n import using_language

    with using_language("ru"):
        out, _script = play_last_card(["помощь", "выход"], seats=TWO_PEOPLE, before=[""])
    assert out.splitlines()[-4] == (
        "Нажмите Enter для следующей сдачи или наберите разбор и номер места или имя, чтобы увидеть игру этого "
        "места. Можно также набрать счёт (счёт партии), правила, сохранить ФАЙЛ или выход. Например: разбор 2 "
        "или разбор Boris; игру этого места оценит сильный компьютерный игрок."
    )


def test_the_analysis_doc_says_how_many_positions_each_report_draws():
    from pathlib import Path

    from cardtable.analysis import report
    from cardtable.terminal import review

    words = {3: "three", 5: "five"}
    doc = " ".join((Path(__file__).parents[2] / "docs" / "analysis.md").read_text(encoding="utf-8").split())
    said = f"{words[report.SHOWN]} in `analyze FILE`, {words[review.SHOWN]} in `review` and in `analyze` at the end"
    assert said in doc
    assert f"the report ({words[review.SHOWN]} positions drawn)" in doc
