protocol Store: AnyObject {
    associatedtype Item

    var count: Int { get }
    var isEmpty: Bool { get }
    var capacity: Int { get }
    func insert(_ item: Item)
}
