"""``python -m semerka`` runs the ``semerka`` command."""

from semerka.cli import main

main()
