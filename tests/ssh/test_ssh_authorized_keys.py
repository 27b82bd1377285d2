"""``serve --authorized-keys FILE`` starts only with a file someone can join with: a file without a key, or with a
line that is not one, stops the command in one line that names the file (and the line), as a bad password file
does."""

from __future__ import annotations

import pytest

asyncssh = pytest.importorskip("asyncssh")

from cardtable.cli.group import run
from cardtable.i18n import set_language
from cardtable.ssh.auth import AccessError, check_authorized_keys

from leopard.spec import SPEC


@pytest.fixture(scope="module")
def public_key():
    return asyncssh.generate_private_key("ssh-ed25519").export_public_key().decode("ascii").strip()


@pytest.fixture(autouse=True)
def english(monkeypatch, tmp_path):
    for variable in ("LEOPARD_LANG", "LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    yield
    set_language("en")


def keys_file(tmp_path, text):
    path = tmp_path / "room-keys.txt"
    path.write_text(text, encoding="utf-8")
    return path


def refusal(path):
    with pytest.raises(AccessError) as caught:
        check_authorized_keys(path)
    return str(caught.value)


def test_a_file_of_keys_comments_and_options_admits_its_keys(tmp_path, public_key):
    path = keys_file(tmp_path, f"# the room\n\n{public_key}\nfrom=\"127.0.0.1\" {public_key}\n")
    assert check_authorized_keys(path) == 2


def test_an_empty_file_or_only_comments_holds_no_keys(tmp_path):
    path = keys_file(tmp_path, "")
    assert refusal(path) == f"{path}: the authorized-keys file holds no SSH public keys"
    keys_file(tmp_path, "# nobody yet\n\n")
    assert refusal(path) == f"{path}: the authorized-keys file holds no SSH public keys"


def test_a_line_that_is_not_a_key_is_named_by_its_number(tmp_path, public_key):
    path = keys_file(tmp_path, "ssh-ed25519 AAAAbroken x\n")
    assert refusal(path) == f"{path}, line 1: not an SSH public key in OpenSSH's format"
    keys_file(tmp_path, "root:x:0:0:root:/root:/bin/bash\n")  # /etc/passwd, say
    assert refusal(path) == f"{path}, line 1: not an SSH public key in OpenSSH's format"
    keys_file(tmp_path, f"# Anna\n{public_key}\n\nssh-ed25519 AAAAbroken Boris\n")  # one good key is not enough
    assert refusal(path) == f"{path}, line 4: not an SSH public key in OpenSSH's format"


def test_a_private_key_or_a_bad_option_says_so(tmp_path, public_key):
    path = keys_file(tmp_path, "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n")
    assert refusal(path) == f"{path}, line 1: a private key; give the public key (the .pub file's line)"
    keys_file(tmp_path, f'permitopen="x" {public_key}\n')
    assert refusal(path) == f"{path}, line 1: not a usable SSH public key (Illegal permitopen value: x)"


def test_a_missing_or_unreadable_file(tmp_path):
    assert refusal(tmp_path / "gone") == f"{tmp_path / 'gone'}: no such file"
    path = tmp_path / "latin1"
    path.write_bytes(b"ssh-ed25519 \xe9\n")
    assert refusal(path) == f"{path}: the authorized-keys file is not UTF-8 text"


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("", "the authorized-keys file holds no SSH public keys"),
        ("ssh-ed25519 AAAAbroken x\n", "line 1: not an SSH public key in OpenSSH's format"),
    ],
)
def test_serve_stops_in_one_line_before_it_listens(tmp_path, capsys, monkeypatch, text, error):
    path = keys_file(tmp_path, text)

    async def listening(*args, **kwargs):
        raise AssertionError("serve started with a file nobody can join with")

    monkeypatch.setattr("cardtable.ssh.run.run_server", listening)
    with pytest.raises(SystemExit) as end:
        run(SPEC, ["serve", "--port", "2298", "--authorized-keys", str(path)])
    out, err = capsys.readouterr()
    assert end.value.code == 1
    separator = ", " if error.startswith("line") else ": "
    assert (out, err) == ("", f"Error: {path}{separator}{error}\n")
