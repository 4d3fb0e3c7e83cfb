import Foundation

final class Downloader: NSObject {
    /// Starts the download.
    @objc func start() {
        print("start")
    }

    /// Cancels the download.
    ///
    /// - Parameter reason: why it stopped.
    @objc func cancel(reason: String) {
        print("cancel", reason)
    }

    /// Pauses the download.
    @available(iOS 15, *)
    func pause() {
        print("pause")
    }
}
