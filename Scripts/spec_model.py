#!/usr/bin/env python3
"""An independent model of the Behavior Reference, and a random conformance check of `appdimens`.

The Behavior Reference is the DocC article
Sources/AppDimens/AppDimens.docc/Articles/BehaviorReference.md.

Written from the Behavior Reference (Configuration, Principal scaling, Strategies, Auto, Resize
and units, Dynamic Type, Design frame, Vectors), Apple's HIG type ramps and the expression grammar
of Documentation/CommandLine.md ONLY — never from the Swift sources — so that it can disagree with
them. Python standard library only.

    Scripts/spec_model.py check   [--binary B] [--count N] [--flags N] [--seed S] [--verbose]
    Scripts/spec_model.py vectors [--binary B]      # Behavior Reference › Vectors, one by one, through the CLI

`check` generates random windows and random expressions, resolves them with
`appdimens resolve --batch` (JSON lines) and, for a sample, with the flag form
`appdimens resolve EXPR --width … --height …`, plus random `resize` and `units` calls, and
compares every answer with this model (relative tolerance 1e-9). Every call asks for the
machine format, `--format json` (every digit: Swift's shortest round-trip text), not the
text for people (6 decimals), so the comparison is at full precision. Exit status 1 on any
mismatch; the last line is `spec-model: N expressions, M mismatches`.

Known, intentional extensions of the package beyond the Behavior Reference, modelled here as such (search for
"EXTENSION"): the display scale is sanitized to at least 1/16; strategy options are clamped to
finite ranges (power 0…4, percent 0…1e6); the aspect-ratio sensitivity is clamped to ±100.
The generator stays inside the ranges where those clamps do not act, except where noted.
"""

import argparse
import json
import math
import random
import subprocess
import sys

# ---------------------------------------------------------------------------------------------
# Configuration
# ---------------------------------------------------------------------------------------------

BASE_W, BASE_H = 300.0, 533.0
BASE_DIAGONAL = math.hypot(300.0, 533.0)  # 611.628155…
BASE_PERIMETER = 833.0
REFERENCE_AR = 1.78

CATEGORIES = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
              "accessibility1", "accessibility2", "accessibility3", "accessibility4",
              "accessibility5"]
CATEGORY_SHORT = {"xSmall": "xS", "small": "S", "medium": "M", "large": "L", "xLarge": "xL",
                  "xxLarge": "xxL", "xxxLarge": "xxxL", "accessibility1": "AX1",
                  "accessibility2": "AX2", "accessibility3": "AX3", "accessibility4": "AX4",
                  "accessibility5": "AX5"}
MODES = ["normal", "television", "car", "watch", "desk", "appliance", "vision", "mac", "undefined"]
IDIOMS = ["phone", "pad", "tv", "carPlay", "mac", "vision", "watch", "unspecified"]
QUALIFIERS = ["smallWidth", "width", "height"]
INVERTERS = ["default", "phToLw", "pwToLh", "lhToPw", "lwToPh", "swToLh", "swToLw", "swToPh",
             "swToPw"]
STRATEGIES = ["scaled", "auto", "power", "logarithmic", "interpolated", "fluid", "percent",
              "diagonal", "perimeter", "fit", "fill", "density", "plain"]

# Apple HIG, Typography › Specifications, iOS/iPadOS Dynamic Type sizes (categories xS…AX5):
# https://developer.apple.com/design/human-interface-guidelines/typography#Specifications
IOS_RAMP = {
    "largeTitle": [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    "title1": [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    "title2": [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    "title3": [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    "headline": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    "body": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    "callout": [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    "subheadline": [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    "footnote": [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    "caption1": [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    "caption2": [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
}
# A.2 watchOS: categories xS S L xL xxL xxxL AX1 AX2 AX3
WATCH_CATEGORIES = ["xSmall", "small", "large", "xLarge", "xxLarge", "xxxLarge",
                    "accessibility1", "accessibility2", "accessibility3"]
WATCH_RAMP = {
    "largeTitle": [30, 32, 36, 40, 41, 42, 44, 45, 46],
    "title1": [28, 30, 34, 38, 39, 40, 42, 43, 44],
    "title2": [24, 26, 27, 30, 31, 32, 34, 35, 36],
    "title3": [17, 18, 19, 20, 21, 22, 24, 25, 26],
    "headline": [14, 15, 16, 17, 18, 19, 21, 22, 23],
    "body": [14, 15, 16, 17, 18, 19, 21, 22, 23],
    "caption1": [13, 14, 15, 16, 17, 18, 18, 19, 20],
    "caption2": [12, 13, 14, 15, 15, 17, 17, 18, 19],
    "footnote1": [11, 12, 13, 14, 15, 16, 16, 17, 18],
    "footnote2": [10, 11, 12, 13, 14, 15, 15, 16, 17],
}
# Behavior Reference › Dynamic Type, the metrics curve: the iOS `units` per style (xS … AX5),
# as the article's table prints them; the watchOS-only styles use footnote, subtitle1 headline.
IOS_METRICS_UNITS = {
    "largeTitle": [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70],
    "title1": [31, 32, 33, 34, 36, 38, 41, 46, 51, 57, 61, 68],
    "title2": [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66],
    "title3": [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65],
    "headline": [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 51, 62],
    "body": [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
    "callout": [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60],
    "subheadline": [16, 18, 19, 20, 22, 24, 26, 31, 36, 43, 50, 58],
    "footnote": [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52],
    "caption1": [13, 13, 13, 16, 19, 21, 23, 27, 32, 39, 44, 51],
    "caption2": [13, 13, 13, 13, 18, 20, 22, 25, 29, 35, 41, 48],
}
CURVES = ["metrics", "fontRamp"]
# A.3: macOS and tvOS have one fixed size per style (no Dynamic Type): every ratio is 1.
MAC_STYLES = list(IOS_RAMP)
TV_STYLES = ["title1", "title2", "title3", "headline", "callout", "body", "caption1", "caption2"]
# The styles both Dynamic Type ramps publish (no stand-in needed on either).
COMMON_STYLES = [s for s in IOS_RAMP if s in WATCH_RAMP]


def platform_of(idiom, mode):
    """Dynamic Type: the platform comes from the idiom; when it is unspecified, from the mode."""
    by_idiom = {"phone": "ios", "pad": "ios", "watch": "watchos", "tv": "tvos", "mac": "macos",
                "vision": "visionos", "carPlay": "carplay"}
    if idiom in by_idiom:
        return by_idiom[idiom]
    return {"television": "tvos", "watch": "watchos", "mac": "macos", "vision": "visionos",
            "car": "carplay"}.get(mode, "ios")


def has_dynamic_type(platform):
    """Dynamic Type: tvOS, macOS and CarPlay have no Dynamic Type."""
    return platform in ("ios", "visionos", "watchos")


def watch_category(category):
    """Dynamic Type: the watch lacks Medium (→ Large) and AX4/AX5 (→ AX3)."""
    return {"medium": "large", "accessibility4": "accessibility3",
            "accessibility5": "accessibility3"}.get(category, category)


def body_font_scale(category, platform="ios"):
    """Configuration, Dynamic Type: fontScale when not given = body(category) ÷ body(.large) on the platform's ramp
    (iOS, iPadOS, visionOS ÷ 17; watchOS ÷ 16); 1 without Dynamic Type."""
    if platform == "watchos":
        body = WATCH_RAMP["body"]
        return body[WATCH_CATEGORIES.index(watch_category(category))] / 16.0
    if not has_dynamic_type(platform):
        return 1.0
    return IOS_RAMP["body"][CATEGORIES.index(category)] / 17.0


class Config:
    """DimensConfiguration after sanitizing (Configuration, Design frame, Bad input)."""

    def __init__(self, width, height, scale=None, font_scale=None, category=None, mode=None,
                 max_width=None, max_height=None, idiom=None, frame=None):
        self.w = self._axis(width, BASE_W)
        self.h = self._axis(height, BASE_H)
        # Design frame: each side sanitized as a window side; None is the 300 × 533 baseline.
        self.frame = None if frame is None else (self._axis(frame[0], BASE_W),
                                                  self._axis(frame[1], BASE_H))
        s = 1.0 if scale is None or not math.isfinite(scale) or scale <= 0 else float(scale)
        self.scale = min(max(s, 1.0 / 16.0), 16.0)  # EXTENSION: at least 1/16
        self.category = category or "large"
        self.mode = mode or "normal"
        self.idiom = idiom or "unspecified"
        self.platform = platform_of(self.idiom, self.mode)
        self.explicit_font_scale = font_scale is not None
        if font_scale is None:
            fs = body_font_scale(self.category, self.platform)
        else:
            fs = 1.0 if not math.isfinite(font_scale) or font_scale <= 0 else float(font_scale)
        self.font_scale = min(fs, 10.0)
        mw = self.w if max_width is None else float(max_width)
        mh = self.h if max_height is None else float(max_height)
        # a maximum smaller than the window is raised to it; EXTENSION: at most 100,000
        self.max_w = min(max(mw, self.w), 100000.0)
        self.max_h = min(max(mh, self.h), 100000.0)

    @staticmethod
    def _axis(x, baseline):
        if x is None or not math.isfinite(x) or x <= 0:
            return baseline
        return min(max(float(x), 1.0), 100000.0)

    @property
    def sw(self):
        return min(self.w, self.h)

    @property
    def lg(self):
        return max(self.w, self.h)

    @property
    def ar(self):
        return self.lg / self.sw

    @property
    def landscape(self):
        return self.w > self.h  # a square is portrait

    @property
    def orientation(self):
        return "landscape" if self.landscape else "portrait"

    @property
    def multi_window(self):
        return self.w < 0.95 * self.max_w or self.h < 0.95 * self.max_h

    def raw(self, qualifier):
        return {"smallWidth": self.sw, "width": self.w, "height": self.h}[qualifier]

    # Design frame: the numbers the formulas divide by — the baseline's without a frame.
    def side(self, qualifier):
        """D: 300 for every qualifier without a frame; min(W, H), W or H with one."""
        if self.frame is None:
            return 300.0
        fw, fh = self.frame
        return {"smallWidth": min(fw, fh), "width": fw, "height": fh}[qualifier]

    @property
    def reference_ar(self):
        """AR: 1.78 without a frame, max(W, H) ÷ min(W, H) with one."""
        if self.frame is None:
            return REFERENCE_AR
        return max(self.frame) / min(self.frame)

    @property
    def reference_sides(self):
        """The sides the shape curves (diagonal, perimeter, fit, fill) compare with."""
        return (BASE_W, BASE_H) if self.frame is None else self.frame


# ---------------------------------------------------------------------------------------------
# Principal scaling
# ---------------------------------------------------------------------------------------------

INVERTER_TABLE = {  # inverter: (fires in, from, to)
    "phToLw": ("landscape", "height", "width"),
    "pwToLh": ("landscape", "width", "height"),
    "lhToPw": ("portrait", "height", "width"),
    "lwToPh": ("portrait", "width", "height"),
    "swToLh": ("landscape", "smallWidth", "height"),
    "swToLw": ("landscape", "smallWidth", "width"),
    "swToPh": ("portrait", "smallWidth", "height"),
    "swToPw": ("portrait", "smallWidth", "width"),
}


def effective_qualifier(c, qualifier, inverter):
    row = INVERTER_TABLE.get(inverter)
    if row and row[0] == c.orientation and row[1] == qualifier:
        return row[2]
    return qualifier


def dimension(c, qualifier="smallWidth", inverter="default"):
    return c.raw(effective_qualifier(c, qualifier, inverter))


def side(c, qualifier="smallWidth", inverter="default"):
    """Design frame: D is the side of the final qualifier, after the inverter."""
    return c.side(effective_qualifier(c, qualifier, inverter))


def clamp(x, lo, hi):
    return min(max(x, lo), hi)


def scaled_factor(c, d, aspect, k, D=300.0):
    """Principal scaling, with Design frame's D and AR (300 and 1.78 on the baseline)."""
    if aspect:
        k = clamp(k, -100.0, 100.0)  # EXTENSION: sensitivity clamped to ±100
        return 1 + (d - D) * (1 / D + k * math.log(max(c.ar / c.reference_ar, 1e-4)) / D)
    return d / D


def dp(v, c, qualifier="smallWidth", inverter="default", aspect=False, k=0.8, ignore=False):
    if ignore and c.multi_window:
        return v
    return v * scaled_factor(c, dimension(c, qualifier, inverter), aspect, k,
                             side(c, qualifier, inverter))


def sp(v, c, qualifier="smallWidth", inverter="default", aspect=False, k=0.8, ignore=False,
       font=True):
    fs = c.font_scale if font else 1.0
    if ignore and c.multi_window:
        return v * fs
    return v * scaled_factor(c, dimension(c, qualifier, inverter), aspect, k,
                             side(c, qualifier, inverter)) * fs


SHORTHAND_QUALIFIER = {"s": "smallWidth", "w": "width", "h": "height"}


def shorthand(v, c, name):
    q = SHORTHAND_QUALIFIER[name[0]]
    if name[1:3] == "dp":
        suffix = name[3:]
        return dp(v, c, q, aspect="a" in suffix, ignore="i" in suffix)
    if name[1:] == "sp":
        return sp(v, c, q)
    if name[1:] == "em":
        return sp(v, c, q, font=False)
    raise ValueError(name)


# The one ranking rule. A condition: dict(value, mode, orientation, qualifier, minimum).
def rank_choose(c, base, conditions):
    best = None
    best_key = None
    for index, cond in enumerate(conditions):
        if cond.get("mode") is not None and cond["mode"] != c.mode:
            continue
        if cond.get("orientation") is not None and cond["orientation"] != c.orientation:
            continue
        q = cond.get("qualifier")
        minimum = cond.get("minimum") or 0.0
        if q is not None and not c.raw(q) >= minimum:
            continue
        spec = 4 * (cond.get("mode") is not None) + 2 * (q is not None) + \
            1 * (cond.get("orientation") is not None)
        key = (spec, minimum if q is not None else 0.0, -index)
        if best_key is None or key > best_key:
            best_key, best = key, cond["value"]
    return base if best is None else best


# ---------------------------------------------------------------------------------------------
# Strategies
# ---------------------------------------------------------------------------------------------

def default_options():
    return dict(qualifier="smallWidth", inverter="default", aspect=False, k=0.8, ignore=False,
                percent=100.0, power=0.75, interpolation=0.5, viewport=(320.0, 768.0),
                scale=(0.8, 1.2), limits=None)


def auto_factor(d, D=300.0):
    """Strategies' auto curve; Design frame: the same curve of r = d ÷ D, turning at 1.6 × D."""
    return d / D if d <= 1.6 * D else 1.6 + 0.4 * math.log(1 + (d - 1.6 * D) / D)


def strategy_factor(c, strategy, o):
    d = dimension(c, o["qualifier"], o["inverter"])
    D = side(c, o["qualifier"], o["inverter"])
    r = d / D
    fw, fh = c.reference_sides
    if strategy == "scaled":
        return scaled_factor(c, d, o["aspect"], o["k"], D)
    if strategy == "auto":
        return auto_factor(d, D)
    if strategy == "power":
        return r ** clamp(o["power"], 0.0, 4.0)  # EXTENSION: power into 0…4
    if strategy == "logarithmic":
        return max(0.0, 1 + 0.4 * math.log(r))
    if strategy == "interpolated":
        return 1 + (r - 1) * clamp(o["interpolation"], 0.0, 1.0)
    if strategy == "fluid":
        lo, hi = o["viewport"]
        a, b = o["scale"]
        if hi == lo:
            return a if d < lo else b
        t = clamp((d - lo) / (hi - lo), 0.0, 1.0)
        return a + t * (b - a)
    if strategy == "percent":
        return clamp(o["percent"], 0.0, 1e6) / 100 * d / 100  # EXTENSION: percent ≤ 1e6
    # Design frame: the shape curves compare with the frame's diagonal, half-perimeter and sides
    # (the baseline's 611.628155…, 833, 300 and 533 without one).
    if strategy == "diagonal":
        return math.hypot(c.w, c.h) / (BASE_DIAGONAL if c.frame is None else math.hypot(fw, fh))
    if strategy == "perimeter":
        return (c.w + c.h) / (BASE_PERIMETER if c.frame is None else fw + fh)
    if strategy == "fit":
        return min(c.sw / min(fw, fh), c.lg / max(fw, fh))
    if strategy == "fill":
        return max(c.sw / min(fw, fh), c.lg / max(fw, fh))
    if strategy == "density":
        return c.scale
    if strategy == "plain":
        return 1.0
    raise ValueError(strategy)


def strategy_value(v, c, strategy, o):
    if o["ignore"] and c.multi_window:
        return v  # "returns v for every strategy when multi-window" (limits do not apply)
    f = strategy_factor(c, strategy, o)
    if o["limits"] is not None:
        f = clamp(f, o["limits"][0], o["limits"][1])
    return v * f


# ---------------------------------------------------------------------------------------------
# Dynamic Type
# ---------------------------------------------------------------------------------------------

def grid_scale(scale):
    """Bad input: a display scale that is not finite or not positive counts as 1, any other is
    clamped into 1/16…16."""
    if scale is None or not math.isfinite(scale) or scale <= 0:
        return 1.0
    return min(max(float(scale), 1.0 / 16.0), 16.0)


def round_half_away(x):
    """Dynamic Type: round to the nearest, halves away from zero."""
    a = abs(x)
    r = math.floor(a)
    if a - r >= 0.5:
        r += 1
    return math.copysign(r, x)


def dynamic_type_scaled(v, style, category, maximum="accessibility5", minimum=None,
                        platform="ios", curve="metrics", scale=3.0):
    """Dynamic Type with an explicit category and platform:
    metrics  = round(v × units(style, c) ÷ units(style, .large) × s) ÷ s   (3 when not given)
    fontRamp = v × size(style, c) ÷ size(style, .large)."""
    if not has_dynamic_type(platform):
        return v  # the category is ignored
    i = CATEGORIES.index(category)
    i = min(i, CATEGORIES.index(maximum))
    if minimum is not None:
        i = max(i, CATEGORIES.index(minimum))
    cat = CATEGORIES[i]
    if platform == "watchos":
        # Inferred: on watchOS the metrics curve is the watch ramp's point-size ratio.
        sizes = WATCH_RAMP[style]
        num = sizes[WATCH_CATEGORIES.index(watch_category(cat))]
        den = sizes[WATCH_CATEGORIES.index("large")]
    elif curve == "metrics":
        units = IOS_METRICS_UNITS[style]
        num, den = units[i], units[CATEGORIES.index("large")]
    else:
        sizes = IOS_RAMP[style]
        num, den = sizes[i], sizes[CATEGORIES.index("large")]
    if curve == "fontRamp":
        return v * (num / den)
    s = grid_scale(scale)
    pixels = v * num * s / den
    if not math.isfinite(pixels) or abs(pixels) >= 2.0 ** 52:
        return v * (num / den)  # Bad input: too large for the grid to change
    return round_half_away(pixels) / s


def dynamic_type_in_window(v, style, c, maximum="accessibility5", minimum=None,
                           curve="metrics"):
    """Dynamic Type in a window: its category on its platform's ramp and pixel grid; without
    Dynamic Type the value follows only the window's explicit fontScale (an app's own text
    size; 1 otherwise)."""
    if not has_dynamic_type(c.platform):
        return v * c.font_scale
    return dynamic_type_scaled(v, style, c.category, maximum, minimum, c.platform, curve,
                               c.scale)


# ---------------------------------------------------------------------------------------------
# Resize and units
# ---------------------------------------------------------------------------------------------

def decimal_grid(lo, step):
    """The article: lo and step as whole numbers of 10^-d, d ≤ 9 the larger count of decimal
    places (the fewest p with round(x × 10^p) ÷ 10^p = x), while every value stays below 2^53."""
    def places(x):
        for p in range(10):
            if round_half_away(x * 10.0 ** p) / 10.0 ** p == x:
                return p
        return None
    a, b = places(lo), places(step)
    if a is None or b is None:
        return None
    scale = 10.0 ** max(a, b)
    whole, step_whole = round_half_away(lo * scale), round_half_away(step * scale)
    if abs(whole) + 4096 * step_whole >= 2.0 ** 53:
        return None
    return (whole, step_whole, scale)


def round_half_away(x):
    if x < 0:
        return -round_half_away(-x)
    whole = math.floor(x)
    return whole + 1.0 if x - whole >= 0.5 else float(whole)


def resize_steps(minimum, maximum, step):
    lo, hi = (minimum, maximum) if minimum <= maximum else (maximum, minimum)
    if not math.isfinite(step) or step <= 0:
        return [minimum]
    out = []
    i = 0
    grid = decimal_grid(lo, step)
    while len(out) < 4096:
        x = (grid[0] + i * grid[1]) / grid[2] if grid else lo + i * step
        if not x <= hi:
            break
        out.append(x)
        i += 1
    if len(out) >= 4096:
        out = out[:4095]
    if not out or out[-1] != hi:
        out.append(hi)
    return out


def largest_fitting(values, limit):
    fits = [x for x in values if x <= limit]
    return max(fits) if fits else None


UNIT_PER_INCH = {"in": 1.0, "cm": 2.54, "mm": 25.4}


def unit_points(v, unit, scale, ppi):
    if unit == "pt":
        return v
    if unit == "px":
        return v / scale
    inches = v / UNIT_PER_INCH[unit]
    return inches * ppi / scale if ppi is not None else inches * 72.0


def unit_pixels(v, unit, scale, ppi):
    if ppi is not None and unit in UNIT_PER_INCH:
        return v / UNIT_PER_INCH[unit] * ppi
    return unit_points(v, unit, scale, ppi) * scale


# ---------------------------------------------------------------------------------------------
# Random expressions (grammar of Documentation/CommandLine.md) with their model value
# ---------------------------------------------------------------------------------------------

class Gen:
    def __init__(self, rng, frames=None):
        self.r = rng
        # Design frames come from their own generator, so the windows and expressions of a seed
        # are the same with and without frames (and the baseline cases stay what they were).
        self.frames = frames
        self.edges = [300.0]  # the current window's dimensions: thresholds exactly at them

    # -- lexical variety ---------------------------------------------------------------------
    def number(self, lo=-40.0, hi=120.0, allow_zero=True):
        """A base number: (text, value)."""
        r = self.r
        kind = r.random()
        if kind < 0.05 and allow_zero:
            return "0", 0.0
        if kind < 0.45:
            n = r.randint(1, 64)
            return str(n), float(n)
        if kind < 0.55:
            n = r.randint(1, 3) * 1000 + r.randint(0, 999)
            s = str(n)
            return s[:-3] + "_" + s[-3:], float(n)
        if kind < 0.65:
            m = r.randint(1, 99)
            e = r.randint(-1, 1)
            s = f"{m}e{e}" if r.random() < 0.5 else f"{m}E{'+' if e >= 0 else ''}{e}"
            return s, float(f"{m}e{e}")
        x = round(r.uniform(0.01, hi), r.choice([1, 2, 3, 6]))
        return repr(x), x

    def signed_base(self):
        text, value = self.number()
        if self.r.random() < 0.12 and value != 0:
            return "-" + text, -value
        if self.r.random() < 0.03:
            return "+" + text, value
        return text, value

    def enum(self, name):
        r = self.r.random()
        if r < 0.15:
            name = name.lower()
        elif r < 0.2:
            name = name.upper()
        return ("." + name) if self.r.random() < 0.4 else name

    def sep(self):
        return self.r.choice([", ", ",", " , ", ",  "])

    def args(self, items):
        """items: list of 'label: value' strings, shuffled (labels may come in any order)."""
        items = list(items)
        self.r.shuffle(items)
        if self.r.random() < 0.1:
            items.insert(self.r.randint(0, len(items)), self.r.choice(["c", "configuration",
                                                                       "configuration: c"]))
        return self.sep().join(items)

    def value_text(self, x):
        return repr(x) if x != int(x) or abs(x) > 1e15 else str(int(x))

    # -- families ----------------------------------------------------------------------------
    def shorthand(self):
        name = self.r.choice(["sdp", "wdp", "hdp"]) + self.r.choice(["", "a", "i", "ia"]) \
            if self.r.random() < 0.6 else self.r.choice(["ssp", "hsp", "wsp", "sem", "hem", "wem"])
        bt, bv = self.signed_base()
        call = self.r.choice(["", "", "(c)", "(configuration)", "()"])
        return f"{bt}.{name}{call}", lambda c: shorthand(bv, c, name)

    def general(self):
        text_form = self.r.random() < 0.35
        bt, bv = self.signed_base()
        kw = {}
        items = []
        if self.r.random() < 0.6:
            kw["qualifier"] = self.r.choice(QUALIFIERS)
            items.append("qualifier: " + self.enum(kw["qualifier"]))
        if self.r.random() < 0.6:
            kw["inverter"] = self.r.choice(INVERTERS)
            items.append("inverter: " + self.enum(kw["inverter"]))
        if self.r.random() < 0.5:
            kw["aspect"] = self.r.random() < 0.7
            items.append("aspectRatio: " + ("true" if kw["aspect"] else "false"))
        if self.r.random() < 0.4:
            k = self.r.choice([0.8, 0.5, 0.0, -0.3, 1.25, 2.0, round(self.r.uniform(-3, 3), 3)])
            kw["k"] = k
            items.append("sensitivity: " + self.value_text(k))
        if self.r.random() < 0.5:
            kw["ignore"] = self.r.random() < 0.7
            items.append("ignoreMultiWindow: " + ("true" if kw["ignore"] else "false"))
        if text_form:
            if self.r.random() < 0.5:
                kw["font"] = self.r.random() < 0.5
                items.append("fontScale: " + ("true" if kw["font"] else "false"))
            return f"{bt}.scaledSp({self.args(items)})", lambda c: sp(bv, c, **kw)
        return f"{bt}.scaledDp({self.args(items)})", lambda c: dp(bv, c, **kw)

    def condition_value(self):
        x = self.r.choice([24, 12, 28, 20, 42, 14, 8, 36, -10, 0, 17.5, 33.25])
        return self.value_text(float(x)), float(x)

    def minimum(self):
        x = self.r.choice([0, -10, 300, 375, 414, 480, 600, 744, 900, 1024, 1366,
                           self.r.randint(100, 3000), round(self.r.uniform(100, 3000), 1),
                           self.r.choice(self.edges), self.r.choice(self.edges)])
        return self.value_text(float(x)), float(x)

    def links(self, allow_aspect=True):
        """Builder links; returns (text, conditions, flags)."""
        conditions, parts = [], []
        flags = dict(qualifier="smallWidth", inverter="default", aspect=False, k=0.8,
                     ignore=False)
        used_aspect = used_ignore = used_final = False
        for _ in range(self.r.randint(0, 5)):
            kind = self.r.random()
            vt, vv = self.condition_value()
            if kind < 0.25:
                q = self.r.choice(QUALIFIERS)
                mt, mv = self.minimum()
                parts.append(f".qualifier({vt}{self.sep()}{self.enum(q)}{self.sep()}minimum: {mt})")
                conditions.append(dict(value=vv, qualifier=q, minimum=mv))
            elif kind < 0.45:
                o = self.r.choice(["portrait", "landscape"])
                parts.append(f".rotate({vt}{self.sep()}{self.enum(o)})")
                conditions.append(dict(value=vv, orientation=o))
            elif kind < 0.6:
                m = self.r.choice(MODES[:4])
                parts.append(f".mode({vt}{self.sep()}{self.enum(m)})")
                conditions.append(dict(value=vv, mode=m))
            else:
                cond = dict(value=vv)
                items = []
                if self.r.random() < 0.5:
                    cond["mode"] = self.r.choice(MODES[:4])
                    items.append("mode: " + self.enum(cond["mode"]))
                if self.r.random() < 0.5:
                    cond["orientation"] = self.r.choice(["portrait", "landscape"])
                    items.append("orientation: " + self.enum(cond["orientation"]))
                if self.r.random() < 0.7 or not items:
                    cond["qualifier"] = self.r.choice(QUALIFIERS)
                    items.append("qualifier: " + self.enum(cond["qualifier"]))
                    if self.r.random() < 0.8:
                        mt, cond["minimum"] = self.minimum()
                        items.append("minimum: " + mt)
                elif self.r.random() < 0.2:
                    # a minimum without a qualifier: no qualifier part is set, so the Behavior
                    # Reference's rule neither tests nor ranks it
                    mt, _ = self.minimum()
                    items.append("minimum: " + mt)
                # the value is positional and first; labelled parts keep the Behavior Reference's
                # order
                parts.append(f".screen({vt}{self.sep()}{self.sep().join(items)})")
                conditions.append(cond)
            if allow_aspect and not used_aspect and self.r.random() < 0.2:
                used_aspect = True
                a = self.r.random()
                if a < 0.5:
                    parts.append(".aspectRatio()")
                    flags["aspect"] = True
                elif a < 0.75:
                    k = self.r.choice([0.5, 0.0, 1.5, -0.4])
                    parts.append(f".aspectRatio(sensitivity: {self.value_text(k)})")
                    flags["aspect"], flags["k"] = True, k
                else:
                    parts.append(".aspectRatio(false)")
            if not used_ignore and self.r.random() < 0.15:
                used_ignore = True
                parts.append(".ignoreMultiWindow()")
                flags["ignore"] = True
        if not used_final and self.r.random() < 0.3:
            q = self.r.choice(QUALIFIERS)
            flags["qualifier"] = q
            if self.r.random() < 0.5:
                inv = self.r.choice(INVERTERS)
                flags["inverter"] = inv
                parts.append(
                    f".finalQualifier({self.enum(q)}{self.sep()}inverter: {self.enum(inv)})")
            else:
                parts.append(f".finalQualifier({self.enum(q)})")
        if self.r.random() < 0.2:
            parts.append(".resolve(c)")
        return "".join(parts), conditions, flags

    def builder(self):
        bt, bv = self.signed_base()
        text, conditions, f = self.links()

        def model(c):
            chosen = rank_choose(c, bv, conditions)
            return dp(chosen, c, f["qualifier"], f["inverter"], f["aspect"], f["k"], f["ignore"])
        return f"{bt}.scaledDp{text}", model

    def auto_builder(self):
        bt, bv = self.signed_base()
        text_form = self.r.random() < 0.4
        # Behavior Reference › Auto: the aspect flag feeds the aspect-adjusted dimension
        # d′ = 300 + (d − 300) × (1 + k × ln(max(ar ÷ 1.78, 1e-4))) into the auto curve.
        text, conditions, f = self.links()
        name = "autoSp" if text_form else "autoScaledDp"

        def model(c):
            chosen = rank_choose(c, bv, conditions)
            fs = c.font_scale if text_form else 1.0
            if f["ignore"] and c.multi_window:
                return chosen * fs
            d = dimension(c, f["qualifier"], f["inverter"])
            D = side(c, f["qualifier"], f["inverter"])
            if f["aspect"]:
                # Auto, Design frame: d′ = D + (d − D) × (1 + k × ln(max(ar ÷ AR, 1e−4)))
                d = D * scaled_factor(c, d, True, f["k"], D)
            return chosen * auto_factor(d, D) * fs
        return f"{bt}.{name}{text}", model

    def options(self, strategy, allow_all=True):
        o = default_options()
        items = []
        r = self.r

        def maybe(p):
            return r.random() < p
        relevant_d = strategy in ("scaled", "auto", "power", "logarithmic", "interpolated",
                                  "fluid", "percent")
        if maybe(0.5 if relevant_d else 0.15):
            o["qualifier"] = r.choice(QUALIFIERS)
            items.append("qualifier: " + self.enum(o["qualifier"]))
        if maybe(0.4 if relevant_d else 0.1):
            o["inverter"] = r.choice(INVERTERS)
            items.append("inverter: " + self.enum(o["inverter"]))
        if maybe(0.4 if strategy == "scaled" else 0.1):
            o["aspect"] = maybe(0.7)
            items.append("aspectRatio: " + ("true" if o["aspect"] else "false"))
        if maybe(0.3 if strategy == "scaled" else 0.05):
            o["k"] = r.choice([0.5, 0.0, 1.2, -0.7])
            items.append("sensitivity: " + self.value_text(o["k"]))
        if maybe(0.3):
            o["ignore"] = maybe(0.7)
            items.append("ignoreMultiWindow: " + ("true" if o["ignore"] else "false"))
        if maybe(0.6 if strategy == "percent" else 0.05):
            o["percent"] = r.choice([50.0, 0.0, 25.5, 100.0, 150.0, float(r.randint(1, 400))])
            items.append("percent: " + self.value_text(o["percent"]))
        if maybe(0.6 if strategy == "power" else 0.05):
            o["power"] = r.choice([0.5, 0.0, 1.0, 0.75, 2.0, 4.0, round(r.uniform(0, 4), 3)])
            items.append("power: " + self.value_text(o["power"]))
        if maybe(0.6 if strategy == "interpolated" else 0.05):
            o["interpolation"] = r.choice([0.25, 0.0, 1.0, -0.5, 1.5, round(r.uniform(0, 1), 3)])
            items.append("interpolation: " + self.value_text(o["interpolation"]))
        if maybe(0.6 if strategy == "fluid" else 0.05):
            lo = float(r.choice([320, 200, 500, 1000, r.randint(100, 2000), r.choice(self.edges)]))
            if maybe(0.25):  # a zero-width range: the step, often exactly at the window
                lo = r.choice([lo, r.choice(self.edges)])
                hi = lo
            else:
                hi = lo + float(r.choice([448, 880, 1, r.randint(1, 2000)]))
            o["viewport"] = (lo, hi)
            label = r.choice(["viewport", "fluidViewport"])
            items.append(f"{label}: {self.value_text(lo)}...{self.value_text(hi)}")
        if maybe(0.5 if strategy == "fluid" else 0.05):
            a = r.choice([0.8, 0.85, 1.0, 0.5, round(r.uniform(0.1, 2), 2)])
            b = a if maybe(0.1) else a + r.choice([0.4, 0.55, 1.0, round(r.uniform(0, 2), 2)])
            o["scale"] = (a, b)
            label = r.choice(["scale", "fluidScale"])
            items.append(f"{label}: {self.value_text(a)}...{self.value_text(b)}")
        if allow_all and maybe(0.25):
            lo = r.choice([0.8, 0.5, 1.0, 0.0, 1.2, round(r.uniform(0, 2), 2)])
            hi = lo if maybe(0.1) else \
                lo + r.choice([0.7, 0.5, 1.0, 3.0, round(r.uniform(0, 2), 2)])
            o["limits"] = (lo, hi)
            items.append(f"scaleLimits: {self.value_text(lo)}...{self.value_text(hi)}")
        return o, items

    def named_strategy(self):
        strategy = self.r.choice([s for s in STRATEGIES if s not in ("scaled", "plain")])
        bt, bv = self.signed_base()
        o, items = self.options(strategy)
        name = strategy + "Dp"
        if strategy == "percent" and "qualifier" not in " ".join(items) and self.r.random() < 0.3:
            # `100.percentDp(percent: 50, .width)`: the qualifier positionally
            o["qualifier"] = self.r.choice(QUALIFIERS)
            items = items + ["." + o["qualifier"]]
            text = f"{bt}.{name}({self.sep().join(items)})"
        elif items or self.r.random() < 0.3:
            text = f"{bt}.{name}({self.args(items)})"
        else:
            text = f"{bt}.{name}"
        return text, lambda c: strategy_value(bv, c, strategy, o)

    def dynamic(self):
        strategy = self.r.choice(STRATEGIES)
        bt, bv = self.signed_base()
        o, items = self.options(strategy)
        self.r.shuffle(items)
        parts = [self.enum(strategy)] + items
        return f"{bt}.dynamic({self.sep().join(parts)})", \
            lambda c: strategy_value(bv, c, strategy, o)

    def scaled_with_limits(self):
        bt, bv = self.signed_base()
        o, items = self.options("scaled", allow_all=False)
        lo = self.r.choice([0.8, 0.5, 1.0, 1.2, round(self.r.uniform(0, 2), 2)])
        hi = lo + self.r.choice([0.7, 0.5, 0.0, 2.0])
        o["limits"] = (lo, hi)
        items.append(f"scaleLimits: {self.value_text(lo)}...{self.value_text(hi)}")
        return f"{bt}.scaledDp({self.args(items)})", lambda c: strategy_value(bv, c, "scaled", o)

    def dynamic_type(self):
        bt, bv = self.signed_base()
        r = self.r
        if r.random() < 0.2:
            cat = r.choice(CATEGORIES)
            ct = CATEGORY_SHORT[cat] if r.random() < 0.3 else self.enum(cat)
            return f"{bt}.scaled(to: {ct})", \
                lambda c: dynamic_type_scaled(bv, "body", cat, platform=c.platform)
        curve = r.choice(["metrics", "fontRamp", None, None])
        # The platform: the window's unless `platform:` names one (Dynamic Type: the window decides).
        explicit = r.choice([None] * 6 + ["ios", "ios", "watchos", "macos", "tvos", "visionos",
                                          "carplay"])
        styles = {None: COMMON_STYLES, "ios": list(IOS_RAMP), "visionos": list(IOS_RAMP),
                  "watchos": list(WATCH_RAMP), "macos": MAC_STYLES, "tvos": TV_STYLES,
                  "carplay": list(IOS_RAMP)}[explicit]
        style = r.choice(styles)
        items = ["relativeTo: " + self.enum(style)]
        cats = WATCH_CATEGORIES if explicit == "watchos" else CATEGORIES
        kw = {}
        fixed_category = None
        if explicit is not None:
            spelled = {"ios": "iOS", "watchos": "watchOS", "macos": "macOS", "tvos": "tvOS",
                       "visionos": "visionOS", "carplay": "carPlay"}[explicit]
            items.append("platform: " + (spelled if r.random() < 0.5 else explicit))
        if explicit == "watchos" or r.random() < 0.3:
            fixed_category = r.choice(cats)
            items.append("category: " + self.enum(fixed_category))
        if r.random() < 0.3:
            kw["maximum"] = r.choice(cats)
            items.append("maxSize: " + self.enum(kw["maximum"]))
        if r.random() < 0.25:
            top = CATEGORIES.index(kw.get("maximum", "accessibility5"))
            kw["minimum"] = r.choice([x for x in cats if CATEGORIES.index(x) <= top])
            items.append("minSize: " + self.enum(kw["minimum"]))
        if curve is not None:
            kw["curve"] = curve
            items.append("curve: " + curve)
        # The explicit form rounds on the @3x grid unless `displayScale:` names another.
        grid = 3.0
        window_form = explicit is None and fixed_category is None
        if not window_form and r.random() < 0.3:
            grid = r.choice([1.0, 2.0, 3.0, round(r.uniform(1, 3), 2)])
            items.append("displayScale: " + self.value_text(grid))
        first = items[0]
        rest = items[1:]
        r.shuffle(rest)
        text = f"{bt}.scaled({self.sep().join([first] + rest)})"
        if window_form:
            return text, lambda c: dynamic_type_in_window(bv, style, c, **kw)
        return text, lambda c: dynamic_type_scaled(
            bv, style, fixed_category or c.category, platform=explicit or c.platform,
            scale=grid, **kw)

    def expression(self, config=None):
        if config is not None:
            self.edges = [config.w, config.h, config.sw, math.nextafter(config.sw, 0.0)]
        kind = self.r.random()
        if kind < 0.2:
            return self.shorthand()
        if kind < 0.35:
            return self.general()
        if kind < 0.5:
            return self.builder()
        if kind < 0.62:
            return self.named_strategy()
        if kind < 0.72:
            return self.dynamic()
        if kind < 0.77:
            return self.scaled_with_limits()
        if kind < 0.9:
            return self.auto_builder()
        return self.dynamic_type()

    # -- windows ---------------------------------------------------------------------------
    def window(self):
        """A random window as the batch keys (dict) and the sanitized model Config."""
        r = self.r
        keys = {}

        def size():
            x = r.random()
            if x < 0.5:
                return float(r.randint(100, 3000))
            if x < 0.8:
                return round(r.uniform(100, 3000), 1)
            return r.uniform(100, 3000)
        w = size()
        h = w if r.random() < 0.08 else size()  # some square windows
        if r.random() < 0.03:  # the edges of the accepted range, 1…100,000 points
            w = r.choice([1.0, 100000.0, 10 ** r.uniform(0, 5)])
            h = r.choice([1.0, 100000.0, 10 ** r.uniform(0, 5), w])
        keys["width"], keys["height"] = w, h
        if r.random() < 0.7:
            keys["scale"] = r.choice([1.0, 2.0, 3.0, round(r.uniform(1, 3), 2), 0.0625, 16.0])
        t = r.random()
        if t < 0.3:
            keys["fontScale"] = r.choice([1.0, 1.25, 0.85, round(r.uniform(0.5, 3), 3), 10.0,
                                          1e-3])
        elif t < 0.6:
            keys["category"] = r.choice(CATEGORIES)
            if r.random() < 0.25:  # the HIG short names are accepted too
                keys["category"] = CATEGORY_SHORT[keys["category"]]
        elif t < 0.7:
            keys["fontScale"] = round(r.uniform(0.5, 3), 3)
            keys["category"] = r.choice(CATEGORIES)
        if r.random() < 0.5:
            keys["mode"] = r.choice(MODES[:4] * 3 + MODES)
        if r.random() < 0.35:
            keys["idiom"] = r.choice(IDIOMS)
        m = r.random()
        if m < 0.35:
            pass
        elif m < 0.55:  # a pane of a larger screen
            keys["maxWidth"] = round(w / r.uniform(0.3, 1.0), 1)
            keys["maxHeight"] = round(h / r.uniform(0.8, 1.0), 1)
        elif m < 0.75:  # exactly 95 % (and its neighbours) on one axis
            axis, other = ("width", "height") if r.random() < 0.5 else ("height", "width")
            k = r.randint(6, 150)
            screen = 20.0 * k
            edge = r.choice(["exact", "exact", "float", "above", "below"])
            if edge == "exact":
                pane = 19.0 * k
            elif edge == "float":
                screen = float(r.randint(106, 3150))
                pane = 0.95 * screen
            elif edge == "above":
                pane = math.nextafter(0.95 * screen, math.inf)
            else:
                pane = math.nextafter(0.95 * screen, -math.inf)
            keys[axis] = pane
            keys["max" + axis[0].upper() + axis[1:]] = screen
            if r.random() < 0.5:
                keys["max" + other[0].upper() + other[1:]] = keys[other]
        elif m < 0.85:  # a maximum smaller than the window is raised to it
            keys["maxWidth"] = round(w * r.uniform(0.5, 1.0), 1)
            if r.random() < 0.5:
                keys["maxHeight"] = round(h * r.uniform(0.5, 1.0), 1)
        else:  # one axis only
            if r.random() < 0.5:
                keys["maxWidth"] = round(w / r.uniform(0.9, 1.0), 2)
            else:
                keys["maxHeight"] = round(h / r.uniform(0.9, 1.0), 2)
        f = self.frames
        if f is not None and f.random() < 0.35:  # Design frame: a third of the windows
            kind = f.random()
            if kind < 0.15:  # the window is the frame itself
                keys["designFrame"] = [w, h]
            elif kind < 0.25:  # a phone frame designers use
                keys["designFrame"] = list(f.choice([(390.0, 844.0), (375.0, 812.0),
                                                     (360.0, 690.0), (350.0, 680.0),
                                                     (820.0, 1180.0), (844.0, 390.0)]))
            elif kind < 0.3:  # a side the validating initializer refuses
                keys["designFrame"] = [f.choice([0.0, -5.0, 0.5, 1e6, 390.0]),
                                       f.choice([844.0, 0.0, -1.0, 100001.0])]
            else:
                keys["designFrame"] = [float(f.randint(100, 3000)),
                                       round(f.uniform(100, 3000), 1)]
        return keys, config_from_keys(keys)


def config_from_keys(k):
    category = k.get("category")
    category = {v: key for key, v in CATEGORY_SHORT.items()}.get(category, category)
    return Config(k["width"], k["height"], k.get("scale"), k.get("fontScale"),
                  category, k.get("mode"), k.get("maxWidth"), k.get("maxHeight"), k.get("idiom"),
                  k.get("designFrame"))


def validation_error(keys):
    """The key the validating initializer refuses, or None.

    Configuration: a maximum below the window (the sanitizing initializer raises it). EXTENSION: a
    maximum above 100,000 points, the window's own limit (the sanitizing one clamps it).
    Bad input, Design frame: a side that is not a finite number in 1…100,000 (the frame is the
    configuration's last field, so it is named after the others).
    """
    for axis, key in (("width", "maxWidth"), ("height", "maxHeight")):
        if key in keys and not keys[axis] <= keys[key] <= 100000.0:
            return key
    frame = keys.get("designFrame")
    if frame is not None and not all(math.isfinite(x) and 1.0 <= x <= 100000.0 for x in frame):
        return "designFrame"
    return None


FLAG_NAMES = {"width": "--width", "height": "--height", "scale": "--scale",
              "fontScale": "--font-scale", "category": "--category", "mode": "--mode",
              "idiom": "--idiom", "maxWidth": "--max-width", "maxHeight": "--max-height",
              "designFrame": "--design-frame"}


def flag_value(value):
    """A key's value as its flag takes it: text as is, numbers in full, a frame as W×H."""
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return "x".join(repr(x) for x in value)
    return repr(value)


def close(a, b):
    if a == b:
        return True
    if not (math.isfinite(a) and math.isfinite(b)):
        return False
    return abs(a - b) <= 1e-9 * max(abs(a), abs(b)) + 1e-12


# The machine format: every digit of every value (the default text rounds to 6 decimals).
MACHINE = ["--format", "json"]


def parse_value(text):
    try:
        return float(text)
    except ValueError:
        return None


def json_values(text):
    """The numbers of `--format json` output: a list (`[10.0, 12.0]`) or one number (`[16.0]`);
    [] for anything else."""
    try:
        values = json.loads(text)
    except ValueError:
        return []
    if isinstance(values, (int, float)) and not isinstance(values, bool):
        return [float(values)]
    if isinstance(values, list) and all(isinstance(v, (int, float)) for v in values):
        return [float(v) for v in values]
    return []


# ---------------------------------------------------------------------------------------------
# Commands
# ---------------------------------------------------------------------------------------------

def run_check(args):
    rng = random.Random(args.seed)
    gen = Gen(rng, None if args.no_frames else random.Random(args.seed ^ 0xF4A3E))
    mismatches = []
    cases = []
    for _ in range(args.count):
        keys, config = gen.window()
        text, model = gen.expression(config)
        cases.append((keys, config, text, model(config)))

    # 1. the batch form, one process
    lines = "".join(json.dumps(dict(expr=t, **k)) + "\n" for k, _, t, _ in cases)
    proc = subprocess.run([args.binary, "resolve", "--batch"] + MACHINE, input=lines.encode(),
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
    answers = proc.stdout.decode().split("\n")
    if answers and answers[-1] == "":
        answers.pop()
    if len(answers) != len(cases):
        mismatches.append(f"batch: {len(cases)} lines in, {len(answers)} lines out "
                          f"(status {proc.returncode}): {proc.stderr.decode()[:300]}")
    for (keys, config, text, expected), answer in zip(cases, answers):
        got = parse_value(answer)
        refused = validation_error(keys)
        if refused is not None:
            # The CLI builds its window with the validating initializer (Bad input), which names the
            # bad field instead of raising the maximum as the sanitizing one does.
            if not (answer.startswith("error: ") and refused in answer):
                mismatches.append(f"batch {json.dumps(dict(expr=text, **keys))}: package "
                                  f"{answer!r}, expected an error naming {refused!r}")
            continue
        if got is None or not close(got, expected):
            mismatches.append(f"batch {json.dumps(dict(expr=text, **keys))}: "
                              f"package {answer!r}, model {expected!r}")

    # 2. the flag form, one process each, on a sample
    for keys, config, text, expected in rng.sample(cases, min(args.flags, len(cases))):
        argv = [args.binary, "resolve", text] + MACHINE
        for key, value in keys.items():
            argv += [FLAG_NAMES[key], flag_value(value)]
        proc = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
        got = parse_value(proc.stdout.decode().strip())
        refused = validation_error(keys)
        if refused is not None:
            flag = FLAG_NAMES[refused]
            if proc.returncode != 2 or not proc.stderr.decode().startswith("error: " + flag):
                mismatches.append(f"flags {' '.join(repr(a) for a in argv[1:])}: package "
                                  f"{proc.stderr.decode().strip()!r} (status {proc.returncode})"
                                  f", expected a usage error naming {flag}")
            continue
        if proc.returncode != 0 or got is None or not close(got, expected):
            mismatches.append(f"flags {' '.join(repr(a) for a in argv[1:])}: package "
                              f"{proc.stdout.decode().strip()!r} {proc.stderr.decode().strip()!r}"
                              f" (status {proc.returncode}), model {expected!r}")

    # 3. resize and units
    extra = check_resize(args, rng, mismatches) + check_units(args, rng, mismatches)

    for m in mismatches:
        print("MISMATCH " + m)
    total = len(cases)
    multi = sum(1 for k, c, _, _ in cases if validation_error(k) is None and c.multi_window)
    refused = sum(1 for k, _, _, _ in cases if validation_error(k) is not None)
    square = sum(1 for k, c, _, _ in cases if c.w == c.h)
    framed = sum(1 for k, _, _, _ in cases if "designFrame" in k)
    edge = sum(1 for k, c, _, _ in cases if c.w == 0.95 * c.max_w or c.h == 0.95 * c.max_h
               or math.nextafter(c.w, math.inf) == 0.95 * c.max_w
               or math.nextafter(c.h, math.inf) == 0.95 * c.max_h)
    if args.verbose:
        print(f"spec-model: windows: {multi} multi-window, {edge} at the 95 % edge, {square} "
              f"square, {framed} with a design frame, {refused} refused by validation (a "
              f"maximum below the window or above 100,000, a design frame side outside "
              f"1…100,000)")
    print(f"spec-model: {total} expressions ({min(args.flags, total)} also through flags), "
          f"{extra} resize/units calls, {len(mismatches)} mismatches")
    return 1 if mismatches else 0


def check_resize(args, rng, mismatches):
    n = 0
    for _ in range(args.small):
        a = rng.choice([float(rng.randint(1, 60)), round(rng.uniform(1, 60), 2)])
        b = rng.choice([float(rng.randint(1, 60)), round(rng.uniform(1, 60), 2)])
        step = rng.choice([1.0, 2.0, 0.5, 0.25, 3.0, round(rng.uniform(0.1, 5), 2)])
        if rng.random() < 0.3:  # a decimal hi that lo + i·step misses by rounding
            step = rng.choice([0.1, 0.7, 0.3, 0.01, 0.07])
            a = float(rng.randint(0, 5))
            b = round(a + rng.randint(1, 40) * step + rng.choice([0.0, 0.0, 5e-8 * step]), 10)
        argv = [args.binary, "resize", "--min", repr(a), "--max", repr(b), "--step", repr(step)]
        argv += MACHINE
        expected = resize_steps(a, b, step)
        limit = None
        if rng.random() < 0.4:
            limit = round(rng.uniform(0, 65), 1)
            argv += ["--largest-fitting", repr(limit)]
        proc = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
        n += 1
        out = json_values(proc.stdout.decode())
        if limit is None:
            ok = proc.returncode == 0 and len(out) == len(expected) and all(
                x is not None and close(x, y) for x, y in zip(out, expected))
            want = expected
        else:
            want = largest_fitting(expected, limit)
            if want is None:  # "exit status 1 when none fits" (an `error:` line explains it)
                ok = proc.returncode == 1 and not proc.stdout \
                    and proc.stderr.decode().startswith("error: no size")
            else:
                ok = proc.returncode == 0 and len(out) == 1 and out[0] is not None \
                    and close(out[0], want)
        if not ok:
            mismatches.append(f"{' '.join(argv[1:])}: package {proc.stdout.decode().split()} "
                              f"(status {proc.returncode}), model {want}")
    return n


def check_units(args, rng, mismatches):
    n = 0
    for _ in range(args.small):
        unit = rng.choice(["in", "cm", "mm", "pt", "px"])
        v = rng.choice([float(rng.randint(1, 100)), round(rng.uniform(0.1, 100), 2)])
        scale = rng.choice([1.0, 2.0, 3.0, round(rng.uniform(1, 3), 2)])
        ppi = rng.choice([None, None, 460.0, 264.0, 326.0, float(rng.randint(100, 600))])
        to = rng.choice(["points", "pixels"])
        argv = [args.binary, "units", f"{v!r}{unit}", "--scale", repr(scale), "--to", to] + MACHINE
        if ppi is not None:
            argv += ["--ppi", repr(ppi)]
        f = unit_points if to == "points" else unit_pixels
        expected = f(v, unit, scale, ppi)
        proc = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
        n += 1
        got = parse_value(proc.stdout.decode().strip())
        if proc.returncode != 0 or got is None or not close(got, expected):
            mismatches.append(f"{' '.join(argv[1:])}: package {proc.stdout.decode().strip()!r} "
                              f"{proc.stderr.decode().strip()!r}, model {expected!r}")
    return n


# Behavior Reference › Vectors, row by row: (flags, expression, model value, the Behavior
# Reference's printed value)
def vectors():
    c390 = dict(width=390.0, height=844.0)
    base_fs = dict(width=300.0, height=533.0, fontScale=1.25)
    rows = [
        (c390, "10.sdp", 13.0),
        (base_fs, "16.ssp", 20.0),
        (base_fs, "16.sem", 16.0),
        (base_fs, "16.hdp", 28.426667),
        (c390, "16.sdpa", 21.550307),
        (dict(width=844.0, height=390.0), "16.wdp", 45.013333),
        (dict(width=844.0, height=390.0), "16.hdp", 20.8),
        (dict(width=800.0, height=1200.0), "10.scaledDp.qualifier(20, width, minimum: 600)",
         53.333333),
        (dict(width=1366.0, height=1024.0),
         "16.scaledDp.screen(24, qualifier: width, minimum: 600).rotate(12, landscape)"
         ".aspectRatio()", 68.554697),
        (c390, "16.powerDp", 19.479486),
        (c390, "16.fluidDp", 13.8),
        (c390, "16.interpolatedDp", 18.4),
        (dict(width=1024.0, height=1366.0), "16.autoDp", 32.219968),
        (c390, "100.percentDp(percent: 50, .width)", 195.0),
        (dict(width=390.0, height=844.0, category="accessibility3"),
         "17.scaled(relativeTo: body)", 37.0),
        (dict(width=390.0, height=844.0, scale=3.0, category="accessibility3"),
         "17.scaled(relativeTo: body)", 37.0),
        (dict(width=390.0, height=844.0, category="accessibility3"),
         "17.scaled(relativeTo: body, curve: fontRamp)", 40.0),
        # Dynamic Type: the platform decides (tvOS has no Dynamic Type; watchOS has its own ramp).
        (dict(width=1920.0, height=1080.0, idiom="tv", category="accessibility3"), "17.ssp",
         61.2),
        (dict(width=1920.0, height=1080.0, idiom="tv", category="accessibility3"),
         "17.scaled(relativeTo: body)", 17.0),
        (dict(width=198.0, height=242.0, scale=2.0, idiom="watch", category="accessibility3"),
         "17.scaled(relativeTo: body)", 24.5),
        (dict(width=198.0, height=242.0, scale=2.0, idiom="watch", category="accessibility5"),
         "17.scaled(relativeTo: body)", 24.5),
        # Design frame: on the frame the design's numbers; 100 × 820 ÷ 390 on a tablet.
        (dict(width=390.0, height=844.0, designFrame=[390.0, 844.0]), "16.sdp", 16.0),
        (dict(width=390.0, height=844.0, designFrame=[390.0, 844.0]), "48.hdp", 48.0),
        (dict(width=820.0, height=1180.0, designFrame=[390.0, 844.0]), "100.wdp", 210.25641),
    ]
    return rows


def run_vectors(args):
    failures = 0
    for keys, expr, spec in vectors():
        argv = [args.binary, "resolve", expr] + MACHINE
        for key, value in keys.items():
            argv += [FLAG_NAMES[key], flag_value(value)]
        proc = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
        got = parse_value(proc.stdout.decode().strip())
        ok = got is not None and abs(got - spec) <= 1e-4 * max(1.0, abs(spec))
        failures += not ok
        print(f"{'ok  ' if ok else 'FAIL'} {expr:<95} {keys}  reference {spec}  package "
              f"{proc.stdout.decode().strip() or proc.stderr.decode().strip()}")
    # Vectors rows that are not `resolve` expressions
    proc = subprocess.run([args.binary, "resize", "--min", "10", "--max", "20", "--step", "2"]
                          + MACHINE, stdout=subprocess.PIPE, check=False)
    got = json_values(proc.stdout.decode())
    ok = got == [10, 12, 14, 16, 18, 20] == resize_steps(10.0, 20.0, 2.0)
    failures += not ok
    print(f"{'ok  ' if ok else 'FAIL'} resize --min 10 --max 20 --step 2 → {got}")
    proc = subprocess.run([args.binary, "resize", "--min", "10", "--max", "20", "--step", "2",
                           "--largest-fitting", "16"] + MACHINE, stdout=subprocess.PIPE,
                          check=False)
    ok = parse_value(proc.stdout.decode().strip()) == 16.0
    failures += not ok
    print(f"{'ok  ' if ok else 'FAIL'} largestFitting(≤ 16) → {proc.stdout.decode().strip()}")
    proc = subprocess.run([args.binary, "units", "10mm", "--scale", "3"] + MACHINE,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
    got = parse_value(proc.stdout.decode().strip())
    ok = got is not None and abs(got - 28.346457) <= 1e-4
    failures += not ok
    print(f"{'ok  ' if ok else 'FAIL'} units 10mm --scale 3 → {got}  reference 28.346457")
    print(f"spec-vectors: {failures} failures")
    return 1 if failures else 0


def self_test():
    """The model itself against Behavior Reference › Vectors (so a model bug is not mistaken for a package bug)."""
    def c(w, h, **kw):
        return Config(w, h, **kw)
    checks = [
        (shorthand(10, c(390, 844), "sdp"), 13),
        (shorthand(16, c(300, 533, font_scale=1.25), "ssp"), 20),
        (shorthand(16, c(300, 533, font_scale=1.25), "sem"), 16),
        (shorthand(16, c(300, 533, font_scale=1.25), "hdp"), 28.426667),
        (shorthand(16, c(390, 844), "sdpa"), 21.550307),
        (shorthand(16, c(844, 390), "wdp"), 45.013333),
        (shorthand(16, c(844, 390), "hdp"), 20.8),
        (dp(rank_choose(c(800, 1200), 10, [dict(value=20, qualifier="width", minimum=600)]),
            c(800, 1200)), 53.333333),
        (dp(rank_choose(c(1366, 1024), 16, [dict(value=24, qualifier="width", minimum=600),
                                            dict(value=12, orientation="landscape")]),
            c(1366, 1024), aspect=True), 68.554697),
        (strategy_value(16, c(390, 844), "power", default_options()), 19.479486),
        (strategy_value(16, c(390, 844), "fluid", default_options()), 13.8),
        (strategy_value(16, c(390, 844), "interpolated", default_options()), 18.4),
        (strategy_value(16, c(1024, 1366), "auto", default_options()), 32.219968),
        (strategy_value(100, c(390, 844), "percent", dict(default_options(), percent=50.0,
                                                          qualifier="width")), 195),
        (unit_points(10, "mm", 3, None), 28.346457),
        (dynamic_type_scaled(17, "body", "accessibility3"), 37),
        (dynamic_type_scaled(17, "body", "accessibility3", curve="fontRamp"), 40),
        # The comparison table at 17 pt, @3x: body M, caption2 xS, footnote AX5 (metrics).
        (dynamic_type_scaled(17, "body", "medium"), 16.333333),
        (dynamic_type_scaled(17, "caption2", "xSmall"), 17),
        (dynamic_type_scaled(17, "footnote", "accessibility5"), 49),
        (dynamic_type_scaled(17, "footnote", "accessibility5", curve="fontRamp"), 57.538462),
        (shorthand(17, c(1920, 1080, category="accessibility3", idiom="tv"), "ssp"), 61.2),
        (dynamic_type_in_window(17, "body", c(1920, 1080, category="accessibility3",
                                              idiom="tv")), 17),
        (dynamic_type_in_window(17, "body", c(198, 242, scale=2, category="accessibility3",
                                              idiom="watch")), 24.5),
        (dynamic_type_in_window(17, "body", c(198, 242, scale=2, category="accessibility5",
                                              mode="watch")), 24.5),
        (largest_fitting(resize_steps(10, 20, 2), 16), 16),
        # Vectors, Design frame
        (shorthand(16, c(390, 844, frame=(390, 844)), "sdp"), 16),
        (shorthand(48, c(390, 844, frame=(390, 844)), "hdp"), 48),
        (shorthand(100, c(820, 1180, frame=(390, 844)), "wdp"), 210.25641),
    ]
    # Design frame's worked table (frame 390 × 844; columns 390 × 844, 820 × 1180, 844 × 390,
    # and 820 × 1180 without a frame).
    frame = (390.0, 844.0)
    windows = [c(390, 844, frame=frame), c(820, 1180, frame=frame), c(844, 390, frame=frame),
               c(820, 1180)]
    o = default_options()
    table = [
        (lambda w: shorthand(16, w, "sdp"), [16, 33.641026, 16, 43.733333]),
        (lambda w: shorthand(100, w, "wdp"), [100, 210.25641, 216.410256, 273.333333]),
        (lambda w: shorthand(48, w, "hdp"), [48, 67.109005, 22.180095, 188.8]),
        (lambda w: shorthand(16, w, "sdpa"), [16, 27.882425, 16, 39.015383]),
        (lambda w: strategy_value(16, w, "auto", o), [16, 28.205908, 16, 30.449188]),
        (lambda w: strategy_value(16, w, "power", o), [16, 27.937138, 16, 34.012569]),
        (lambda w: strategy_value(16, w, "logarithmic", o), [16, 20.756209, 16, 22.435340]),
        (lambda w: strategy_value(16, w, "interpolated", o), [16, 24.820513, 16, 29.866667]),
        (lambda w: strategy_value(16, w, "diagonal", o), [16, 24.728203, 16, 37.589929]),
        (lambda w: strategy_value(16, w, "perimeter", o), [16, 25.931929, 16, 38.415366]),
        (lambda w: strategy_value(16, w, "fit", o), [16, 22.369668, 16, 35.422139]),
        (lambda w: strategy_value(16, w, "fill", o), [16, 33.641026, 16, 43.733333]),
        (lambda w: strategy_value(16, w, "fluid", o), [13.8, 19.2, 13.8, 19.2]),
        (lambda w: strategy_value(100, w, "percent", dict(o, percent=50.0, qualifier="width")),
         [195, 410, 422, 410]),
        (lambda w: dp(rank_choose(w, 10, [dict(value=20, qualifier="width", minimum=600)]), w),
         [10, 42.051282, 20, 54.666667]),
        (lambda w: dp(16, w, "smallWidth", "swToLw"), [16, 33.641026, 34.625641, 43.733333]),
        (lambda w: 16 * auto_factor(side(w) * scaled_factor(w, w.sw, True, 0.8, side(w)),
                                    side(w)), [16, 26.453450, 16, 29.497146]),
    ]
    for i, (f, row) in enumerate(table):
        for window, want in zip(windows, row):
            checks.append((f(window), want))
    bad = [(i, got, want) for i, (got, want) in enumerate(checks) if abs(got - want) > 1e-4]
    assert resize_steps(10, 20, 2) == [10, 12, 14, 16, 18, 20]
    assert resize_steps(20, 10, 2) == [10, 12, 14, 16, 18, 20]
    assert resize_steps(10, 15, 2) == [10, 12, 14, 15]
    assert resize_steps(10, 15, 0) == [10]
    assert Config(400, 700, max_width=800, max_height=700).multi_window is True
    assert Config(950, 700, max_width=1000).multi_window is False  # exactly 95 %: not multi
    assert Config(500, 500).orientation == "portrait"
    assert Config(390, 844, frame=(0, -1)).frame == (300.0, 533.0)  # sanitized as window sides
    assert Config(390, 844, frame=(0.5, 1e9)).frame == (1.0, 100000.0)
    if bad:
        for i, got, want in bad:
            print(f"model self-test: row {i}: model {got}, reference {want}")
        return 1
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("mode", choices=["check", "vectors", "self-test"])
    parser.add_argument("--binary", default=".build/debug/appdimens")
    parser.add_argument("--count", type=int, default=20000)
    parser.add_argument("--flags", type=int, default=300)
    parser.add_argument("--small", type=int, default=100, help="resize and units calls each")
    parser.add_argument("--seed", type=int, default=20240611)
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--no-frames", action="store_true",
                        help="no design frames: the windows of the model before Design frame")
    args = parser.parse_args()
    if self_test():
        return 1
    if args.mode == "self-test":
        print("spec-model: self-test ok")
        return 0
    if args.mode == "vectors":
        return run_vectors(args)
    return run_check(args)


if __name__ == "__main__":
    sys.exit(main())
