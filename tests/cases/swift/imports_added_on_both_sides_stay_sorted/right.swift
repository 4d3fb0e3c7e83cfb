import Combine
import CoreGraphics
import Foundation
import UIKit

final class ProfileLoader {
    func load() {}
}
