"""``python -m leopard`` runs the ``leopard`` command."""

from leopard.cli import main

main()
