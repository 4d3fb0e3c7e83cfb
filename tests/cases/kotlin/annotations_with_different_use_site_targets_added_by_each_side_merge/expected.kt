package shop.api

data class OrderDto(
    val id: Long,
    @get:SerialName("placed_at")
    @param:SerialName("placed_at")
    val placedAt: String,
)
