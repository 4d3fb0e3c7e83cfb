class Counter {
    val count: Long = 0
}
