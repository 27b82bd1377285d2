"""Write the command reference, docs/reference.md, from the Click commands themselves.

    python scripts/reference.py          # rewrite docs/reference.md
    python scripts/reference.py --check  # exit 1 when docs/reference.md differs from what the commands say

Every command of both games with its help page, in English, as ``--help`` prints it at a width of 100 columns,
then shell completion. A test checks that the committed file is what this script writes, so a changed option or
help text shows up here.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import click

from cardtable.cli.group import build_group
from cardtable.cli.lazy import LazyGroup
from cardtable.i18n import set_language
from cardtable.spec import GameSpec

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = ROOT / "docs" / "reference.md"
WIDTH = 100

INTRODUCTION = """\
# Command reference

Every command of `leopard` and `semerka`, with every option, as `--help` prints it. This page is written by
`scripts/reference.py` from the commands themselves; a test checks that it is up to date. Each help page is also
available in Russian: `leopard play --help --lang ru`.

The examples say `leopard`: after the README's quick start, type `.venv/bin/leopard`; with `pipx install .` or
`uv tool install .`, plain `leopard`.

In a terminal, `rules` and a help page taller than the terminal open in your pager (`$PAGER`, else `less`);
piped or redirected, they are printed as they are.

Rules options (`--option NAME=VALUE` of `play`, `learn` and `simulate`) take their names and values in any case
(`--option BURNING=True`, `--option going_out=Abbott`); an option that is true or false also takes `yes` or `no`,
`on` or `off`, `1` or `0` (`--option burning=yes`). In a config file the names are written as the help lists them
and true and false as TOML writes them (`burning = true`).

Exit status: 0 when the command did its work (or a match was left to be resumed), 1 for a bad record or a file
that cannot be used, 2 for a bad option or config file (one line on stderr says what is wrong), 130 after Ctrl-C.
"""

COMPLETION = """\
## Shell completion

Both commands complete their subcommands and options in bash, zsh and fish (Click's shell completion). The
program writes the completion script for your shell; save it once and load it from your shell's start-up file.
Completion asks the program itself as you type, so it needs the command on your `PATH` (installed with
`pipx install .` or `uv tool install .`; bash also completes `.venv/bin/leopard`).

bash (`~/.bashrc`):

```sh
_LEOPARD_COMPLETE=bash_source leopard > ~/.leopard-complete.bash
_SEMERKA_COMPLETE=bash_source semerka > ~/.semerka-complete.bash
echo '. ~/.leopard-complete.bash; . ~/.semerka-complete.bash' >> ~/.bashrc
```

zsh (`~/.zshrc`, after `autoload -Uz compinit && compinit`):

```sh
_LEOPARD_COMPLETE=zsh_source leopard > ~/.leopard-complete.zsh
_SEMERKA_COMPLETE=zsh_source semerka > ~/.semerka-complete.zsh
echo '. ~/.leopard-complete.zsh; . ~/.semerka-complete.zsh' >> ~/.zshrc
```

fish (loaded by itself from the completions folder):

```sh
_LEOPARD_COMPLETE=fish_source leopard > ~/.config/fish/completions/leopard.fish
_SEMERKA_COMPLETE=fish_source semerka > ~/.config/fish/completions/semerka.fish
```

Open a new shell, then `leopard pl` and Tab gives `leopard play`, `leopard play --b` and Tab gives `--bot`.
After an upgrade that adds commands, write the scripts again.
"""


def _help_page(command: click.Command, name: str, parent: click.Context | None) -> str:
    """``command``'s help page as ``--help`` prints it, at :data:`WIDTH` columns."""
    context = command.context_class(command, info_name=name, parent=parent, terminal_width=WIDTH, max_content_width=WIDTH)
    return command.get_help(context)


def _game_section(spec: GameSpec) -> str:
    group = build_group(spec)
    context = group.context_class(group, info_name=spec.name, terminal_width=WIDTH, max_content_width=WIDTH)
    parts = [f"## {spec.name}\n", "```\n" + _help_page(group, spec.name, None) + "\n```\n"]
    for name in group.list_commands(context):
        command = group.load(name) if isinstance(group, LazyGroup) else group.commands[name]
        parts.append(f"### {spec.name} {name}\n")
        parts.append("```\n" + _help_page(command, name, context) + "\n```\n")
    return "\n".join(parts)


def render() -> str:
    """The whole of docs/reference.md, in English."""
    from leopard.spec import SPEC as LEOPARD
    from semerka.spec import SPEC as SEMERKA

    set_language("en")
    sections = [INTRODUCTION, _game_section(LEOPARD), _game_section(SEMERKA), COMPLETION]
    return "\n".join(sections)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when docs/reference.md is out of date")
    arguments = parser.parse_args(argv)
    text = render()
    if arguments.check:
        current = REFERENCE.read_text(encoding="utf-8") if REFERENCE.exists() else ""
        if current != text:
            print(f"{REFERENCE.relative_to(ROOT)} is out of date: run python scripts/reference.py", file=sys.stderr)
            return 1
        return 0
    REFERENCE.write_text(text, encoding="utf-8")
    print(f"wrote {REFERENCE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
