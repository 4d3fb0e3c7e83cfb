package shop.api

data class OrderDto(
    val id: Long,
    @param:SerialName("placed_at")
    val placedAt: String,
)
