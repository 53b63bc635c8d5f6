"""The pydantic bases every game's ``schema.py`` (its components.json model) builds on.

Schemas are the one place in the games that imports pydantic (the import contracts allow it
here and in ``tabletop.games.<id>.schema`` only, and let only a game's definition import its
schema): a game's data format belongs with the game, the engine never sees it.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

Source = Literal["rulebook", "public", "stand-in"]
Count = Annotated[int, Field(ge=0)]  # how many of something: none or more
Positive = Annotated[int, Field(ge=1)]  # at least one


class Item(BaseModel):
    """Base of every component item: an id and where its numbers came from."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    source: Source
    note: str = ""


class ComponentFile(BaseModel):
    """Base of every game's components.json; subclasses add typed tables."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    game: str
    schema_version: Literal[1] = 1
