enum class Status(val code: Int) {
    OK(200),
    NOT_FOUND(404),
    SERVER_ERROR(500);

    fun label(): String = name.lowercase()

    fun isServerError(): Boolean = code >= 500
}
