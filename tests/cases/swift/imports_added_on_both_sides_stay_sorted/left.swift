import Combine
import CoreData
import Foundation
import UIKit

final class ProfileLoader {
    func load() {}
}
