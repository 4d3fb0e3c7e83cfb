enum class Status(val code: Int) {
    OK(200),
    NOT_FOUND(404),
    CONFLICT(409),
    SERVER_ERROR(500);

    fun label(): String = name.lowercase()

    fun isClientError(): Boolean = code in 400..499

    fun isServerError(): Boolean = code >= 500
}
