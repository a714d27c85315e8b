/// Why a Compose `Color` could not be made from `Float` channels.
public enum ColorError: Error, Sendable {
  /// A channel of Compose's `Color(red: Float, green: Float, blue: Float, alpha: Float)`.
  public enum Channel: String, Sendable {
    case red, green, blue, alpha
  }

  /// The channel's value is outside [0, 1] or NaN; Compose throws `IllegalArgumentException` here.
  case invalidColorChannel(Channel, value: Float)

  /// The error code the parity vectors use: `"invalidColorChannel"`.
  public var code: String {
    switch self {
    case .invalidColorChannel: "invalidColorChannel"
    }
  }
}

extension ColorError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .invalidColorChannel(let channel, let value):
      "invalidColorChannel: \(channel.rawValue) = \(value) is outside [0, 1]"
    }
  }
}
