class Counter {
    val count: Int = 0
}
