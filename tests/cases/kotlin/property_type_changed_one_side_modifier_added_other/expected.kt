class Counter {
    private val count: Long = 0
}
