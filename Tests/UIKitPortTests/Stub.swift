import Testing
@testable import UIKitPort
