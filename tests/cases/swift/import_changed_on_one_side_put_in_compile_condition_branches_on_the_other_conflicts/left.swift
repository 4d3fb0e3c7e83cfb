import Foundation
import class Dispatch.DispatchQueue

public enum Reachability {
    case online, offline
}
