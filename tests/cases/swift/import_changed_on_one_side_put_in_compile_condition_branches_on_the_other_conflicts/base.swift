import Foundation
import class Dispatch.queue.DispatchQueue

public enum Reachability {
    case online, offline
}
