class Counter {
    private val count: Int = 0
}
