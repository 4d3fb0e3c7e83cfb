struct Stack<Element> {
    private var items: [Element] = []

    var isEmpty: Bool {
        items.isEmpty
    }

    mutating func push(_ item: Element) {
        items.append(item)
    }
}
