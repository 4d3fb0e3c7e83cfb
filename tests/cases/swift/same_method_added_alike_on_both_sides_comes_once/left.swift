struct Stack<Element> {
    private var items: [Element] = []

    mutating func push(_ item: Element) {
        items.append(item)
    }

    var isEmpty: Bool {
        items.isEmpty
    }
}
