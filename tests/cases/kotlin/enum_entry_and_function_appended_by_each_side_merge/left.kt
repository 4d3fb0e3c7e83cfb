enum class Status(val code: Int) {
    OK(200),
    NOT_FOUND(404),
    CONFLICT(409);

    fun label(): String = name.lowercase()

    fun isClientError(): Boolean = code in 400..499
}
