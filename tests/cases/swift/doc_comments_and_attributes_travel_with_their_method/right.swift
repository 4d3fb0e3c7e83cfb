import Foundation

final class Downloader: NSObject {
    /// Starts the download.
    @objc func start() {
        print("start")
    }

    /// Pauses the download.
    @available(iOS 15, *)
    func pause() {
        print("pause")
    }
}
