import Foundation
import OSLog
import UIKit

func stamp() -> String {
    return ISO8601DateFormatter().string(from: Date())
}

func log(_ message: String) {
    Logger().info("\(message)")
}
