import Combine
import Foundation
import UIKit

final class ProfileLoader {
    func load() {}
}
