package shop.api

data class OrderDto(
    val id: Long,
    @get:SerialName("placed_at")
    val placedAt: String,
)
