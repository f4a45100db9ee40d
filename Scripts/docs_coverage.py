#!/usr/bin/env python3
"""Documentation gate for Scripts/docs.sh: every public symbol of ours has an abstract.

docc never warns about an undocumented symbol; it only records it. For each module this reads
the archive's `documentation-coverage.json` (written by `docc convert
--experimental-documentation-coverage`), maps every entry to its symbol through the archive's
`linkable-entities.json` (reference URL → USR, written by
`--enable-experimental-external-link-support`), and looks the USR up in the module's symbol
graphs:

- a symbol with a source location under Sources/ is ours: it must have an abstract;
- a symbol without a source location is compiler-synthesized (`init(rawValue:)`,
  `init(from:)`, `encode(to:)` of a derived conformance): it is reported as synthesized and
  not counted;
- docc's own pages (extended modules and types, "… Implementations" groups) are not
  declarations and are skipped; an article must have an abstract too.

It also checks that every symbol of ours in the symbol graphs made it into the archive (a
symbol docc silently dropped would otherwise count as documented).

Usage: docs_coverage.py SYMBOL_GRAPH_ROOT ARCHIVE_ROOT REPO_ROOT MODULE...
(SYMBOL_GRAPH_ROOT/<Module>/*.symbols.json, ARCHIVE_ROOT/<Module>.doccarchive). Exit 1 on any
failure, after printing every undocumented symbol with its file and line.
       docs_coverage.py --links MERGED_ARCHIVE CATALOG...
checks the plain `](/documentation/…)` links of the catalogs against the merged archive.
"""

import glob
import json
import os
import re
import sys
from urllib.parse import unquote, urlparse

# docc's synthesized pages: not declarations, so they carry no doc comment of their own.
DOCC_PAGE_KINDS = ("org.swift.docc.kind.extended", "org.swift.docc.kind.collectionGroup")


def load_json(path):
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def source_path(symbol, repo_root):
    """The symbol's file relative to the repository and its 1-based line, or None."""
    location = symbol.get("location")
    if not location:
        return None
    path = unquote(urlparse(location["uri"]).path)
    line = location.get("position", {}).get("line", 0) + 1
    return os.path.relpath(path, repo_root), line


def is_ours(place):
    return place is not None and place[0].startswith("Sources" + os.sep)


def rendered_abstract(archive, reference):
    """The abstract of a page as rendered in the archive (empty when it has none)."""
    path = urlparse(reference).path.lower()  # /documentation/appdimens/gettingstarted
    page = os.path.join(archive, "data", path.lstrip("/") + ".json")
    if not os.path.exists(page):
        return []
    return load_json(page).get("abstract") or []


def check_links(merged, catalogs):
    """Every plain `](/documentation/…)` link in the catalogs names a page of the merged archive.

    Such links reach a module built later (docc can only check links to modules built before,
    through `--dependency`), so docc does not see them; this does.
    """
    failures = []
    pattern = re.compile(r"\]\((/documentation/[^)#\s]*)")
    for catalog in catalogs:
        for root, _, files in os.walk(catalog):
            for name in sorted(files):
                if not name.endswith(".md"):
                    continue
                path = os.path.join(root, name)
                with open(path, encoding="utf-8") as handle:
                    for number, line in enumerate(handle, start=1):
                        for target in pattern.findall(line):
                            page = os.path.join(merged, "data", target.strip("/").lower() + ".json")
                            if not os.path.exists(page):
                                failures.append(f"{path}:{number}: broken link {target}")
    return failures


def check_module(module, graph_root, archive_root, repo_root):
    """Returns (public symbols of ours, failures as printable lines, synthesized count)."""
    symbols = {}
    for path in glob.glob(os.path.join(graph_root, module, "*.symbols.json")):
        for symbol in load_json(path)["symbols"]:
            symbols[symbol["identifier"]["precise"]] = symbol

    archive = os.path.join(archive_root, module + ".doccarchive")
    coverage = load_json(os.path.join(archive, "documentation-coverage.json"))
    usr_of = {
        entity["referenceURL"]: entity.get("usr")
        for entity in load_json(os.path.join(archive, "linkable-entities.json"))
    }

    failures = []
    synthesized = 0
    for entry in coverage:
        kind = entry["kind"]
        if kind["id"].startswith(DOCC_PAGE_KINDS) or entry["hasAbstract"]:
            continue
        reference = entry["referencePath"]
        if not kind["isSymbol"]:
            # docc's coverage never credits an article with its abstract; read the page.
            if not rendered_abstract(archive, reference):
                failures.append(f"{module}: {kind['name'].lower()} without an abstract: {reference}")
            continue
        symbol = symbols.get(usr_of.get(reference))
        if symbol is None:
            failures.append(f"{module}: no symbol graph entry for {reference}")
            continue
        place = source_path(symbol, repo_root)
        if place is None:
            synthesized += 1
            continue
        name = ".".join(symbol["pathComponents"])
        failures.append(
            f"{place[0]}:{place[1]}: {module}.{name} ({kind['name']}) has no abstract"
        )

    documented_usrs = set(usr_of.values())
    ours = 0
    for usr, symbol in symbols.items():
        if symbol["kind"]["identifier"] == "swift.extension":
            continue  # an extension block, rendered as docc's "extended type" page
        place = source_path(symbol, repo_root)
        if not is_ours(place):
            continue
        ours += 1
        if usr not in documented_usrs:
            name = ".".join(symbol["pathComponents"])
            failures.append(f"{place[0]}:{place[1]}: {module}.{name} is missing from the archive")
    return ours, failures, synthesized


def main(argv):
    if len(argv) >= 3 and argv[1] == "--links":
        failures = check_links(argv[2], argv[3:])
        for failure in failures:
            print(f"error: {failure}")
        print(f"docs: {len(argv) - 3} catalogs, plain /documentation links all resolve"
              if not failures else f"docs: {len(failures)} broken links")
        return 1 if failures else 0
    if len(argv) < 5:
        print(__doc__.strip().splitlines()[-5], file=sys.stderr)
        return 2
    graph_root, archive_root, repo_root = argv[1:4]
    modules = argv[4:]
    total = 0
    synthesized = 0
    failures = []
    for module in modules:
        ours, module_failures, module_synthesized = check_module(
            module, graph_root, archive_root, repo_root
        )
        total += ours
        synthesized += module_synthesized
        failures += module_failures
    for failure in failures:
        print(f"error: {failure}")
    documented = total - sum(1 for f in failures if "has no abstract" in f)
    percent = 100 if total == 0 else 100 * documented // total
    print(
        f"docs: {len(modules)} modules, {total} public symbols, {percent} % with an abstract"
        f" ({synthesized} compiler-synthesized members without a source location not counted)"
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
