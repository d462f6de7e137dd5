"""The layers, read from the source: bot -> render -> engine -> data, no import circle among bot's
modules, and no module of bot/ too long to read. Every import counts: inside functions and under
`if TYPE_CHECKING:` too."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MAX_MODULE_LINES = 600


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules(package: str) -> dict[str, Path]:
    return {module_name(path): path for path in sorted((ROOT / package).rglob("*.py"))}


def imported(path: Path, known: dict[str, Path]) -> set[str]:
    """The modules `path` imports: absolute names as written; relative ones resolved, `from . import x`
    naming the submodule x when there is one, else the package."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module
            submodules = {f"{target}.{alias.name}" for alias in node.names} & set(known)
            found |= submodules
            if not submodules or len(submodules) < len(node.names):
                found.add(target)
    return found


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


def test_the_circle_finder_finds_a_circle():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_relative_imports_resolve_to_submodules_or_the_package():
    known = modules("bot")
    assert "bot.service.tables" in imported(ROOT / "bot/service/lobby.py", known)
    assert "bot.storage" in imported(ROOT / "bot/service/tables.py", known)
    assert "engine" in imported(ROOT / "bot/service/tables.py", known)


def test_no_import_circle_among_the_bots_modules():
    known = modules("bot")
    graph = {name: {other for other in imported(path, known) if other in known and other != name}
             for name, path in known.items()}
    assert circles(graph) == []


@pytest.mark.parametrize("package, forbidden", [("engine", ("render", "bot")), ("render", ("bot",)),
                                                ("data", ("engine", "render", "bot"))])
def test_lower_layers_never_import_higher_ones(package, forbidden):
    known = modules(package)
    wrong = sorted(f"{name} imports {other}" for name, path in known.items()
                   for other in imported(path, known) if other.split(".")[0] in forbidden)
    assert wrong == []


def test_no_module_of_the_bot_is_too_long_to_read():
    long = {name: lines for name, path in modules("bot").items()
            if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES}
    assert long == {}
