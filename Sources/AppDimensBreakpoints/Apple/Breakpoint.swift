#if canImport(SwiftUI)
  import SwiftUI

  /// A value picked from a breakpoint table for the window this view is in.
  ///
  /// ```swift
  /// @Breakpoint([.w320: 1, .w375: 2, .wR.all: 3]) private var columns: Int?   // nil: no match
  /// @Breakpoint([.wC.all: 16, .wR.all: 32]) private var inset: CGFloat = 12   // 12: no match
  /// ```
  ///
  /// The table is resolved with ``Breakpoints/resolve(_:)`` (Behavior Reference › Breakpoints:
  /// the width bucket, size class with idiom, size class, the default, the largest width below)
  /// against the configuration that `.appDimens()` installs
  /// (``SwiftUI/EnvironmentValues/appDimensConfiguration``), so the view re-renders with a new
  /// value when the window crosses a breakpoint. Declared with an Optional type the property is nil
  /// when no key matches; declared with an initial value, that value is used instead.
  @propertyWrapper
  public struct Breakpoint<Value>: DynamicProperty {
    // Policy: not `Sendable`, like `@ScaledDimension`: it holds SwiftUI's `Environment`. The
    // resolution is the tested portable `Breakpoints.resolve`; this type only adds the
    // fallback.

    @Environment(\.appDimensConfiguration) private var configuration

    /// The breakpoint table.
    public let table: Breakpoints<Value>
    /// The value when no key of the table matches the window.
    public let fallback: Value

    /// A value from `table`, or `wrappedValue` (the property's initial value) when no key
    /// matches: `@Breakpoint([.wC.all: 16, .wR.all: 32]) var inset: CGFloat = 12`.
    public init(wrappedValue: Value, _ table: Breakpoints<Value>) {
      self.table = table
      self.fallback = wrappedValue
    }

    /// An optional value from `table`, nil when no key matches:
    /// `@Breakpoint([.w320: 1, .wR.all: 2]) var columns: Int?`.
    ///
    /// A table literal builds directly as a table of optionals, so the view update that
    /// creates this property makes one heap allocation (the table's entries).
    public init(_ table: Breakpoints<Value>) where Value: ExpressibleByNilLiteral {
      self.table = table
      self.fallback = nil
    }

    // Policy: disfavored so that a literal picks the initializer above (no second table);
    // a stored `Breakpoints<Int>` still works, at the cost of one mapped copy.

    /// An optional value from a table of non-optional values built elsewhere, nil when no key
    /// matches: `@Breakpoint(Layout.columns) var columns: Int?`.
    @_disfavoredOverload
    public init<Wrapped>(_ table: Breakpoints<Wrapped>) where Value == Wrapped? {
      self.table = table.mapValues { Optional($0) }
      self.fallback = nil
    }

    /// The table's value for the current window, or the fallback.
    public var wrappedValue: Value { table.resolve(configuration) ?? fallback }
  }
#endif
