import Foundation

struct Log {
    var lines: [String] = []

    mutating func write(_ value: String) {
        lines.append(value)
    }

    mutating func write(_ value: Int) {
        lines.append(String(value))
    }

    func dump() -> String {
        lines.joined(separator: "\n")
    }
}
