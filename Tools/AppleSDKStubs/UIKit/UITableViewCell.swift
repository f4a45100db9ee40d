// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers (UITableViewCell.h),
// checked against the iOS 17.4 SDK.

/// A visual representation of a single row in a table view.
@MainActor
open class UITableViewCell: UIView {
  /// The style of a cell (`enum CellStyle: Int`, an Objective-C `NS_ENUM`).
  public enum CellStyle: Int, Sendable {
    /// A simple style with a label.
    case `default` = 0
    /// A label on the left, a right-aligned label on the right.
    case value1 = 1
    /// A blue label on the left, a label on the right.
    case value2 = 2
    /// A label at the top and one below it.
    case subtitle = 3
  }

  /// Creates a cell: `init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)`.
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(frame: .zero)
  }

  /// Creates a cell from data in an unarchiver: `init?(coder: NSCoder)` (required).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The content view of the cell object: `var contentView: UIView { get }`.
  open var contentView: UIView { stub() }
}
