import Foundation

final class Downloader: NSObject {
    /// Starts the download.
    @objc func start() {
        print("start")
    }
}
