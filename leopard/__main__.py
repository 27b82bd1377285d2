"""``python -m leopard`` runs the ``leopard`` command."""

from leopard.spec import SPEC

SPEC.main()
