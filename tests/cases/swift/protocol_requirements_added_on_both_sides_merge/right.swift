protocol Store: AnyObject {
    associatedtype Item

    var count: Int { get }
    var capacity: Int { get }
    func insert(_ item: Item)
}
