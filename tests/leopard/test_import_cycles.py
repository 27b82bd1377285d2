"""Leopard's modules import each other one way only: no two modules reach each other (design: imports point
down), so each can be read, tested and loaded on its own."""

import grimp


def test_no_two_leopard_modules_import_each_other():
    graph = grimp.build_graph("leopard")
    packages = {"leopard", "leopard.rules"}  # a package's __init__ gathers its modules' public names
    modules = sorted(module for module in graph.modules if module not in packages)
    cycles = [
        (a, b)
        for index, a in enumerate(modules)
        for b in modules[index + 1 :]
        if graph.find_shortest_chain(importer=a, imported=b) and graph.find_shortest_chain(importer=b, imported=a)
    ]
    assert cycles == []
