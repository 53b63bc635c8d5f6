"""One package per game: pure engines and view projections (stdlib + tabletop.core only).

One skeleton for every game (``tests/conformance/test_skeleton.py`` checks it): the same
core modules with the same roles, and beside them the modules only that game needs, which
its package docstring lists.

- ``rules.py``: the rules object (a ``RulesBase``): ``decision``, ``_legal`` and ``_resolve``
  (the base remembers the legal actions and checks ``apply``), notation, the protocol glue
- ``state.py``: the game state: small frozen dataclasses of ints and tuples
- ``setup.py``: ``setup``: the initial state (shuffles and deals follow as chance decisions)
- ``tables.py``: the component tables, built once from the validated components.json data
- ``view.py``: what one seat (or a spectator) may see: the ``TableView``'s zones and pieces
- ``describe.py``: ``describe(tables, …, state, action)``: what an action does, in players' words,
  from the tables (never the rules object: no import circle), and what else the words need
- ``definition.py``: the game's ``GameDefinition`` (exported by the package as ``DEFINITION``):
  its metadata, rules factory, data schema (``schema.py``), bot evaluation (``bot_eval.py``)
  and bot tuning; the model and the window reach a game only through it
"""
