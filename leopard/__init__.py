"""Leopard: Robert Abbott's card game of squares, for two to four players (rules in ``docs/leopard-rules.md``).

The pure rules engine lives in :mod:`leopard.rules`; its ``GAME`` object is what the card table drives.
"""
