import Foundation

struct Log {
    var lines: [String] = []

    mutating func write(_ value: String) {
        lines.append(value)
    }

    func dump() -> String {
        lines.joined(separator: "\n")
    }

    mutating func write(_ value: Double) {
        lines.append(String(format: "%.2f", value))
    }
}
