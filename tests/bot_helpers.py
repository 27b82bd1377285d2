"""Test helpers shared by both games' bot tests."""

import dataclasses


def reachable(root: object) -> list[object]:
    """Every value reachable from ``root`` through tuples, lists, dicts and dataclass fields."""
    seen, stack, found = set(), [root], []
    while stack:
        item = stack.pop()
        if id(item) in seen or isinstance(item, (str, int, float, type(None))) and not isinstance(item, tuple):
            continue
        seen.add(id(item))
        found.append(item)
        if isinstance(item, (tuple, list, set, frozenset)):
            stack.extend(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif dataclasses.is_dataclass(item):
            stack.extend(getattr(item, field.name) for field in dataclasses.fields(item))
    return found
