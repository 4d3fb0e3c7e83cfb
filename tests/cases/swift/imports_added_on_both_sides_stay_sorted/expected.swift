import Combine
import CoreData
import CoreGraphics
import Foundation
import UIKit

final class ProfileLoader {
    func load() {}
}
