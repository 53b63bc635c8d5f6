"""Tabletop: five Euro board games, hot-seat, with the rules enforced."""

__version__ = "0.1.0"
