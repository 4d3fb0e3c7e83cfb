enum class Status(val code: Int) {
    OK(200),
    NOT_FOUND(404);

    fun label(): String = name.lowercase()
}
