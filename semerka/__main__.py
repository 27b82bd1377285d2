"""``python -m semerka`` runs the ``semerka`` command."""

from semerka.spec import SPEC

SPEC.main()
