#!/usr/bin/env python3
"""Counts the public surface a user meets without asking for it, from symbol graphs.

Two numbers, both over every module `import AppDimensDynamic` re-exports:

- literal members: the methods and properties that autocomplete after a number literal
  (`16.`): every member of the `DimensValue` protocol and of its extensions, plus any member
  our modules add to a standard number type or protocol (`Int`, `Double`, `BinaryInteger`,
  `BinaryFloatingPoint`, `Numeric`, …). Each full name counts once (overloads with other
  labels count separately, as completion lists them; the 15 conformances' `dimensValue`
  count as one).
- module-level names: the global constants, variables and functions a module declares
  outside any type (`w320`, `wAny`, …); types are listed separately.

The UIKit twins (`10.sdp(in: view)`) exist only on Apple platforms, so they are not in a
Linux symbol graph; `Scripts/api-surface.sh` counts them from the Apple adapter sources.

The Apple twins are counted from source: every `public func`/`public var` inside an
`extension <number type>` block of `Sources/*/Apple/*.swift`.

Usage: api-surface.py SYMBOL_GRAPH_DIR MODULE...   (prints a small report, exit 0)
"""

import glob
import json
import os
import re
import sys

# The standard number types and protocols an integer or floating-point literal can become.
NUMBER_TYPES = {
    "DimensValue", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
    "UInt32", "UInt64", "Double", "Float", "Float16", "Float80", "BinaryInteger",
    "FixedWidthInteger", "SignedInteger", "UnsignedInteger", "BinaryFloatingPoint",
    "FloatingPoint", "Numeric", "SignedNumeric", "AdditiveArithmetic",
}
MEMBER_KINDS = {"swift.method", "swift.property", "swift.func", "swift.var"}
GLOBAL_VALUE_KINDS = {"swift.var", "swift.func", "swift.func.op"}
GLOBAL_TYPE_KINDS = {
    "swift.struct", "swift.enum", "swift.class", "swift.protocol", "swift.typealias",
}


def apple_twins():
    """Public members of number types declared in the Apple adapter files, by brace depth."""
    found = {}
    for path in sorted(glob.glob("Sources/*/Apple/*.swift")):
        depth, inside = 0, None
        with open(path, encoding="utf-8") as handle:
            for number, line in enumerate(handle, 1):
                code = line.split("//")[0]
                match = re.match(r"\s*(?:public\s+)?extension\s+(\w+)", code)
                if match and match.group(1) in NUMBER_TYPES and inside is None:
                    inside = depth
                member = re.match(r"\s*public\s+(?:func|var)\s+(\w+)", code)
                if member and inside is not None and depth == inside + 1:
                    found[f"{path}:{number}"] = (os.path.basename(path), member.group(1))
                depth += code.count("{") - code.count("}")
                if inside is not None and depth <= inside:
                    inside = None
    return found


def main():
    directory, modules = sys.argv[1], sys.argv[2:]
    literal, globals_, types = {}, {}, {}
    for module in modules:
        paths = glob.glob(os.path.join(directory, f"{module}.symbols.json"))
        paths += glob.glob(os.path.join(directory, f"{module}@*.symbols.json"))
        for path in paths:
            with open(path, encoding="utf-8") as handle:
                graph = json.load(handle)
            for symbol in graph.get("symbols", []):
                kind = symbol["kind"]["identifier"]
                components = symbol["pathComponents"]
                usr = symbol["identifier"]["precise"]
                name = symbol["names"]["title"]
                if len(components) == 2 and components[0] in NUMBER_TYPES and kind in MEMBER_KINDS:
                    # Keyed by name: the 15 conformances' `dimensValue` are one completion.
                    literal[name] = (module, name)
                elif len(components) == 1 and kind in GLOBAL_VALUE_KINDS:
                    globals_[usr] = (module, name)
                elif len(components) == 1 and kind in GLOBAL_TYPE_KINDS:
                    types[usr] = (module, name)

    def report(title, table):
        names = sorted(table.values(), key=lambda item: (item[1], item[0]))
        print(f"{title}: {len(names)}")
        for module, name in names:
            print(f"  {name}  ({module})")

    twins = apple_twins()
    report("literal members", literal)
    report("Apple-only literal members (UIKit/SwiftUI twins)", twins)
    report("module-level names", globals_)
    print(f"module-level types: {len(types)}")


if __name__ == "__main__":
    main()
