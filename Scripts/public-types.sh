# Sourced by the scripts that check every public type against a test file
# (Scripts/check-sendable.sh, Scripts/check-hostile.sh): which files are the library, and
# which types they declare public.
#
# The library is every Swift file under Sources except the executables (AppDimensCLI,
# AppDimensBenchmarks) and the Apple-only adapters in */Apple/ (type-checked by
# Scripts/check-apple.sh instead).

# The library's Swift files, NUL-separated (for `xargs -0`).
library_sources() {
  find Sources -name '*.swift' -not -path '*/Apple/*' \
    -not -path 'Sources/AppDimensCLI/*' -not -path 'Sources/AppDimensBenchmarks/*' -print0
}

# One line `KIND NAME` per public struct, enum, class, actor or protocol of the library
# (attributes and `final` allowed; nested types by their own name), sorted, each once.
public_type_declarations() {
  library_sources \
    | xargs -0 grep -hE '^[[:space:]]*(@[A-Za-z]+(\([^)]*\))?[[:space:]]+)*public[[:space:]]+(final[[:space:]]+)?(struct|enum|class|actor|protocol)[[:space:]]+[A-Za-z_][A-Za-z0-9_]*' \
    | sed -E 's/.*public[[:space:]]+(final[[:space:]]+)?(struct|enum|class|actor|protocol)[[:space:]]+([A-Za-z_][A-Za-z0-9_]*).*/\2 \3/' \
    | sort -u
}
