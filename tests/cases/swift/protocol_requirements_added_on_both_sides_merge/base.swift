protocol Store: AnyObject {
    associatedtype Item

    var count: Int { get }
    func insert(_ item: Item)
}
