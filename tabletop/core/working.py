"""Mutable working copies of frozen dataclasses: how an engine changes many fields in one apply.

``apply`` thaws the frozen state into a working copy (a plain slotted object), changes it and
freezes it back; the input state is never touched. A frozen dataclass's own ``__init__`` pays
an ``object.__setattr__`` call per field, which made copying the playouts' main cost. So the
copies here are straight-line slot stores compiled once per class (the technique dataclasses
uses for ``__init__``), and a copy becomes frozen by switching its class, which CPython
allows between classes with the same slots and the same bases.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import fields, is_dataclass
from typing import Generic, TypeVar, cast, overload

F = TypeVar("F")  # the frozen dataclass
W = TypeVar("W")  # its working class

Convert = Callable[..., object]  # one field's value into its working form, or back


class WorkingCopy(Generic[F, W]):
    """Thaw and freeze between a frozen, slotted dataclass and its working class.

    The working class has the frozen class's bases and lists its fields in ``__slots__``,
    annotated (the type checker's view of the working copy). With exactly those slots a
    freeze turns the working copy itself into the frozen object (it is not to be changed
    after that). It may add slots of its own, started by ``fresh`` (an event list): then a
    freeze fills a new object and the working copy stays one. ``thaw_as`` and ``freeze_as``
    give a field's conversion to its working form and back (a tuple into a list); the other
    fields are shared, which is safe because frozen values are immutable. Without a working
    class only ``replace`` is of use: ``dataclasses.replace`` without the frozen ``__init__``.
    """

    thaw: Callable[[F], W]
    freeze: Callable[[W], F]
    # dataclasses.replace(obj, **changes); an unknown field name raises AttributeError
    replace: Callable[..., F]

    @overload
    def __init__(self: WorkingCopy[F, object], frozen: type[F]) -> None: ...

    @overload
    def __init__(
        self, frozen: type[F], working: type[W], *, thaw_as: Mapping[str, Convert] | None = None,
        freeze_as: Mapping[str, Convert] | None = None, fresh: Mapping[str, Callable[[], object]] | None = None,
    ) -> None: ...

    def __init__(
        self, frozen: type[F], working: type[W] | None = None, *, thaw_as: Mapping[str, Convert] | None = None,
        freeze_as: Mapping[str, Convert] | None = None, fresh: Mapping[str, Callable[[], object]] | None = None,
    ) -> None:
        names = field_names(frozen)
        shell = type(f"_{frozen.__name__}Shell", frozen.__bases__, {"__slots__": names})
        thaw_as, freeze_as, fresh = dict(thaw_as or {}), dict(freeze_as or {}), dict(fresh or {})
        target = shell if working is None else working
        if working is not None:
            _check(frozen, working, names, thaw_as, freeze_as, fresh)
        in_place = set(vars(target).get("__slots__", ())) == set(names)
        namespace: dict[str, object] = {"_new": object.__new__, "_F": frozen, "_W": target, "_S": shell}
        namespace.update({f"_t_{k}": f for k, f in thaw_as.items()})
        namespace.update({f"_z_{k}": f for k, f in freeze_as.items()})
        namespace.update({f"_f_{k}": f for k, f in fresh.items()})
        exec(_source(names, thaw_as, freeze_as, fresh, in_place), namespace)
        # the functions just compiled, with the types the source above gives them
        self.thaw = cast("Callable[[F], W]", namespace["thaw"])
        self.freeze = cast("Callable[[W], F]", namespace["freeze"])
        self.replace = cast("Callable[..., F]", namespace["replace"])


def field_names(frozen: type) -> tuple[str, ...]:
    """The fields of a slotted dataclass, in order: a working class's ``__slots__``."""
    if not is_dataclass(frozen) or "__slots__" not in vars(frozen):
        raise TypeError(f"{frozen.__name__} is not a slotted dataclass")
    return tuple(f.name for f in fields(frozen))


def _check(frozen: type, working: type, names: tuple[str, ...], thaw_as: Mapping[str, Convert],
           freeze_as: Mapping[str, Convert], fresh: Mapping[str, object]) -> None:
    """The layouts must match for the class switch, and the type checker must see every field."""
    slots = set(vars(working).get("__slots__", ()))
    declared = {name for cls in working.__mro__ for name in vars(cls).get("__annotations__", {})}
    problems = []
    if working.__bases__ != frozen.__bases__:
        problems.append(f"bases {working.__bases__} instead of {frozen.__bases__}")
    if missing := [n for n in names if n not in slots or n not in declared]:
        problems.append(f"no annotated slot for {missing}")
    if (extra := slots - set(names)) != set(fresh):
        problems.append(f"working-only slots {sorted(extra)} but fresh values for {sorted(fresh)}")
    if unknown := (set(thaw_as) | set(freeze_as)) - set(names):
        problems.append(f"conversions of unknown fields {sorted(unknown)}")
    if problems:
        raise TypeError(f"{working.__name__} is no working class of {frozen.__name__}: {'; '.join(problems)}")


def _source(names: tuple[str, ...], thaw_as: Mapping[str, Convert], freeze_as: Mapping[str, Convert],
            fresh: Mapping[str, object], in_place: bool) -> str:
    def value(obj: str, name: str, prefix: str, convert: Mapping[str, Convert]) -> str:
        return f"{prefix}{name}({obj}.{name})" if name in convert else f"{obj}.{name}"

    thaw = [f"    w.{n} = {value('src', n, '_t_', thaw_as)}" for n in names]
    thaw += [f"    w.{n} = _f_{n}()" for n in fresh]
    if in_place:  # the working copy itself becomes the frozen object
        freeze = [f"    w.{n} = _z_{n}(w.{n})" for n in names if n in freeze_as] + ["    o = w"]
    else:
        freeze = ["    o = _new(_S)"] + [f"    o.{n} = {value('w', n, '_z_', freeze_as)}" for n in names]
    copy = [f"    o.{n} = src.{n}" for n in names]
    return "\n".join([
        "def thaw(src):", "    w = _new(_W)", *thaw, "    return w",
        "def freeze(w):", *freeze, "    o.__class__ = _F", "    return o",
        "def replace(src, /, **changes):", "    o = _new(_S)", *copy,
        "    for name, value in changes.items():", "        setattr(o, name, value)",
        "    o.__class__ = _F", "    return o",
    ]) + "\n"


def replacer(*frozen: type) -> Callable[..., object]:
    """``dataclasses.replace`` for the slotted dataclasses ``frozen``, as one function.

    The same as ``WorkingCopy(cls).replace`` for each class, but one call: the class is
    told apart inside (``evolve(state, ...)`` and ``evolve(player, ...)`` in a hot path
    pay no lookup and no second call with the changes). An unknown field raises
    AttributeError; another class TypeError.
    """
    namespace: dict[str, object] = {"_new": object.__new__}
    lines = ["def replace(src, /, **changes):", "    cls = src.__class__"]
    for i, cls in enumerate(frozen):
        names = field_names(cls)
        namespace[f"_F{i}"] = cls
        namespace[f"_S{i}"] = type(f"_{cls.__name__}Shell", cls.__bases__, {"__slots__": names})
        lines += [f"    {'if' if i == 0 else 'elif'} cls is _F{i}:", f"        o = _new(_S{i})"]
        lines += [f"        o.{n} = src.{n}" for n in names]
    lines += ["    else:", "        raise TypeError(f'not one of the classes: {cls.__name__}')",
              "    for name, value in changes.items():", "        setattr(o, name, value)",
              "    o.__class__ = cls", "    return o"]
    exec("\n".join(lines) + "\n", namespace)
    return cast("Callable[..., object]", namespace["replace"])

