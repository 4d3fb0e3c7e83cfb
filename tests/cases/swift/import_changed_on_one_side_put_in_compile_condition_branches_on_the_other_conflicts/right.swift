import Foundation
#if swift(>=5.0)
import class Dispatch.DispatchQueue
#else
import class Dispatch.queue.DispatchQueue
#endif

public enum Reachability {
    case online, offline
}
