#!/usr/bin/env bash
# The README's install routes, followed as a new user follows them, and the audit article's CI
# recipe in a repository that holds only token files:
#
# 1. The library by local path: Tests/LocalPathApp (an app package outside this one) is copied
#    next to a folder named AppDimens (this repository, linked), built, and run; it must print
#    the values the README's first headless example states, and its build may warn only about
#    that example's unused results (comment-style lines such as `10.sdp(configuration) // 13`).
#    Then Tests/PluginApp, the same way: its `app.tokens.json` goes through the build-tool plugin
#    (AppDimensTokensPlugin, `appdimens generate`), and it must build without a warning and print
#    the generated tokens' values.
# 2. The tool: `swift package experimental-install --product appdimens` installs
#    ~/.swiftpm/bin/appdimens, which must run; the other route, `swift build -c release
#    --product appdimens` and a copy of the binary, too. Both reuse the release build of
#    Scripts/check-allocations.sh (scratch path .build/release-bench: appdimens-bench is built
#    from the same modules), so after it only the tool's one file is compiled; alone, this
#    script builds them in release first (minutes).
# 3. The audit article's CI recipe: its `sh` block records a baseline (exit 0), then its YAML
#    steps run, unchanged, in a folder with only design-tokens.json and the baseline, with the
#    tool installed by route 2 on PATH (the recipe's own install step is route 2 with
#    `--package-path`: checked to say so, not run again, to spare a second release build).
#
# ~/.swiftpm/bin/appdimens, if there was one, is put back afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
root="$(pwd)"
scratch=.build/release-bench
work="$(mktemp -d)"
installed="$HOME/.swiftpm/bin/appdimens"
saved="$work/appdimens.saved"
restore() {
  if [ -e "$saved" ]; then
    mkdir -p "$(dirname "$installed")" && mv -f "$saved" "$installed"
  elif [ -e "$work/installed-by-us" ]; then
    rm -f "$installed"
  fi
  rm -rf "$work"
}
trap restore EXIT
fail() { echo "error: $*" >&2; exit 1; }
step() { printf -- '--- %s\n' "$*"; }
started=$SECONDS

step "1. an app package that depends on this one by path (the README's first headless example)"
ln -s "$root" "$work/AppDimens"
cp -R Tests/LocalPathApp "$work/LocalPathApp"
rm -rf "$work/LocalPathApp/.build"
log="$work/app-build.log"
if ! (cd "$work/LocalPathApp" && swift build 2>&1) >"$log"; then
  cat "$log"
  fail "the app package that depends on AppDimens by path does not build"
fi
# Diagnostic lines start at the column of a file path; the indented ones under them repeat it.
if grep -E "^[^ ].*warning:" "$log" |
  grep -v "LocalPathApp/main.swift:[0-9]*:[0-9]*: warning: result of call to '[a-zA-Z]*' is unused"; then
  fail "the app package's build warns (above); only the README's comment-style lines may"
fi
values="$("$work/LocalPathApp/.build/debug/LocalPathApp")"
# The README's comments: 13, 21.550307, 20.8 (printed in full precision by Swift).
expected=$'13.0\n21.55030678208616\n20.8'
[ "$values" = "$expected" ] || fail "the app printed '$values', the README says 13, 21.550307, 20.8"
echo "  built and ran: $(echo "$values" | tr '\n' ' ')"

step "1b. the build-tool plugin: an app package whose tokens.json becomes DesignTokens at build time"
cp -R Tests/PluginApp "$work/PluginApp"
rm -rf "$work/PluginApp/.build"
log="$work/plugin-build.log"
if ! (cd "$work/PluginApp" && swift build 2>&1) >"$log"; then
  cat "$log"
  fail "the app package that generates its tokens with AppDimensTokensPlugin does not build"
fi
if grep -E "warning:" "$log"; then
  fail "the plugin app's build warns (above)"
fi
grep -q "Generating DesignTokens.swift for PluginApp from app.tokens.json" "$log" ||
  fail "the build did not run the plugin's generate command"
values="$("$work/PluginApp/.build/debug/PluginApp")"
# app.tokens.json (Examples/DesignTokens/figma-variables.json): control-height 44, body 17, 6 sizes.
expected=$'44.0\n17.0\n6'
[ "$values" = "$expected" ] || fail "the plugin app printed '$values', expected 44.0, 17.0, 6"
echo "  built (the plugin generated DesignTokens) and ran: $(echo "$values" | tr '\n' ' ')"
grep -q "Generating DesignTokens.swift for ResponsiveApp from base.tokens.json, dark.tokens.json, design.resolver.json, regular.tokens.json" "$log" ||
  fail "the build did not run the plugin's generate command on the resolver target"
values="$("$work/PluginApp/.build/debug/ResponsiveApp")"
# design.resolver.json declares compact from 0 and regular from 700 points: the gutter is
# base.tokens.json's 16 at 390 points and regular.tokens.json's 32 at 1024; control height 44.
expected=$'16.0\n32.0\n44.0'
[ "$values" = "$expected" ] || fail "the resolver app printed '$values', expected 16.0, 32.0, 44.0"
echo "  the resolver target (declared breakpoints, a colour-only theme) ran: $(echo "$values" | tr '\n' ' ')"
grep -q 'Generating DesignTokens.swift for ThemesApp from $metadata.json, $themes.json' "$log" ||
  fail "the build did not run the plugin's generate command on the Tokens Studio target"
values="$("$work/PluginApp/.build/debug/ThemesApp")"
# tokens/core.json: spacing.md 12 px, font-size.body 17 px (the themes differ in a colour only).
expected=$'12.0\n17.0'
[ "$values" = "$expected" ] || fail "the themes app printed '$values', expected 12.0, 17.0"
echo "  the Tokens Studio target (\$themes.json, a colour-scheme group) ran: $(echo "$values" | tr '\n' ' ')"

step "2. the tool: swift package experimental-install --product appdimens"
if [ -e "$installed" ]; then mv "$installed" "$saved"; fi
touch "$work/installed-by-us"
swift package --scratch-path "$scratch" experimental-install --product appdimens 2>&1 |
  grep -v "^warning: PATH doesn't include" | tail -n 2
[ -x "$installed" ] || fail "experimental-install left no $installed"
"$installed" resolve 10.sdp --width 390 --height 844 | grep -qx 13 ||
  fail "the installed appdimens does not resolve 10.sdp to 13"
echo "  $installed runs: 10.sdp on 390 × 844 is 13"
step "2b. the tool: swift build -c release --product appdimens, then a copy"
swift build -c release --scratch-path "$scratch" --product appdimens >/dev/null
mkdir -p "$work/bin"
cp "$(swift build -c release --scratch-path "$scratch" --show-bin-path)/appdimens" "$work/bin/"
"$work/bin/appdimens" --version >/dev/null || fail "the copied appdimens does not run"
echo "  the copy runs: $("$work/bin/appdimens" --version)"

step "3. the audit article's CI recipe, in a repository that holds only token files"
article=Sources/AppDimensAudit/AppDimensAudit.docc/Articles/AuditingADesign.md
recipe="$work/recipe"
mkdir -p "$recipe"
python3 - "$article" "$recipe" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
section = text[text.index("## In continuous integration"):]
sh = re.search(r"```sh\n(.*?)```", section, re.S).group(1)
yaml = re.search(r"```yaml\n(.*?)```", section, re.S).group(1)
record = [l for l in sh.splitlines() if l.startswith("appdimens ")]
assert len(record) == 1, "the sh block records the baseline with one appdimens command"
open(sys.argv[2] + "/record.sh", "w").write(record[0] + "\n")
# Each step: its name and the lines of its `run: |` block.
steps, name, lines, inside = [], None, [], None
for line in yaml.splitlines():
    m = re.match(r"^(\s*)- (?:name: (.*)|uses: .*)$", line)
    if m:
        if name is not None: steps.append((name, lines))
        name, lines, inside = (m.group(2) or ""), [], None
        continue
    m = re.match(r"^(\s*)run: \|$", line)
    if m:
        inside = len(m.group(1)) + 2
        continue
    if inside is not None and (line.strip() == "" or len(line) - len(line.lstrip()) >= inside):
        lines.append(line[inside:])
    else:
        inside = None
if name is not None: steps.append((name, lines))
for index, (name, lines) in enumerate(steps):
    if lines:
        open(f"{sys.argv[2]}/step-{index}.sh", "w").write("\n".join(lines) + "\n")
        open(f"{sys.argv[2]}/step-{index}.name", "w").write(name + "\n")
PY
install_step="$(grep -l "^Install appdimens" "$recipe"/step-*.name | sed 's/\.name$/.sh/')"
grep -q 'experimental-install --product appdimens' "$install_step" ||
  fail "the recipe's install step is not the README's route"
grep -q '"$HOME/.swiftpm/bin" >> "$GITHUB_PATH"' "$install_step" ||
  fail "the recipe's install step does not put ~/.swiftpm/bin on PATH"
audit_step="$(grep -l "^Audit the design tokens" "$recipe"/step-*.name | sed 's/\.name$/.sh/')"
report_step="$(grep -l "^Report" "$recipe"/step-*.name | sed 's/\.name$/.sh/')"
repo="$work/tokens-only"
mkdir -p "$repo"
run_in_repo() { (cd "$repo" && PATH="$HOME/.swiftpm/bin:$PATH" GITHUB_STEP_SUMMARY="$work/summary.md" bash -e "$1"); }
# The repaired design, recorded; then the broken one must fail on its new violations.
cp Examples/DesignTokens/design-tokens-fixed.json "$repo/design-tokens.json"
run_in_repo "$recipe/record.sh" >/dev/null 2>&1 || fail "recording the baseline exits $?"
[ -s "$repo/audit-baseline.json" ] || fail "recording wrote no baseline"
run_in_repo "$audit_step" || fail "the audit step fails on the design its baseline accepts"
cp Examples/DesignTokens/design-tokens.json "$repo/design-tokens.json"
status=0
run_in_repo "$audit_step" || status=$?
[ "$status" -eq 1 ] || fail "the audit step exits $status on new violations, not 1"
grep -q "^## Design audit" "$work/summary.md" || fail "the step summary has no report"
run_in_repo "$report_step" >/dev/null || fail "the report step fails"
[ -s "$repo/audit.html" ] || fail "the report step wrote no audit.html"
[ "$(ls "$repo" | sort | tr '\n' ' ')" = "audit-baseline.json audit.html design-tokens.json " ] ||
  fail "the recipe left other files: $(ls "$repo")"
echo "  recorded (exit 0), accepted (exit 0), new violations (exit 1), summary and audit.html"

echo "check-install: the path dependency, both tool routes and the CI recipe work ($((SECONDS - started)) s)"
