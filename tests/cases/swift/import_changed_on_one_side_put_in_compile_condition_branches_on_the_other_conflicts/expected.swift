import Foundation
<<<<<<< left
import class Dispatch.DispatchQueue
||||||| base
import class Dispatch.queue.DispatchQueue
=======
#if swift(>=5.0)
import class Dispatch.DispatchQueue
#else
import class Dispatch.queue.DispatchQueue
#endif
>>>>>>> right

public enum Reachability {
    case online, offline
}
