"""What the games' golden playthrough tests share: loading a ``make.py`` script (not a package) as a module."""

import importlib.util


def load_script(path, name):
    """The Python file at ``path`` imported as a module called ``name`` (its ``if __name__ == "__main__"`` part
    does not run)."""
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
